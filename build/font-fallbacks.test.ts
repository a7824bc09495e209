import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from './font-fallbacks';

const committed = () =>
  readFileSync(path.resolve(import.meta.dirname, '..', 'src', 'app', 'font-fallbacks.css'), 'utf8');

describe('the fallback faces of the web fonts', () => {
  it('are the ones Capsize computes (run `npm run font-fallbacks` after changing a font)', () => {
    expect(committed()).toBe(fontFallbackCss());
  });

  it('scale the local Arial to each web font and cover only its scripts', () => {
    const css = fontFallbackCss();
    for (const family of ['Inter Fallback', 'Manrope Fallback', 'Readex Pro Fallback']) {
      const face = new RegExp(`font-family: "${family}";([^}]*)}`).exec(css)?.[1] ?? '';
      expect(face, family).toContain("local('Liberation Sans')");
      expect(face, family).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(face, family).toMatch(/ascent-override: \d+(\.\d+)?%/);
      expect(face, family).toMatch(/unicode-range: U\+/);
    }
    // Inter's letters are wider than Arial's: its fallback is scaled up, not left at 100%.
    expect(/font-family: "Inter Fallback";[^}]*size-adjust: (\d+\.\d+)%/.exec(css)?.[1]).not.toBe('100');
  });
});

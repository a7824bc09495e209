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

  it('scale the local Armenian face to Noto Sans Armenian, per weight, for Armenian letters only', () => {
    const faces = [...fontFallbackCss().matchAll(/font-family: "Noto Sans Armenian Fallback";([^}]*)}/g)].map(
      (match) => match[1] ?? '',
    );
    expect(faces).toHaveLength(2);
    const sizes = faces.map((face) => Number(/size-adjust: (\d+\.\d+)%/.exec(face)?.[1]));
    for (const face of faces) {
      expect(face).toContain("local('DejaVu Sans')");
      expect(face).toContain('unicode-range: U+0530-058F, U+FB13-FB17;');
      expect(face).toMatch(/ascent-override: \d+(\.\d+)?%/);
    }
    expect(faces.map((face) => /font-weight: ([^;]+);/.exec(face)?.[1])).toEqual(['100 549', '550 900']);
    // Noto's regular Armenian letters are narrower than DejaVu's, its bold ones about as wide.
    expect(sizes[0]).toBeLessThan(95);
    expect(sizes[1]).toBeGreaterThan(sizes[0] ?? 0);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PANEL_COLORS,
  brandColorCss,
  brandScale,
  chromeBackground,
  contrast,
  pageBackground,
} from './brand-colors';

const committed = () =>
  readFileSync(path.resolve(import.meta.dirname, '..', 'src', 'app', 'brand-colors.css'), 'utf8');

describe("the agency's accent scale", () => {
  it('is the one the generator makes (run `npm run brand-colors` after changing it)', () => {
    expect(committed()).toBe(brandColorCss());
  });

  it.each(['light', 'dark'] as const)('keeps the contrasts of Radix roles in %s (WCAG AA)', (appearance) => {
    const step = (n: number) => brandScale(appearance)[n - 1] ?? '';
    // Solid buttons: white text on step 9. (Step 10 is the hover, lighter in dark by Radix's design.)
    expect(contrast('#ffffff', step(9))).toBeGreaterThanOrEqual(4.5);
    if (appearance === 'light') expect(contrast('#ffffff', step(10))).toBeGreaterThanOrEqual(4.5);
    // Links and soft badges: step 11 on the page and on the tinted steps 2 and 3.
    for (const ground of [pageBackground(appearance), step(2), step(3)]) {
      expect(contrast(step(11), ground), `11 on ${ground}`).toBeGreaterThanOrEqual(4.5);
    }
    // Headings in the accent: step 12 on step 3, well past AA.
    expect(contrast(step(12), step(3))).toBeGreaterThanOrEqual(7);
  });

  /** Radix's slate 11 and 12, the header's and footer's text, in each appearance. */
  const SLATE_TEXT = { light: ['#60646c', '#1c2024'], dark: ['#b0b4ba', '#edeef0'] } as const;

  it.each(['light', 'dark'] as const)(
    'gives the header and footer a ground of its own hue in %s, where their text keeps AA',
    (appearance) => {
      const chrome = chromeBackground(appearance);
      expect(brandScale(appearance)).toContain(chrome);
      expect(brandColorCss()).toContain(`--site-chrome-background: ${chrome};`);
      for (const text of [...SLATE_TEXT[appearance], brandScale(appearance)[10] ?? '']) {
        expect(contrast(text, chrome), `${text} on ${chrome}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('puts dark dialogs, menus and cards on our step 2, not Radix’s grey panel, with every text at AA', () => {
    const dark = brandColorCss().slice(brandColorCss().indexOf(':is(.dark, .dark-theme),'));
    expect(dark).toContain(`--color-panel-solid: ${PANEL_COLORS.solid};`);
    expect(dark).toContain(`--color-panel-translucent: ${PANEL_COLORS.translucent};`);
    expect(PANEL_COLORS).toEqual({ solid: 'var(--indigo-2)', translucent: 'var(--indigo-a2)' });
    const panel = brandScale('dark')[1] ?? '';
    // As light as Radix's slate 2 (#18191b), the panel it replaces: the same contrast with text.
    expect(contrast('#b0b4ba', panel)).toBeCloseTo(contrast('#b0b4ba', '#18191b'), 0);
    for (const text of [...SLATE_TEXT.dark, brandScale('dark')[10] ?? '']) {
      expect(contrast(text, panel), `${text} on ${panel}`).toBeGreaterThanOrEqual(4.5);
    }
    // Light panels stay Radix's white: nothing of ours in the light block.
    expect(brandColorCss().slice(0, brandColorCss().indexOf('.dark, .dark-theme {'))).not.toContain(
      '--color-panel',
    );
  });

  it('is teal, not the indigo whose slot it takes', () => {
    expect(brandScale('light')[8]).toBe('#008085');
    expect(brandScale('light')[8]).not.toBe('#3e63dd');
  });
});

/**
 * The agency's accent: a deep lagoon teal, as a 12-step scale in Radix Themes' custom-palette form
 * (the solid and alpha steps, contrast, surface, indicator and track of a named scale, light and
 * dark). It takes the lightness curve of Radix's indigo, whose steps Radix tuned for their roles
 * (9 carries white text, 11 is text on 1–3, 12 is headings), and gives every step our hue, with
 * the chroma the sRGB gamut allows: the same contrasts, our colour. It takes indigo's slot
 * (site-theme.tsx keeps `accentColor: 'indigo'`), so every accent and every `color="indigo"` of
 * the site follows it. Written to src/app/brand-colors.css by `npm run brand-colors`;
 * brand-colors.test.ts keeps the file equal to this and checks the contrasts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The brand hue (OKLCH degrees): between Radix's teal (≈182) and cyan (≈215). */
export const BRAND_HUE = 200;
/** Teal reads duller than indigo at equal chroma: a little more in light; dark steps stay muted ink. */
const CHROMA_GAIN = { light: 1.15, dark: 0.7 } as const;

type Rgb = [number, number, number];
type Appearance = 'light' | 'dark';

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

const hexToRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};
const channel = (c: number) =>
  Math.round(Math.min(1, Math.max(0, c)) * 255)
    .toString(16)
    .padStart(2, '0');
const rgbToHex = ([r, g, b]: Rgb, alpha?: number): string =>
  `#${channel(r)}${channel(g)}${channel(b)}${alpha === undefined ? '' : channel(alpha)}`;

/** sRGB (0–1) to OKLCH (Björn Ottosson's OKLab). */
const toOklch = (rgb: Rgb): [number, number, number] => {
  const [r, g, b] = rgb.map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(a, bb), ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360];
};

/** OKLCH to linear-free sRGB (0–1), possibly out of gamut. */
const fromOklch = (L: number, C: number, H: number): Rgb => {
  const a = C * Math.cos((H * Math.PI) / 180);
  const b = C * Math.sin((H * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
};

const inGamut = (rgb: Rgb) => rgb.every((c) => c >= -1e-4 && c <= 1 + 1e-4);

/** The colour of lightness L and hue H with chroma C, or the most chroma the sRGB gamut has there. */
const gamutMapped = (L: number, C: number, H: number): Rgb => {
  if (inGamut(fromOklch(L, C, H))) return fromOklch(L, C, H);
  let [low, high] = [0, C];
  for (let i = 0; i < 24; i += 1) {
    const mid = (low + high) / 2;
    if (inGamut(fromOklch(L, mid, H))) low = mid;
    else high = mid;
  }
  return fromOklch(L, low, H);
};

/** The steps 1–12 of Radix's indigo scale in an appearance (its sRGB block). */
const radixIndigo = (appearance: Appearance): string[] => {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('@radix-ui/themes/tokens/colors/indigo.css'), 'utf8');
  const block =
    appearance === 'light' ? css.slice(0, css.indexOf('}')) : css.slice(css.indexOf('.dark, .dark-theme {'));
  return Array.from({ length: 12 }, (_, i) => {
    const hex = new RegExp(`--indigo-${i + 1}: (#[0-9a-f]{6});`).exec(block)?.[1];
    if (!hex) throw new Error(`indigo-${i + 1} (${appearance}) not found in Radix Themes' indigo.css`);
    return hex;
  });
};

/** The alpha colour that, over `background`, shows `target`: the least opaque one (Radix's way). */
const alphaOver = (target: Rgb, background: Rgb): string => {
  const alpha = Math.max(
    ...target.map((t, i) => {
      const bg = background[i] ?? 0;
      return t < bg ? (bg - t) / bg : t > bg ? (t - bg) / (1 - bg) : 0;
    }),
  );
  if (alpha === 0) return rgbToHex(background, 0);
  const colour = target.map((t, i) => {
    const bg = background[i] ?? 0;
    return (t - bg * (1 - alpha)) / alpha;
  }) as Rgb;
  return rgbToHex(colour, alpha);
};

/** Our 12 steps in an appearance, as sRGB hex. */
export const brandScale = (appearance: Appearance): string[] =>
  radixIndigo(appearance).map((hex) => {
    const [L, C] = toOklch(hexToRgb(hex));
    return rgbToHex(gamutMapped(L, C * CHROMA_GAIN[appearance], BRAND_HUE));
  });

/** WCAG 2 contrast ratio of two sRGB hex colours. */
export const contrast = (a: string, b: string): number => {
  const luminance = (hex: string) => {
    const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/** The page backgrounds the alpha steps are computed over: white, and in dark our own step 1. */
export const pageBackground = (appearance: Appearance): string =>
  appearance === 'light' ? '#ffffff' : (brandScale('dark')[0] ?? '#000000');

const block = (appearance: Appearance): string => {
  const steps = brandScale(appearance);
  const background = hexToRgb(pageBackground(appearance));
  const lines = [
    ...steps.map((hex, i) => `  --indigo-${i + 1}: ${hex};`),
    ...steps.map((hex, i) => `  --indigo-a${i + 1}: ${alphaOver(hexToRgb(hex), background)};`),
    '  --indigo-contrast: #fff;',
    `  --indigo-surface: ${appearance === 'light' ? `${steps[1]}cc` : `${steps[2]}80`};`,
    '  --indigo-indicator: var(--indigo-9);',
    '  --indigo-track: var(--indigo-9);',
  ];
  const selector = appearance === 'light' ? ':root, .light, .light-theme' : '.dark, .dark-theme';
  return `${selector} {\n${lines.join('\n')}\n}`;
};

/**
 * The page's chrome, the header and the footer: our step 2, a shade off the page in the brand's
 * hue in both appearances (Radix's neutral panel and gray-2 read as grey beside the tinted dark
 * page), set apart by a hairline in the brand's alpha step 5.
 */
export const chromeBackground = (appearance: Appearance): string => brandScale(appearance)[1] ?? '#000000';

/**
 * Dark panels (dialogs, menus, popovers, cards) on the same ground as the chrome: Radix's own are
 * its gray 2 (solid) and gray a2 (translucent), a neutral grey beside our tinted page. Our step 2 is
 * as light as Radix's slate 2 (the same contrast with every text colour) in our hue, and its alpha
 * step over our page is the translucent form. Light panels stay Radix's white, as the page is.
 */
export const PANEL_COLORS = {
  solid: 'var(--indigo-2)',
  translucent: 'var(--indigo-a2)',
} as const;

const chromeBlock = (appearance: Appearance): string => {
  const selector =
    appearance === 'light'
      ? ':root, .light, .light-theme'
      : ':is(.dark, .dark-theme),\n:is(.dark, .dark-theme) :where(.radix-themes:not(.light, .light-theme))';
  const dark =
    appearance === 'dark'
      ? [
          `  --color-background: ${pageBackground('dark')};`,
          `  --color-panel-solid: ${PANEL_COLORS.solid};`,
          `  --color-panel-translucent: ${PANEL_COLORS.translucent};`,
        ]
      : [];
  const lines = [
    ...dark,
    `  --site-chrome-background: ${chromeBackground(appearance)};`,
    '  --site-chrome-border: var(--indigo-a5);',
  ];
  return `${selector} {\n${lines.join('\n')}\n}`;
};

/** The stylesheet: our scale in indigo's slot, and the page backgrounds it was made over. */
export const brandColorCss = (): string =>
  [
    '/* Generated by `npm run brand-colors` (build/brand-colors.ts): do not edit. */',
    block('light'),
    block('dark'),
    // The header and footer in the brand's hue; the dark page a deep ink with the brand's hue in it,
    // not Radix's neutral near-black, and its panels on the chrome's ground.
    chromeBlock('light'),
    chromeBlock('dark'),
  ].join('\n') + '\n';

/**
 * Contrast as a person sees it, read from the screen's pixels rather than from styles: Radix
 * Themes' colours are translucent (alpha steps over a tinted or gradient ground), so only the
 * painted result says whether a label stands off its button and the button off the page.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

type Rgb = readonly [number, number, number];

/** WCAG 2's relative luminance of an sRGB colour. */
const luminance = ([r, g, b]: Rgb): number => {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const mostCommon = (colours: Rgb[]): Rgb => {
  const counts = new Map<string, { colour: Rgb; count: number }>();
  for (const colour of colours) {
    const key = colour.join(',');
    const entry = counts.get(key) ?? { colour, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.colour ?? [0, 0, 0];
};

/** What a control looks like on the screen: how its label stands off its fill, its shape off the page. */
export interface SeenContrast {
  /** The label's strongest pixel against the button's fill (WCAG's text contrast: 4.5 for AA). */
  label: number;
  /** The button's edge (its fill or outline) against the page around it; 1 is invisible. */
  edge: number;
}

/** Reads `control`'s label and edge contrast from a screenshot of it and a margin of the page around it. */
export async function seenContrast(page: Page, control: Locator): Promise<SeenContrast> {
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not on the screen');
  const margin = 6;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = info.width / clip.width;
  const at = (x: number, y: number): Rgb => {
    const index = (y * info.width + x) * info.channels;
    return [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
  };
  // Pixels by where they lie: the page around the button, its edge band, its inside.
  const [left, top] = [margin * scale, margin * scale];
  const [right, bottom] = [info.width - margin * scale, info.height - margin * scale];
  const band = 3 * scale;
  const ground: Rgb[] = [];
  const edge: Rgb[] = [];
  const inside: Rgb[] = [];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const outside = x < left || x >= right || y < top || y >= bottom;
      if (outside) ground.push(at(x, y));
      else if (x < left + band || x >= right - band || y < top + band || y >= bottom - band) edge.push(at(x, y));
      else inside.push(at(x, y));
    }
  }
  const fill = mostCommon(inside);
  const around = mostCommon(ground);
  const strongest = (colours: Rgb[], against: Rgb) =>
    Math.max(1, ...colours.map((colour) => contrastRatio(colour, against)));
  return { label: strongest(inside, fill), edge: Math.max(contrastRatio(fill, around), strongest(edge, around)) };
}

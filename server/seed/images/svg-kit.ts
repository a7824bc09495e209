/**
 * Small helpers for the generated illustrations: text escaping, a stable hash of a string and a
 * palette derived from it, so that one title always draws the same colours.
 */

/** Escapes text for an SVG text node or attribute value; record text never becomes markup. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** FNV-1a, 32 bits: fast, stable across runs and platforms, good enough to spread colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Palette {
  /** Deep background. */
  dark: string;
  /** Main brand colour. */
  primary: string;
  /** Accent for buttons and highlights. */
  accent: string;
  /** Soft panel colour. */
  soft: string;
}

/** A palette of four related colours: a hue from the hash and its complement-ish accent. */
export function paletteFor(seed: string): Palette {
  const hash = hashString(seed);
  const hue = hash % 360;
  const accentHue = (hue + 150 + ((hash >>> 9) % 60)) % 360;
  const saturation = 55 + ((hash >>> 17) % 25);
  return {
    dark: `hsl(${hue} ${saturation}% 14%)`,
    primary: `hsl(${hue} ${saturation}% 42%)`,
    accent: `hsl(${accentHue} 80% 58%)`,
    soft: `hsl(${hue} 40% 94%)`,
  };
}

/** "Ada Lovelace" → "AL"; at most two letters, from the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters, with an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/** One `<text>` element per line, escaped. */
export const textLines = (
  lines: readonly string[],
  { x, y, lineHeight, attrs }: { x: number; y: number; lineHeight: number; attrs: string },
): string =>
  lines
    .map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');

export const svgDocument = (width: number, height: number, label: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/**
 * A blog post's featured image (1200×630, the social-card shape): the title over a gradient with
 * the post's first tags and an abstract motif whose placement comes from a hash of the title.
 */
import { escapeXml, hashString, paletteFor, svgDocument, textLines, wrapText } from './svg-kit';

export interface BlogArt {
  title: string;
  tags: readonly string[];
}

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';

const motif = (seed: number, accent: string): string =>
  Array.from({ length: 5 }, (_, index) => {
    const cx = 860 + ((seed >>> (index * 4)) % 16) * 18;
    const cy = 90 + index * 110;
    const r = 30 + ((seed >>> (index * 5 + 2)) % 6) * 14;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="${(0.12 + index * 0.05).toFixed(2)}"/>`;
  }).join('');

const chips = (tags: readonly string[], fill: string): string => {
  let x = 80;
  return tags
    .slice(0, 3)
    .map((tag) => {
      const label = escapeXml(tag.toUpperCase());
      const width = 24 + tag.length * 13;
      const chip =
        `<rect x="${x}" y="90" width="${width}" height="40" rx="20" fill="${fill}"/>` +
        `<text x="${x + width / 2}" y="116" text-anchor="middle" font-size="18" font-weight="700" letter-spacing="1" fill="#ffffff" ${FONT}>${label}</text>`;
      x += width + 14;
      return chip;
    })
    .join('');
};

export function renderBlogImage(art: BlogArt): string {
  const palette = paletteFor(art.title);
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.primary}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    motif(hashString(art.title), palette.accent) +
    chips(art.tags, 'rgba(255,255,255,0.18)') +
    // About 0.6em per bold character: 28 characters of 56px stay inside the 1040px text column.
    textLines(wrapText(art.title, 28, 4), {
      x: 80,
      y: 236,
      lineHeight: 70,
      attrs: `font-size="56" font-weight="800" fill="#ffffff" ${FONT}`,
    }) +
    `<rect x="80" y="548" width="120" height="8" rx="4" fill="${palette.accent}"/>`;
  return svgDocument(WIDTH, HEIGHT, art.title, body);
}

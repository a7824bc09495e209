/**
 * A portfolio card's illustration: a browser window showing a mock-up of the client's site, drawn
 * from the project's own title, category and address. The layout and colours come from a hash of
 * the title, so every project looks different and the same project always looks the same.
 */
import { escapeXml, hashString, paletteFor, svgDocument, textLines, wrapText, type Palette } from './svg-kit';

export interface PortfolioArt {
  title: string;
  category: string;
  liveUrl?: string;
}

const WIDTH = 800;
const HEIGHT = 500;
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';
/** The page area inside the browser frame. */
const PAGE = { x: 40, y: 76, width: 720, height: 388 };

const hostOf = (liveUrl: string | undefined, title: string): string => {
  if (liveUrl) {
    try {
      return new URL(liveUrl).host;
    } catch {
      // A stored URL that does not parse still gets a frame, with the private label.
    }
  }
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')} · private`;
};

const bar = (x: number, y: number, width: number, fill: string, height = 10): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;

const frame = (host: string): string =>
  `<rect x="40" y="36" width="720" height="428" rx="14" fill="#ffffff"/>` +
  `<path d="M40 50a14 14 0 0 1 14-14h692a14 14 0 0 1 14 14v26H40z" fill="#eceef2"/>` +
  `<circle cx="62" cy="56" r="6" fill="#ff5f57"/><circle cx="82" cy="56" r="6" fill="#febc2e"/>` +
  `<circle cx="102" cy="56" r="6" fill="#28c840"/>` +
  `<rect x="250" y="46" width="300" height="20" rx="10" fill="#ffffff"/>` +
  `<text x="400" y="60" text-anchor="middle" font-size="11" fill="#6b7280" ${FONT}>${escapeXml(host)}</text>`;

const navigation = (title: string, palette: Palette): string => {
  const brand = wrapText(title, 26, 1)[0] ?? '';
  return (
    `<rect x="64" y="94" width="22" height="22" rx="6" fill="${palette.accent}"/>` +
    `<text x="96" y="110" font-size="14" font-weight="700" fill="${palette.dark}" ${FONT}>${escapeXml(brand)}</text>` +
    [0, 1, 2, 3].map((index) => bar(470 + index * 62, 100, 46, '#d7dbe2')).join('')
  );
};

const heading = (title: string, x: number, y: number, width: number, fill: string): string =>
  textLines(wrapText(title, width, 2), {
    x,
    y,
    lineHeight: 34,
    attrs: `font-size="28" font-weight="800" fill="${fill}" ${FONT}`,
  });

/** Hero copy on the left, a picture on the right. */
const splitHero = (art: PortfolioArt, palette: Palette): string =>
  `<rect x="${PAGE.x}" y="130" width="${PAGE.width}" height="190" fill="${palette.soft}"/>` +
  heading(art.title, 72, 180, 22, palette.dark) +
  bar(72, 236, 260, '#b8bfcc') +
  bar(72, 254, 210, '#b8bfcc') +
  `<rect x="72" y="276" width="120" height="30" rx="15" fill="${palette.accent}"/>` +
  `<rect x="456" y="146" width="276" height="158" rx="12" fill="${palette.primary}"/>` +
  `<circle cx="510" cy="196" r="22" fill="${palette.accent}" opacity="0.9"/>` +
  `<path d="M456 292l78-70 54 46 40-30 104 68v-2a12 12 0 0 1-12 12H468a12 12 0 0 1-12-12z" fill="${palette.dark}" opacity="0.55"/>` +
  [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${72 + index * 228}" y="342" width="200" height="98" rx="10" fill="#f3f4f6"/>` +
        bar(88 + index * 228, 360, 90, palette.primary) +
        bar(88 + index * 228, 384, 160, '#cfd4dc', 8) +
        bar(88 + index * 228, 400, 130, '#cfd4dc', 8),
    )
    .join('');

/** A centred headline over a dark band, then a row of feature cards. */
const centredHero = (art: PortfolioArt, palette: Palette): string =>
  `<rect x="${PAGE.x}" y="130" width="${PAGE.width}" height="170" fill="${palette.dark}"/>` +
  textLines(wrapText(art.title, 34, 2), {
    x: 400,
    y: 188,
    lineHeight: 34,
    attrs: `text-anchor="middle" font-size="28" font-weight="800" fill="#ffffff" ${FONT}`,
  }) +
  bar(300, 246, 200, 'rgba(255,255,255,0.45)') +
  `<rect x="340" y="264" width="120" height="26" rx="13" fill="${palette.accent}"/>` +
  [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${64 + index * 172}" y="320" width="156" height="124" rx="10" fill="${palette.soft}"/>` +
        `<circle cx="${92 + index * 172}" cy="350" r="14" fill="${index % 2 ? palette.accent : palette.primary}"/>` +
        bar(80 + index * 172, 378, 110, palette.dark, 8) +
        bar(80 + index * 172, 396, 124, '#c4cad4', 8) +
        bar(80 + index * 172, 412, 96, '#c4cad4', 8),
    )
    .join('');

/** An application screen: sidebar, key figures and a bar chart whose heights come from the hash. */
const dashboard = (art: PortfolioArt, palette: Palette): string => {
  const hash = hashString(`${art.title}|chart`);
  const bars = Array.from({ length: 9 }, (_, index) => 30 + ((hash >>> (index * 3)) % 8) * 11);
  return (
    `<rect x="${PAGE.x}" y="130" width="150" height="334" fill="${palette.dark}"/>` +
    [0, 1, 2, 3, 4]
      .map((index) => bar(60, 156 + index * 32, 96 + (index % 2) * 14, 'rgba(255,255,255,0.35)', 9))
      .join('') +
    heading(art.title, 214, 168, 30, palette.dark) +
    [0, 1, 2]
      .map(
        (index) =>
          `<rect x="${214 + index * 178}" y="${art.title.length > 30 ? 214 : 190}" width="162" height="70" rx="10" fill="${palette.soft}"/>` +
          bar(230 + index * 178, art.title.length > 30 ? 232 : 208, 60, '#9aa3b2', 8) +
          bar(
            230 + index * 178,
            art.title.length > 30 ? 252 : 228,
            100,
            index === 1 ? palette.accent : palette.primary,
            14,
          ),
      )
      .join('') +
    `<rect x="214" y="300" width="520" height="146" rx="10" fill="#f5f6f8"/>` +
    bars
      .map(
        (height, index) =>
          `<rect x="${238 + index * 54}" y="${430 - height}" width="30" height="${height}" rx="4" fill="${index === bars.length - 1 ? palette.accent : palette.primary}"/>`,
      )
      .join('')
  );
};

const LAYOUTS = [splitHero, centredHero, dashboard] as const;

/** The illustration as an SVG document. */
export function renderPortfolioImage(art: PortfolioArt): string {
  const palette = paletteFor(art.title);
  const layout = LAYOUTS[hashString(`${art.title}|layout`) % LAYOUTS.length] ?? splitHero;
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    frame(hostOf(art.liveUrl, art.title)) +
    navigation(art.title, palette) +
    layout(art, palette) +
    `<text x="760" y="490" text-anchor="end" font-size="11" letter-spacing="2" fill="rgba(255,255,255,0.75)" ${FONT}>${escapeXml(art.category.toUpperCase())}</text>`;
  return svgDocument(WIDTH, HEIGHT, `${art.title}: website mock-up`, body);
}

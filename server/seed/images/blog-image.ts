/**
 * A blog post's featured image (1200×630, the social-card shape): an illustration without words, so
 * that it reads the same on the post's page in every language (the page names it by the post's title
 * in its language). A pictogram of the post's subject, picked by its first tag that has one (a speed
 * dial for performance, a map pin for local search, a shield for security…), drawn beside a sketch
 * of a web page, over a gradient and a motif whose colours and placement come from a hash of the title.
 */
import { hashString, paletteFor, svgDocument, type Palette } from './svg-kit';

export interface BlogArt {
  title: string;
  tags: readonly string[];
}

const WIDTH = 1200;
const HEIGHT = 630;
/** The pictogram's centre and the radius of the disc behind it. */
const CX = 880;
const CY = 315;

const stroke = (colour: string, width: number) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** The pictograms, each drawn around (CX, CY) in white with the palette's accent. */
const PICTOGRAMS: Readonly<Record<string, (palette: Palette) => string>> = {
  // A speed dial, its needle far to the right.
  speed: (p) =>
    `<path d="M${CX - 120} ${CY + 50} A130 130 0 0 1 ${CX + 120} ${CY + 50}" ${stroke('#ffffff', 26)}/>` +
    `<path d="M${CX + 40} ${CY - 86} A130 130 0 0 1 ${CX + 120} ${CY + 50}" ${stroke(p.accent, 26)}/>` +
    `<line x1="${CX}" y1="${CY + 40}" x2="${CX + 78}" y2="${CY - 40}" ${stroke('#ffffff', 14)}/>` +
    `<circle cx="${CX}" cy="${CY + 40}" r="20" fill="#ffffff"/>`,
  // A map pin over a street grid.
  local: (p) =>
    `<path d="M${CX - 140} ${CY + 110} L${CX + 140} ${CY + 110} M${CX - 90} ${CY + 150} L${CX - 40} ${CY + 60} M${CX + 90} ${CY + 150} L${CX + 40} ${CY + 60}" ${stroke('rgba(255,255,255,0.55)', 10)}/>` +
    `<path d="M${CX} ${CY + 90} C${CX - 40} ${CY + 30} ${CX - 85} ${CY - 10} ${CX - 85} ${CY - 65} A85 85 0 0 1 ${CX + 85} ${CY - 65} C${CX + 85} ${CY - 10} ${CX + 40} ${CY + 30} ${CX} ${CY + 90} Z" fill="#ffffff"/>` +
    `<circle cx="${CX}" cy="${CY - 65}" r="32" fill="${p.accent}"/>`,
  // A shield with a tick.
  shield: (p) =>
    `<path d="M${CX} ${CY - 140} L${CX + 115} ${CY - 95} V${CY} C${CX + 115} ${CY + 80} ${CX + 50} ${CY + 130} ${CX} ${CY + 150} C${CX - 50} ${CY + 130} ${CX - 115} ${CY + 80} ${CX - 115} ${CY} V${CY - 95} Z" fill="#ffffff"/>` +
    `<path d="M${CX - 50} ${CY + 5} L${CX - 12} ${CY + 45} L${CX + 58} ${CY - 35}" ${stroke(p.accent, 22)}/>`,
  // Two gears in mesh: the works kept turning.
  maintenance: (p) =>
    `<circle cx="${CX - 40}" cy="${CY - 30}" r="90" ${stroke('#ffffff', 34)} stroke-dasharray="34 20"/>` +
    `<circle cx="${CX - 40}" cy="${CY - 30}" r="40" fill="${p.accent}"/>` +
    `<circle cx="${CX + 95}" cy="${CY + 95}" r="52" ${stroke('#ffffff', 24)} stroke-dasharray="22 14"/>` +
    `<circle cx="${CX + 95}" cy="${CY + 95}" r="20" fill="#ffffff"/>`,
  // A life ring.
  emergency: (p) =>
    `<circle cx="${CX}" cy="${CY}" r="115" ${stroke('#ffffff', 56)}/>` +
    `<circle cx="${CX}" cy="${CY}" r="115" ${stroke(p.accent, 56)} stroke-dasharray="60 120.6" stroke-dashoffset="30"/>`,
  // A phone ringing: what a homepage that gets calls brings.
  calls: (p) =>
    `<rect x="${CX - 70}" y="${CY - 140}" width="140" height="260" rx="26" fill="#ffffff"/>` +
    `<rect x="${CX - 50}" y="${CY - 110}" width="100" height="170" rx="8" fill="${p.accent}"/>` +
    `<circle cx="${CX}" cy="${CY + 92}" r="12" fill="${p.dark}"/>` +
    `<path d="M${CX + 105} ${CY - 90} A70 70 0 0 1 ${CX + 105} ${CY + 10} M${CX + 135} ${CY - 120} A110 110 0 0 1 ${CX + 135} ${CY + 40}" ${stroke('#ffffff', 12)}/>`,
  // The figure of universal access.
  access: (p) =>
    `<circle cx="${CX}" cy="${CY}" r="140" ${stroke('#ffffff', 16)}/>` +
    `<circle cx="${CX}" cy="${CY - 78}" r="24" fill="#ffffff"/>` +
    `<path d="M${CX - 85} ${CY - 35} L${CX + 85} ${CY - 35} M${CX} ${CY - 35} V${CY + 30} M${CX} ${CY + 30} L${CX - 45} ${CY + 100} M${CX} ${CY + 30} L${CX + 45} ${CY + 100}" ${stroke('#ffffff', 20)}/>` +
    `<circle cx="${CX}" cy="${CY}" r="140" ${stroke(p.accent, 16)} stroke-dasharray="90 790"/>`,
  // A photograph: hills and a sun in a frame.
  photo: (p) =>
    `<rect x="${CX - 150}" y="${CY - 110}" width="300" height="220" rx="18" fill="#ffffff"/>` +
    `<path d="M${CX - 130} ${CY + 90} L${CX - 40} ${CY - 10} L${CX + 20} ${CY + 50} L${CX + 60} ${CY + 10} L${CX + 130} ${CY + 90} Z" fill="${p.primary}"/>` +
    `<circle cx="${CX + 70}" cy="${CY - 50}" r="26" fill="${p.accent}"/>`,
  // A globe: a name for the business on the web.
  domain: (p) =>
    `<circle cx="${CX}" cy="${CY}" r="130" fill="#ffffff"/>` +
    `<ellipse cx="${CX}" cy="${CY}" rx="55" ry="130" ${stroke(p.primary, 10)}/>` +
    `<path d="M${CX - 130} ${CY} H${CX + 130} M${CX - 112} ${CY - 65} H${CX + 112} M${CX - 112} ${CY + 65} H${CX + 112}" ${stroke(p.primary, 10)}/>` +
    `<circle cx="${CX + 95}" cy="${CY + 95}" r="34" fill="${p.accent}"/>`,
};

/** The pictogram of a post's subject, by the first of its (English) tags that has one. */
const SUBJECT_OF: Readonly<Record<string, keyof typeof PICTOGRAMS>> = {
  Performance: 'speed',
  SEO: 'local',
  'Local Business': 'local',
  Maintenance: 'maintenance',
  Security: 'shield',
  Emergency: 'emergency',
  Copywriting: 'calls',
  Accessibility: 'access',
  Images: 'photo',
  Domains: 'domain',
};
const FALLBACK = ['speed', 'local', 'shield', 'photo', 'domain'] as const;

export function pictogramOf(art: BlogArt): keyof typeof PICTOGRAMS {
  const subject = art.tags.map((tag) => SUBJECT_OF[tag]).find(Boolean);
  return subject ?? FALLBACK[hashString(art.title) % FALLBACK.length] ?? 'speed';
}

const motif = (seed: number, accent: string): string =>
  Array.from({ length: 5 }, (_, index) => {
    const cx = 40 + ((seed >>> (index * 4)) % 16) * 70;
    const cy = 60 + index * 120;
    const r = 24 + ((seed >>> (index * 5 + 2)) % 6) * 12;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="${(0.1 + index * 0.03).toFixed(2)}"/>`;
  }).join('');

/** A sketch of a web page: a window with a bar, a heading block and lines of text as bars (no words). */
const pageSketch = (seed: number, palette: Palette): string => {
  const lines = Array.from({ length: 4 }, (_, index) => {
    const width = 260 - ((seed >>> (index * 3)) % 5) * 30;
    return `<rect x="130" y="${330 + index * 34}" width="${width}" height="14" rx="7" fill="rgba(255,255,255,0.45)"/>`;
  }).join('');
  return (
    `<rect x="100" y="150" width="420" height="330" rx="22" fill="rgba(255,255,255,0.14)" stroke="rgba(255,255,255,0.35)" stroke-width="2"/>` +
    `<circle cx="130" cy="180" r="7" fill="rgba(255,255,255,0.6)"/><circle cx="152" cy="180" r="7" fill="rgba(255,255,255,0.6)"/><circle cx="174" cy="180" r="7" fill="rgba(255,255,255,0.6)"/>` +
    `<rect x="130" y="220" width="300" height="30" rx="10" fill="#ffffff"/>` +
    `<rect x="130" y="266" width="200" height="30" rx="10" fill="rgba(255,255,255,0.8)"/>` +
    lines +
    `<rect x="130" y="${330 + 4 * 34 + 2}" width="120" height="30" rx="15" fill="${palette.accent}"/>`
  );
};

export function renderBlogImage(art: BlogArt): string {
  const palette = paletteFor(art.title);
  const seed = hashString(art.title);
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.primary}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    motif(seed, palette.accent) +
    pageSketch(seed, palette) +
    `<circle cx="${CX}" cy="${CY}" r="210" fill="rgba(255,255,255,0.1)"/>` +
    (PICTOGRAMS[pictogramOf(art)] ?? PICTOGRAMS.speed!)(palette);
  // The document's own name is the English title: a page names the picture in its language (alt).
  return svgDocument(WIDTH, HEIGHT, art.title, body);
}

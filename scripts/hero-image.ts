/**
 * `npm run hero-image`: draws the home hero's picture (the agency's kind of work: a business site on
 * a laptop, a restaurant's on a phone, a five-star review and a speed score beside them) as SVG and
 * writes it with sharp as AVIF and WebP (every current browser reads one of them) at the widths of
 * `HERO_IMAGE` (public/hero/). The picture has no words, so one picture serves every language. The files are committed: a build
 * needs no drawing; run this again after changing the drawing or the brand's colours.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { brandScale } from '@build/brand-colors';
import { HERO_IMAGE, heroImageFile } from '@src/features/home/hero-image';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { width: W, height: H } = HERO_IMAGE;
const teal = brandScale('light');
const [t3, t5, t8, t9, t11, t12] = [teal[2], teal[4], teal[7], teal[8], teal[10], teal[11]];

/** A rounded bar standing for a line of text. */
const bar = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

const star = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="#ffb224"/>`;
};

/** The laptop's site: a business's landing page in the brand's teal. */
const laptopSite = (x: number, y: number, w: number, h: number) => `
  <g clip-path="url(#laptop-screen)">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff"/>
    <rect x="${x}" y="${y}" width="${w}" height="56" fill="#ffffff"/>
    <circle cx="${x + 36}" cy="${y + 28}" r="12" fill="${t9}"/>
    ${bar(x + 58, y + 22, 96, 12, t12!)}
    ${[0, 1, 2, 3].map((i) => bar(x + w - 380 + i * 70, y + 23, 50, 10, '#c9d1d4')).join('')}
    <rect x="${x + w - 110}" y="${y + 14}" width="86" height="28" rx="8" fill="${t9}"/>
    <rect x="${x}" y="${y + 56}" width="${w}" height="230" fill="url(#site-hero)"/>
    ${bar(x + 48, y + 100, 330, 26, '#ffffff')}
    ${bar(x + 48, y + 138, 260, 26, '#ffffff')}
    ${bar(x + 48, y + 182, 300, 11, '#d8f3f4')}
    ${bar(x + 48, y + 202, 240, 11, '#d8f3f4')}
    <rect x="${x + 48}" y="${y + 230}" width="128" height="36" rx="10" fill="#ffb224"/>
    <rect x="${x + w - 330}" y="${y + 84}" width="280" height="180" rx="16" fill="#ffffff" opacity="0.16"/>
    <circle cx="${x + w - 250}" cy="${y + 160}" r="44" fill="#ffffff" opacity="0.3"/>
    <path d="M${x + w - 330} ${y + 264} l90 -80 l60 50 l50 -40 l80 70 z" fill="#ffffff" opacity="0.35"/>
    ${[0, 1, 2]
      .map((i) => {
        const cx = x + 48 + i * ((w - 96 - 40) / 3 + 20);
        const cw = (w - 96 - 40) / 3;
        return `<rect x="${cx}" y="${y + 314}" width="${cw}" height="150" rx="14" fill="#f4f7f8" stroke="#e3e9eb"/>
          <rect x="${cx + 20}" y="${y + 334}" width="40" height="40" rx="10" fill="${t3}"/>
          <circle cx="${cx + 40}" cy="${y + 354}" r="9" fill="${t9}"/>
          ${bar(cx + 20, y + 392, cw * 0.6, 12, '#2b3437')}
          ${bar(cx + 20, y + 414, cw * 0.8, 9, '#b8c2c6')}
          ${bar(cx + 20, y + 430, cw * 0.55, 9, '#b8c2c6')}`;
      })
      .join('')}
  </g>`;

/** The phone's site: a restaurant's, in warm colours (the agency's clients are not all teal). */
const phoneSite = (x: number, y: number, w: number, h: number) => `
  <g clip-path="url(#phone-screen)">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fffaf5"/>
    ${bar(x + 18, y + 40, 70, 12, '#5c2c12')}
    <rect x="${x + w - 44}" y="${y + 36}" width="26" height="4" rx="2" fill="#5c2c12"/>
    <rect x="${x + w - 44}" y="${y + 46}" width="26" height="4" rx="2" fill="#5c2c12"/>
    <rect x="${x}" y="${y + 70}" width="${w}" height="170" fill="url(#food)"/>
    <circle cx="${x + w / 2}" cy="${y + 158}" r="52" fill="#fff1e2"/>
    <circle cx="${x + w / 2}" cy="${y + 158}" r="38" fill="#f9c98f"/>
    <circle cx="${x + w / 2 - 12}" cy="${y + 150}" r="9" fill="#e5484d"/>
    <circle cx="${x + w / 2 + 14}" cy="${y + 166}" r="8" fill="#46a758"/>
    ${bar(x + 18, y + 262, w - 60, 18, '#3a1a08')}
    ${bar(x + 18, y + 290, w - 100, 18, '#3a1a08')}
    ${bar(x + 18, y + 324, w - 50, 9, '#c4a48e')}
    ${bar(x + 18, y + 340, w - 80, 9, '#c4a48e')}
    <rect x="${x + 18}" y="${y + 366}" width="${w - 36}" height="40" rx="12" fill="#e5642e"/>
    ${bar(x + w / 2 - 40, y + 382, 80, 9, '#ffffff')}
    ${[0, 1]
      .map(
        (
          i,
        ) => `<rect x="${x + 18 + i * ((w - 46) / 2 + 10)}" y="${y + 420}" width="${(w - 46) / 2}" height="80" rx="12" fill="#fdebd9"/>
          ${bar(x + 30 + i * ((w - 46) / 2 + 10), y + 440, 60, 9, '#5c2c12')}
          ${bar(x + 30 + i * ((w - 46) / 2 + 10), y + 458, 40, 9, '#e5642e')}`,
      )
      .join('')}
  </g>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="stage" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${t12}"/>
      <stop offset="0.6" stop-color="${t11}"/>
      <stop offset="1" stop-color="${t9}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.2" r="0.7">
      <stop offset="0" stop-color="${t8}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${t8}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="site-hero" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${t11}"/>
      <stop offset="1" stop-color="${t8}"/>
    </linearGradient>
    <linearGradient id="food" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f76b15"/>
      <stop offset="1" stop-color="#ffc53d"/>
    </linearGradient>
    <linearGradient id="deck" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e8eef0"/>
      <stop offset="1" stop-color="#aeb9bd"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
      <feDropShadow dx="0" dy="24" stdDeviation="24" flood-color="#001a1c" flood-opacity="0.45"/>
    </filter>
    <clipPath id="laptop-screen"><rect x="96" y="116" width="808" height="500" rx="6"/></clipPath>
    <clipPath id="phone-screen"><rect x="858" y="286" width="232" height="476" rx="30"/></clipPath>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#stage)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="90" cy="770" r="180" fill="${t5}" opacity="0.12"/>
  <circle cx="1130" cy="90" r="120" fill="#ffffff" opacity="0.06"/>

  <g filter="url(#shadow)">
    <rect x="76" y="96" width="848" height="540" rx="22" fill="#0c1314"/>
    <path d="M20 636 H980 l-36 34 H56 z" fill="url(#deck)"/>
    <rect x="430" y="636" width="140" height="10" rx="5" fill="#8f9ca1"/>
  </g>
  ${laptopSite(96, 116, 808, 500)}

  <g filter="url(#shadow)">
    <rect x="844" y="272" width="260" height="504" rx="42" fill="#0c1314"/>
  </g>
  ${phoneSite(858, 286, 232, 476)}
  <rect x="940" y="294" width="68" height="16" rx="8" fill="#0c1314"/>

  <g filter="url(#shadow)">
    <rect x="40" y="40" width="250" height="86" rx="20" fill="#ffffff"/>
  </g>
  ${[0, 1, 2, 3, 4].map((i) => star(78 + i * 44, 83, 17)).join('')}

  <g filter="url(#shadow)">
    <rect x="1000" y="120" width="150" height="150" rx="28" fill="#ffffff"/>
  </g>
  <circle cx="1075" cy="195" r="48" fill="none" stroke="#e6f4ea" stroke-width="12"/>
  <circle cx="1075" cy="195" r="48" fill="none" stroke="#30a46c" stroke-width="12" stroke-linecap="round"
    stroke-dasharray="${(2 * Math.PI * 48 * 0.98).toFixed(1)} 400" transform="rotate(-90 1075 195)"/>
  <path d="M1053 196 l15 15 l28 -30" fill="none" stroke="#30a46c" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const outDir = path.join(ROOT, 'public', 'hero');
await mkdir(outDir, { recursive: true });
const drawing = Buffer.from(svg);
for (const width of HERO_IMAGE.widths) {
  const image = sharp(drawing, { density: (72 * width) / W }).resize(width);
  await image
    .clone()
    .avif({ quality: 55, effort: 6 })
    .toFile(path.join(ROOT, 'public', heroImageFile(width, 'avif')));
  await image
    .clone()
    .webp({ quality: 78 })
    .toFile(path.join(ROOT, 'public', heroImageFile(width, 'webp')));
}
console.log(`public/hero/: ${HERO_IMAGE.widths.length * 2} files written`);

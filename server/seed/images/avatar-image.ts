/** A testimonial's client picture: the client's initials on a disc coloured from their name. */
import { escapeXml, initialsOf, paletteFor, svgDocument } from './svg-kit';

const SIZE = 160;

export function renderAvatarImage(name: string): string {
  const palette = paletteFor(name);
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs>` +
    `<circle cx="80" cy="80" r="80" fill="url(#g)"/>` +
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-size="60" font-weight="700" fill="#ffffff" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">${escapeXml(initialsOf(name))}</text>`;
  return svgDocument(SIZE, SIZE, name, body);
}

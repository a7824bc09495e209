/**
 * The web fonts' files a first paint waits for, cut to the weights the site sets (Radix Themes'
 * regular, medium and bold, 400–700) out of Fontsource's variable files, every character and
 * OpenType feature of each file kept (harfbuzz's instancer, through subset-font). They are preloaded
 * and fetched before anything else a page shows. Inter's Latin file (every English, Spanish, French,
 * German and Arabic page): 48.3 -> 30.7 KB, two round trips of a new connection on a phone's network
 * where it took three; its 400, 500, 600 and 700 drawn as Fontsource's file draws them (compared
 * pixel by pixel). Readex Pro's Arabic file was left whole: cut the same way (22.9 -> 16.0 KB) its
 * 500 came out visibly lighter than the original's.
 *
 * `npm run subset-fonts` (scripts/subset-fonts.ts) writes the files to src/assets/fonts/ and, per
 * family, a stylesheet in src/app/ (inter.css): Fontsource's faces, the cut one at the site's file
 * and weights, the others at Fontsource's files.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** The weight axis the site's text and headings use (`--font-weight-regular` to `--font-weight-bold`). */
export const SITE_WEIGHTS = { min: 400, max: 700 } as const;

export interface CutFace {
  /** The Fontsource package (`@fontsource-variable/<family>`), also the stylesheet's name in src/app/. */
  family: string;
  /** The face's name in Fontsource's stylesheet and its file's (font-preloads.ts matches on it). */
  face: string;
}

export const CUT_FACES: readonly CutFace[] = [{ family: 'inter', face: 'inter-latin-wght-normal' }];

export const fileOf = ({ face }: CutFace): string => `${face}.woff2`;

const require = createRequire(import.meta.url);
const fontsourceDir = (family: string): string =>
  path.dirname(require.resolve(`@fontsource-variable/${family}/wght.css`));

/** Fontsource's stylesheet of the family's variable faces, one per script. */
export const fontsourceCss = (family: string): Promise<string> =>
  readFile(path.join(fontsourceDir(family), 'wght.css'), 'utf8');

const FACE = /\/\* ([\w-]+) \*\/\s*@font-face \{[^}]*\}/g;

/** The code points of a face's `unicode-range` in Fontsource's stylesheet. */
export const codePointsOf = (css: string, face: string): number[] => {
  const rule = [...css.matchAll(FACE)].find(([, name]) => name === face)?.[0];
  const range = rule?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`Fontsource's stylesheet has no face ${face}`);
  return range.split(',').flatMap((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    const end = Number.parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, index) => start + index);
  });
};

/** The face's file at the site's weights, every character of its `unicode-range` that it has kept. */
export const cutFont = async (cut: CutFace): Promise<Buffer> => {
  const points = codePointsOf(await fontsourceCss(cut.family), cut.face);
  const text = String.fromCodePoint(...points.filter((point) => point < 0xd800 || point > 0xdfff));
  const source = await readFile(path.join(fontsourceDir(cut.family), 'files', fileOf(cut)));
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { ...SITE_WEIGHTS } } });
};

/**
 * Fontsource's stylesheet with the cut face at `cutUrl` and the site's weights, and its other
 * faces at Fontsource's files (`filesUrl`, their folder as the stylesheet reaches it).
 */
export const cutFaceCss = (
  css: string,
  cut: CutFace,
  { cutUrl, filesUrl }: { cutUrl: string; filesUrl: string },
): string =>
  css.replace(FACE, (rule, name: string) =>
    name === cut.face
      ? rule
          .replace(/font-weight: \d+ \d+;/, `font-weight: ${SITE_WEIGHTS.min} ${SITE_WEIGHTS.max};`)
          .replace(/url\(\.\/files\/[^)]+\)/, `url(${cutUrl})`)
      : rule.replace(/url\(\.\/files\//, `url(${filesUrl}/`),
  );

/** The family's stylesheet in src/app/ as `npm run subset-fonts` writes it. */
export const stylesheetOf = async (cut: CutFace): Promise<string> =>
  `/* Written by \`npm run subset-fonts\` (build/font-subsets.ts) from Fontsource's ${cut.family}: its faces, ${cut.face} at the site's weights. */\n` +
  cutFaceCss(await fontsourceCss(cut.family), cut, {
    cutUrl: `../assets/fonts/${fileOf(cut)}`,
    filesUrl: `../../node_modules/@fontsource-variable/${cut.family}/files`,
  });

/**
 * Inter's Latin file as the site sets it: the weights it uses (Radix Themes' regular, medium and
 * bold, 400–700) instanced out of Fontsource's 100–900 variable file, every character of the file
 * kept. The file is the first thing an English, Spanish, French, German or Arabic page's text waits
 * for (it is preloaded), and at 48 KB it took a third round trip of a new connection on a phone's
 * network; at 34 KB it takes two. Written by `npm run subset-fonts` (scripts/subset-fonts.ts) to
 * src/assets/fonts/ with src/app/inter.css, which declares it in place of Fontsource's Latin face.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** The weight axis the site's text uses (`--font-weight-regular` to `--font-weight-bold`). */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/** The file Fontsource ships, and the name the site's copy keeps (font-preloads.ts matches on it). */
export const INTER_LATIN_FILE = 'inter-latin-wght-normal.woff2';

const fontsourceDir = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css'),
);

/** Fontsource's stylesheet of Inter's variable faces, one per script. */
export const fontsourceInterCss = (): Promise<string> =>
  readFile(path.join(fontsourceDir, 'wght.css'), 'utf8');

const FACE = /\/\* ([\w-]+) \*\/\s*@font-face \{[^}]*\}/g;

/** The `unicode-range` of Fontsource's Latin face, as the code points it names. */
export const latinCodePoints = (css: string): number[] => {
  const latin = [...css.matchAll(FACE)].find(([, name]) => name === 'inter-latin-wght-normal')?.[0];
  const range = latin?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error("Fontsource's Inter stylesheet has no Latin face");
  return range.split(',').flatMap((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    const end = Number.parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, index) => start + index);
  });
};

/** Inter's Latin file at the site's weights, every character of the Latin face kept. */
export const interLatinSubset = async (): Promise<Buffer> => {
  const css = await fontsourceInterCss();
  const text = String.fromCodePoint(
    ...latinCodePoints(css).filter((point) => point < 0xd800 || point > 0xdfff),
  );
  const source = await readFile(path.join(fontsourceDir, 'files', INTER_LATIN_FILE));
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max } },
  });
};

/**
 * Fontsource's stylesheet with its Latin face pointing at the site's copy (`latinUrl`) at the
 * site's weights, and its other faces at Fontsource's files (`filesUrl`, their folder as the
 * stylesheet that imports this one reaches it).
 */
export const interCss = (
  css: string,
  { latinUrl, filesUrl }: { latinUrl: string; filesUrl: string },
): string =>
  css.replace(FACE, (face, name: string) =>
    name === 'inter-latin-wght-normal'
      ? face
          .replace(/font-weight: 100 900;/, `font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`)
          .replace(/url\(\.\/files\/[^)]+\)/, `url(${latinUrl})`)
      : face.replace(/url\(\.\/files\//, `url(${filesUrl}/`),
  );

/** Where src/app/inter.css finds the files: the site's Latin copy, and Fontsource's folder. */
const SITE_URLS = {
  latinUrl: `../assets/fonts/${INTER_LATIN_FILE}`,
  filesUrl: '../../node_modules/@fontsource-variable/inter/files',
};

/** src/app/inter.css as `npm run subset-fonts` writes it. */
export const interStylesheet = async (): Promise<string> =>
  "/* Written by `npm run subset-fonts` (build/inter-subset.ts) from Fontsource's Inter: its faces, the Latin one at the site's weights. */\n" +
  interCss(await fontsourceInterCss(), SITE_URLS);

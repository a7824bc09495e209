import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  fontsourceInterCss,
  INTER_LATIN_FILE,
  interLatinSubset,
  interStylesheet,
  latinCodePoints,
} from './inter-subset';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committedFont = () => readFile(path.join(ROOT, 'src', 'assets', 'fonts', INTER_LATIN_FILE));
const committedCss = () => readFile(path.join(ROOT, 'src', 'app', 'inter.css'), 'utf8');

const facesOf = (css: string) =>
  [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => ({
    weight: body.match(/font-weight: ([^;]+);/)?.[1],
    url: body.match(/url\(([^)]+)\)/)?.[1],
    range: body.match(/unicode-range: ([^;]+);/)?.[1],
  }));

describe("Inter's Latin file at the site's weights", () => {
  it('reads the code points of the Latin face from Fontsource: Basic Latin, Latin-1, the punctuation', async () => {
    const points = latinCodePoints(await fontsourceInterCss());
    expect(points).toContain(0x41); // A
    expect(points).toContain(0xe9); // é
    expect(points).toContain(0x2014); // —
    expect(points).toContain(0x20ac); // €
    expect(points).not.toContain(0x0100); // Ā is Latin Extended, another file
  });

  it('is 400–700 of the weight axis, well under the 48 KB of the 100–900 file, and is what the script writes today', async () => {
    const font = await committedFont();
    const original = await readFile(
      path.join(ROOT, 'node_modules', '@fontsource-variable', 'inter', 'files', INTER_LATIN_FILE),
    );
    expect(font.length).toBeLessThan(original.length * 0.75);
    // `npm run subset-fonts` was run after the last change of Fontsource's file or of the subsetting.
    expect(Buffer.compare(await interLatinSubset(), font)).toBe(0);
  });

  it("declares the site's Latin file at 400–700 and every other script at Fontsource's files", async () => {
    const css = await committedCss();
    // `npm run subset-fonts` was run after the last change of Fontsource's stylesheet.
    expect(css).toBe(await interStylesheet());
    const faces = facesOf(css);
    const fontsourceFaces = facesOf(await fontsourceInterCss());
    expect(faces.map((face) => face.range)).toEqual(fontsourceFaces.map((face) => face.range));
    const latin = faces.filter((face) => face.url?.includes('/assets/fonts/'));
    expect(latin).toEqual([
      expect.objectContaining({ weight: '400 700', url: `../assets/fonts/${INTER_LATIN_FILE}` }),
    ]);
    for (const face of faces.filter((each) => each !== latin[0])) {
      expect(face.weight).toBe('100 900');
      expect(face.url).toMatch(
        /^\.\.\/\.\.\/node_modules\/@fontsource-variable\/inter\/files\/inter-[\w-]+\.woff2$/,
      );
    }
  });
});

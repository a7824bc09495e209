import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codePointsOf, CUT_FACES, cutFont, fileOf, fontsourceCss, stylesheetOf } from './font-subsets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const facesOf = (css: string) =>
  [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => ({
    weight: body.match(/font-weight: ([^;]+);/)?.[1],
    url: body.match(/url\(([^)]+)\)/)?.[1],
    range: body.match(/unicode-range: ([^;]+);/)?.[1],
  }));

describe('the preloaded web fonts at the site’s weights', () => {
  it("reads a face's code points from Fontsource's stylesheet", async () => {
    const latin = codePointsOf(await fontsourceCss('inter'), 'inter-latin-wght-normal');
    expect(latin).toEqual(expect.arrayContaining([0x41, 0xe9, 0x2014, 0x20ac])); // A é — €
    expect(latin).not.toContain(0x0100); // Ā: Latin Extended, another file
    const arabic = codePointsOf(await fontsourceCss('readex-pro'), 'readex-pro-arabic-wght-normal');
    expect(arabic).toEqual(expect.arrayContaining([0x0627, 0x0644, 0x060c])); // ا ل ،
  });

  it.each(CUT_FACES)(
    '$face is well under Fontsource’s file and is what the script writes today',
    async (cut) => {
      const font = await readFile(path.join(ROOT, 'src', 'assets', 'fonts', fileOf(cut)));
      const original = await readFile(
        path.join(ROOT, 'node_modules', '@fontsource-variable', cut.family, 'files', fileOf(cut)),
      );
      expect(font.length).toBeLessThan(original.length * 0.75);
      // `npm run subset-fonts` was run after the last change of Fontsource's files or of the cut.
      expect(Buffer.compare(await cutFont(cut), font)).toBe(0);
    },
  );

  it.each(CUT_FACES)(
    "src/app/$family.css declares $face at 400–700 and every other face at Fontsource's files",
    async (cut) => {
      const css = await readFile(path.join(ROOT, 'src', 'app', `${cut.family}.css`), 'utf8');
      expect(css).toBe(await stylesheetOf(cut));
      const faces = facesOf(css);
      const fontsourceFaces = facesOf(await fontsourceCss(cut.family));
      expect(faces.map((face) => face.range)).toEqual(fontsourceFaces.map((face) => face.range));
      const site = faces.filter((face) => face.url === `../assets/fonts/${fileOf(cut)}`);
      expect(site).toEqual([expect.objectContaining({ weight: '400 700' })]);
      faces
        .filter((face) => face !== site[0])
        .forEach((face, index) => {
          expect(face.weight).toBe(
            fontsourceFaces.filter((each) => each.url !== `./files/${fileOf(cut)}`)[index]?.weight,
          );
          expect(face.url).toMatch(
            new RegExp(
              `^\\.\\./\\.\\./node_modules/@fontsource-variable/${cut.family}/files/[\\w-]+\\.woff2$`,
            ),
          );
        });
    },
  );
});

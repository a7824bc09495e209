/**
 * `npm run subset-fonts`: writes the preloaded web fonts at the site's weights to src/assets/fonts/
 * and each family's stylesheet to src/app/ (build/font-subsets.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CUT_FACES, cutFont, fileOf, stylesheetOf } from '@build/font-subsets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const cut of CUT_FACES) {
  const font = await cutFont(cut);
  await writeFile(path.join(ROOT, 'src', 'assets', 'fonts', fileOf(cut)), font);
  await writeFile(path.join(ROOT, 'src', 'app', `${cut.family}.css`), await stylesheetOf(cut));
  console.log(`src/assets/fonts/${fileOf(cut)} (${font.length} bytes) and src/app/${cut.family}.css written`);
}

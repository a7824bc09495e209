/**
 * `npm run subset-fonts`: writes Inter's Latin file at the site's weights to src/assets/fonts/ and
 * src/app/inter.css, the stylesheet of Inter's faces that declares it (build/inter-subset.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTER_LATIN_FILE, interLatinSubset, interStylesheet } from '@build/inter-subset';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const font = await interLatinSubset();
await writeFile(path.join(ROOT, 'src', 'assets', 'fonts', INTER_LATIN_FILE), font);
await writeFile(path.join(ROOT, 'src', 'app', 'inter.css'), await interStylesheet());
console.log(`src/assets/fonts/${INTER_LATIN_FILE} (${font.length} bytes) and src/app/inter.css written`);

/** `npm run brand-colors`: writes src/app/brand-colors.css from build/brand-colors.ts. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandColorCss } from '@build/brand-colors';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await writeFile(path.join(ROOT, 'src', 'app', 'brand-colors.css'), brandColorCss());
console.log('src/app/brand-colors.css written');

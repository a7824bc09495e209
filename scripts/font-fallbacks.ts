/** `npm run font-fallbacks`: writes src/app/font-fallbacks.css from build/font-fallbacks.ts. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFallbackCss } from '@build/font-fallbacks';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await writeFile(path.join(ROOT, 'src', 'app', 'font-fallbacks.css'), fontFallbackCss());
console.log('src/app/font-fallbacks.css written');

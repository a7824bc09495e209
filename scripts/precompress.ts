/**
 * Every text file of the build, compressed ahead of time next to itself (`x.js.br`, `x.js.gz`) at
 * the highest levels: the server (@koa/send) answers with whichever the browser accepts, and no
 * request pays for compressing. Files too small to gain from it are left alone.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};

/** Compresses the public files under `distDir` (not the server-only `.site` folder, not source maps). */
export async function precompress(distDir: string): Promise<{ files: number }> {
  const files = (await filesUnder(distDir)).filter(
    (file) => COMPRESSIBLE.test(file) && !path.relative(distDir, file).startsWith('.'),
  );
  let count = 0;
  for (const file of files) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return { files: count };
}

/**
 * The server, bundled ahead of time so that `npm start` runs plain `node dist-server/index.js`:
 * a TypeScript loader in the serving process (tsx, esbuild's transform service and its source-map
 * cache) costs about 60 MB of resident memory and start-up time for nothing the server needs at run
 * time. npm packages stay external (loaded from node_modules as usual) and dynamic imports stay
 * separate chunks, so a module loaded on demand (the MongoDB adapter) is still only loaded on demand.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/** Where `npm start`'s server bundle goes, relative to the project root. */
export const SERVER_OUT_DIR = 'dist-server';

export interface ServerBuild {
  root: string;
  /** Output name (without `.js`) to source file, relative to the root. */
  entryPoints: Record<string, string>;
  /** Output folder, relative to the root. */
  outdir: string;
}

/**
 * Bundles the entry points into `outdir` and removes files an earlier build left there (chunk names
 * carry a content hash). Folders inside `outdir` are left alone: they belong to other builds.
 */
export async function buildServer({ root, entryPoints, outdir }: ServerBuild): Promise<{ inputs: string[] }> {
  const outPath = path.join(root, outdir);
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    // For debugging: `node --enable-source-maps` maps stack traces to the TypeScript sources. Not
    // on by default: loading the maps costs the server about 13 MB of resident memory.
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.join(root, file)));
  const present = await readdir(outPath, { withFileTypes: true });
  await Promise.all(
    present
      .filter((entry) => entry.isFile() && !written.has(path.join(outPath, entry.name)))
      .map((entry) => rm(path.join(outPath, entry.name), { force: true })),
  );
  return { inputs: Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules')) };
}

/** `npm start`'s server: `server/index.ts` as `dist-server/index.js`. */
export const buildStartServer = (root: string): Promise<{ inputs: string[] }> =>
  buildServer({ root, entryPoints: { index: 'server/index.ts' }, outdir: SERVER_OUT_DIR });

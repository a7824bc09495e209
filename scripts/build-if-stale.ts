/**
 * `npm start`'s first step: builds the site (scripts/build-site.ts: client, server renderer,
 * prerendered pages) when `dist/.site/build.json` is missing or older than any file it is made from, and bundles the server (scripts/build-server.ts) when
 * `dist-server/index.js` is older than the server's sources, so a fresh clone (or a pulled change)
 * serves the current site without a separate build command, and an unchanged tree starts at once.
 */
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the bundle is built from, relative to the project root. */
export const BUILD_INPUTS = [
  'src',
  'index.html',
  'public',
  'contract',
  'machines',
  'vite.config.ts',
  'build',
  'server/web',
  'scripts/build-site.ts',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
] as const;

/** The file the site build writes last. */
export const SITE_BUILD_MARKER = 'dist/.site/build.json';

/**
 * What the server bundle is built from: the server and the contract, never the client (ESLint's
 * import boundaries; build-server.test.ts checks the list against what esbuild bundles).
 */
export const SERVER_BUILD_INPUTS = ['server', 'contract', 'scripts/build-server.ts'] as const;

/** Tests and stories live beside the code but never reach the bundle. */
const NOT_IN_BUNDLE = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/** The newest modification time (ms) under `target`, or 0 when it does not exist. */
export async function newestMtime(target: string): Promise<number> {
  let stats;
  try {
    stats = await stat(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return NOT_IN_BUNDLE.test(target) ? 0 : stats.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => newestMtime(path.join(target, entry.name))),
  );
  return Math.max(0, ...times);
}

/** Why `output` must be built again from `inputs`, or null when it is newer than all of them. */
async function outputStaleReason(
  root: string,
  output: string,
  inputs: readonly string[],
): Promise<string | null> {
  const built = await newestMtime(path.join(root, output));
  if (built === 0) return `${output} is missing`;
  for (const input of inputs) {
    if ((await newestMtime(path.join(root, input))) > built) return `${input} changed since the last build`;
  }
  return null;
}

/**
 * Writes a build's marker, dated when the build read its sources rather than when it finished: a
 * file saved while the build ran is then newer than the marker, and the next start builds again
 * (dated at the end, such an edit was taken as built and the old code was served).
 */
export async function markBuilt(markerFile: string, content: string, sourcesReadAt: Date): Promise<void> {
  await mkdir(path.dirname(markerFile), { recursive: true });
  await writeFile(markerFile, content);
  await utimes(markerFile, sourcesReadAt, sourcesReadAt);
}

/** Why the site must be built, or null when `dist/` is up to date. */
export const staleReason = (root: string): Promise<string | null> =>
  outputStaleReason(root, SITE_BUILD_MARKER, BUILD_INPUTS);

/** Why the server must be bundled, or null when `dist-server/index.js` is up to date. */
export const serverStaleReason = (root: string): Promise<string | null> =>
  outputStaleReason(root, 'dist-server/index.js', SERVER_BUILD_INPUTS);

async function buildClient(root: string): Promise<void> {
  const reason = await staleReason(root);
  if (!reason) {
    console.log('Site build is up to date (dist/).');
    return;
  }
  console.log(`Building the site: ${reason}…`);
  const started = Date.now();
  // Loaded only when needed: Vite is a large import for a start-up that has nothing to build.
  const { buildSite } = await import('./build-site');
  const { pages } = await buildSite(root);
  console.log(`Site built (${pages} pages) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function buildServerBundle(root: string): Promise<void> {
  const reason = await serverStaleReason(root);
  if (!reason) {
    console.log('Server bundle is up to date (dist-server/).');
    return;
  }
  console.log(`Bundling the server: ${reason}…`);
  const started = Date.now();
  const { buildStartServer } = await import('./build-server');
  await buildStartServer(root);
  console.log(`Server bundled in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await buildClient(root);
  await buildServerBundle(root);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('Build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

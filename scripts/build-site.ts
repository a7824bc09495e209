/**
 * The whole build of the site (`npm run build`; `npm start` runs it when the sources changed):
 * 1. the client with Vite (hashed assets and the manifest) into dist/;
 * 2. the server renderer (src/app/entry-server.tsx) with Vite's SSR build into dist/.site/ssr/;
 * 3. every static page in ten languages (scripts/prerender.ts);
 * 4. brotli and gzip copies of the public text files (scripts/precompress.ts);
 * 5. dist/.site/build.json, written last: a folder without it is an unfinished build.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { siteFile, type BuildInfo } from '@server/web/site-build';
import { markBuilt } from './build-if-stale';
import { precompress } from './precompress';
import { prerenderSite } from './prerender';

/**
 * `mode: 'development'` builds React's development code into the same layout, for reading the
 * detailed messages of a hydration problem in a browser; what is served is the production build.
 */
export async function buildSite(
  root: string,
  { mode = 'production' }: { mode?: 'production' | 'development' } = {},
): Promise<BuildInfo> {
  const sourcesReadAt = new Date();
  // Before React loads (the prerenderer imports it).
  process.env.NODE_ENV = mode;
  // Vite's notice that its native config loader will become the default says nothing about this build.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const { build } = await import('vite');
  const distDir = path.join(root, 'dist');
  await build({ root, logLevel: 'warn', mode, build: { minify: mode === 'production' } });
  await build({
    root,
    logLevel: 'warn',
    mode,
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: path.join('dist', '.site', 'ssr'),
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: {
        // The server renderer bundles every text (all-texts.ts) besides the client's lazy imports of them.
        onLog: (level, log, handler) => {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  });
  const { pages } = await prerenderSite(distDir);
  await precompress(distDir);
  const info: BuildInfo = { builtAt: new Date().toISOString(), pages };
  await markBuilt(siteFile(distDir, 'build.json'), JSON.stringify(info), sourcesReadAt);
  return info;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = Date.now();
  const mode = process.argv.includes('--development') ? 'development' : 'production';
  buildSite(root, { mode }).then(
    ({ pages }) =>
      console.log(`Site built: ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`),
    (error: unknown) => {
      console.error('The site build failed:', error);
      process.exit(1);
    },
  );
}

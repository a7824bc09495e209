/**
 * The journeys run against the real build, so `dist/` must match the sources. Whether it is stale
 * is `npm start`'s own rule (`staleReason` of `scripts/build-if-stale.ts`); the build is the
 * project's `npm run build` (scripts/build-site.ts), run in a child process: Vitest sets
 * NODE_ENV=test, and a build inside this worker would bundle React's development build instead of
 * what `npm start` serves.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from '@scripts/build-if-stale';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');
const BUILD_SCRIPT = path.join(PROJECT_ROOT, 'scripts', 'build-site.ts');

function siteBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', BUILD_SCRIPT], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The client build failed (exit ${code}):\n${output}`)),
    );
  });
}

/** Builds the site when it is missing or older than its sources; returns the dist folder. */
export async function ensureClientBuilt(): Promise<string> {
  if (await staleReason(PROJECT_ROOT)) await siteBuild();
  return DIST_DIR;
}

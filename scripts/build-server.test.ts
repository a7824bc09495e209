import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_BUILD_INPUTS } from './build-if-stale';
import { buildServer } from './build-server';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-server-'));
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(
    path.join(root, 'src', 'greeting.ts'),
    'export const greeting = (name: string): string => `hi ${name}`;\n',
  );
  await writeFile(
    path.join(root, 'src', 'main.ts'),
    "import { greeting } from './greeting';\nexport const answer: string = greeting('there');\n",
  );
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('buildServer', () => {
  it('bundles TypeScript entry points into modules plain node runs', async () => {
    await buildServer({ root, entryPoints: { main: 'src/main.ts' }, outdir: 'out' });
    const built = (await import(pathToFileURL(path.join(root, 'out', 'main.js')).href)) as { answer: string };
    expect(built.answer).toBe('hi there');
  });

  it('removes what an earlier build left in its folder, but not the folders of other builds', async () => {
    await mkdir(path.join(root, 'out', 'other'), { recursive: true });
    await writeFile(path.join(root, 'out', 'chunk-OLD.js'), '');
    await writeFile(path.join(root, 'out', 'other', 'kept.js'), '');
    await buildServer({ root, entryPoints: { main: 'src/main.ts' }, outdir: 'out' });
    expect((await readdir(path.join(root, 'out'))).sort()).toEqual(['main.js', 'main.js.map', 'other']);
    expect(await readdir(path.join(root, 'out', 'other'))).toEqual(['kept.js']);
  });
});

describe("npm start's server bundle", () => {
  it('is built only from what build-if-stale watches, so a change to any of it rebuilds it', async () => {
    const projectRoot = path.resolve(import.meta.dirname, '..');
    const { inputs } = await buildServer({
      root: projectRoot,
      entryPoints: { index: 'server/index.ts' },
      outdir: path.relative(projectRoot, path.join(root, 'bundle')),
    });
    const unwatched = inputs.filter(
      (file) => !SERVER_BUILD_INPUTS.some((input) => file === input || file.startsWith(`${input}/`)),
    );
    expect(unwatched).toEqual([]);
  });

  it('links under plain Node: every import of a CommonJS package resolves (a named import Node cannot see fails only there)', async () => {
    const projectRoot = path.resolve(import.meta.dirname, '..');
    // Inside the project, so that the bundle finds its packages in node_modules as dist-server does.
    const outdir = await mkdtemp(path.join(projectRoot, 'node_modules', '.server-bundle-test-'));
    try {
      await buildServer({
        root: projectRoot,
        entryPoints: { index: 'server/index.ts' },
        outdir: path.relative(projectRoot, outdir),
      });
      // A port that is no port: the server stops at its configuration, after every module linked.
      const started = promisify(execFile)(process.execPath, [path.join(outdir, 'index.js')], {
        env: { PATH: process.env.PATH, PORT: 'no-port' },
        timeout: 60_000,
      });
      const failure = (await started.then(
        () => null,
        (error: unknown) => error,
      )) as { code?: number; stderr?: string } | null;
      expect(failure?.stderr ?? '').not.toMatch(/SyntaxError|Cannot find/);
      expect(failure?.stderr ?? '').toMatch(/PORT/);
      expect(failure?.code).toBe(1);
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  }, 120_000);
});

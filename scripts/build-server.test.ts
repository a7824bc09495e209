import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
});

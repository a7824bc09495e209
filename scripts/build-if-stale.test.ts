import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markBuilt, newestMtime, serverStaleReason, staleReason } from './build-if-stale';

let root: string;

const touch = async (file: string, seconds: number) => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  await utimes(file, seconds, seconds);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-if-stale-'));
  await touch(path.join(root, 'src', 'app', 'main.tsx'), 1000);
  await touch(path.join(root, 'index.html'), 1000);
  await touch(path.join(root, 'vite.config.ts'), 1000);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('staleReason', () => {
  it('asks for a build when dist/.site/build.json is missing', async () => {
    expect(await staleReason(root)).toBe('dist/.site/build.json is missing');
  });

  it('is satisfied when the build is newer than every input', async () => {
    await touch(path.join(root, 'dist', '.site', 'build.json'), 2000);
    expect(await staleReason(root)).toBeNull();
  });

  it('asks for a build when a nested source file changed after it', async () => {
    await touch(path.join(root, 'dist', '.site', 'build.json'), 2000);
    await touch(path.join(root, 'contract', 'api', 'content.ts'), 3000);
    expect(await staleReason(root)).toBe('contract changed since the last build');
  });

  it('ignores tests, stories and dot folders, which never reach the bundle', async () => {
    await touch(path.join(root, 'dist', '.site', 'build.json'), 2000);
    await touch(path.join(root, 'src', 'app', 'routes.test.tsx'), 3000);
    await touch(path.join(root, 'machines', 'tour', 'tour.stories.tsx'), 3000);
    await touch(path.join(root, 'src', '.cache', 'x.js'), 3000);
    expect(await staleReason(root)).toBeNull();
  });

  it('builds again after a source saved while the last build ran', async () => {
    // The build read its sources at 2000 s, a file was saved at 2500 s, the build ended at 3000 s.
    await touch(path.join(root, 'src', 'app', 'portal.tsx'), 2500);
    await markBuilt(path.join(root, 'dist', '.site', 'build.json'), '{}', new Date(2000 * 1000));
    expect(await staleReason(root)).toBe('src changed since the last build');
  });

  it('reads a missing input as never changed', async () => {
    expect(await newestMtime(path.join(root, 'public'))).toBe(0);
  });
});

describe('serverStaleReason', () => {
  beforeEach(async () => {
    await touch(path.join(root, 'server', 'index.ts'), 1000);
    await touch(path.join(root, 'contract', 'routes.ts'), 1000);
  });

  it('asks for a bundle when dist-server/index.js is missing', async () => {
    expect(await serverStaleReason(root)).toBe('dist-server/index.js is missing');
  });

  it('is satisfied when the bundle is newer than the server and the contract', async () => {
    await touch(path.join(root, 'dist-server', 'index.js'), 2000);
    // The client changing does not concern the server.
    await touch(path.join(root, 'src', 'app', 'main.tsx'), 3000);
    expect(await serverStaleReason(root)).toBeNull();
  });

  it('asks for a bundle when a server or contract file changed after it, but not for a test', async () => {
    await touch(path.join(root, 'dist-server', 'index.js'), 2000);
    await touch(path.join(root, 'server', 'routes', 'auth.test.ts'), 3000);
    expect(await serverStaleReason(root)).toBeNull();
    await touch(path.join(root, 'contract', 'api', 'auth.ts'), 3000);
    expect(await serverStaleReason(root)).toBe('contract changed since the last build');
  });
});

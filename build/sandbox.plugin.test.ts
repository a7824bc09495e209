// @vitest-environment node
/**
 * The sandbox is the dev server's, in sandbox mode only: the production build, `npm run dev` and
 * the site's first load never carry its code.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { sandbox, sandboxHtml } from './sandbox.plugin';

const SRC = join(import.meta.dirname, '..', 'src');

const applies = (env: ConfigEnv): boolean => {
  const { apply } = sandbox();
  return typeof apply === 'function' ? apply({} as UserConfig, env) : false;
};

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
};

describe('the sandbox', () => {
  it('starts from its own entry in the page, in place of the app’s', async () => {
    const html = await readFile(join(SRC, '../index.html'), 'utf8');
    const swapped = sandboxHtml(html);
    expect(swapped).toContain('src="/src/sandbox/sandbox-entry.tsx"');
    expect(swapped).not.toContain('/src/app/entry-client.tsx');
    // Nothing rendered in #root: the app renders rather than hydrates.
    expect(swapped).toContain('<div id="root"></div>');
  });

  it('applies only to the dev server in sandbox mode', () => {
    expect(applies({ command: 'serve', mode: 'sandbox' })).toBe(true);
    expect(applies({ command: 'serve', mode: 'development' })).toBe(false);
    expect(applies({ command: 'build', mode: 'production' })).toBe(false);
    expect(applies({ command: 'build', mode: 'sandbox' })).toBe(false);
  });

  it('is imported by nothing of the site', async () => {
    const importers: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      if (file.startsWith(join(SRC, 'sandbox'))) continue;
      if (/from ['"][^'"]*\/sandbox\//.test(await readFile(file, 'utf8')))
        importers.push(relative(SRC, file));
    }
    expect(importers).toEqual([]);
  });
});

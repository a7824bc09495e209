/**
 * Valid markup (issue 18): the Nu HTML Checker (`vnu-jar`, on the installed Java) finds no error in
 * the public pages as the server sends them, in English and Arabic. Its only accepted complaints are
 * about `color(display-p3 …)` in Radix's CSS, a colour syntax the checker does not know yet.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../contract/language-paths';
import { CITY_PAGE_PATHS } from '../contract/served-places';
import { startSite, type Site } from './support/site';

const run = promisify(execFile);
const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

let site: Site;
let folder: string;

beforeAll(async () => {
  site = await startSite();
  folder = await mkdtemp(path.join(tmpdir(), 'markup-'));
}, 300_000);
afterAll(async () => {
  await site?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
}

/** The checker's gap: it does not parse CSS Color 4's `color(display-p3 …)`. */
const isDisplayP3Gap = (message: VnuMessage): boolean =>
  /display-p3|color\(/.test(`${message.message} ${message.extract ?? ''}`);

describe('the public pages', () => {
  it('have no markup error in English and Arabic but the checker’s display-p3 gap', async () => {
    const posts = await site.api.ok('blogPosts');
    const pages = [
      '/',
      '/domains',
      '/portfolio',
      '/blog',
      `/blog/${posts[0]?.slug ?? ''}`,
      '/texas-website-development',
      '/luxury-websites',
      CITY_PAGE_PATHS[0] ?? '',
      '/no-such-page',
    ];
    const files: string[] = [];
    for (const language of ['en', 'ar'] as const) {
      for (const page of pages) {
        const response = await fetch(`${site.url}${localizedPath(language, page)}`);
        const file = path.join(folder, `${language}${page.replace(/\W+/g, '_')}.html`);
        await writeFile(file, await response.text());
        files.push(file);
      }
    }
    // vnu exits non-zero when it reports errors; the report is what counts.
    const { stderr } = await run(
      'java',
      ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' && !isDisplayP3Gap(message))
      .map((message) => `${path.basename(message.url ?? '')}: ${message.message}`);
    expect(errors).toEqual([]);
  }, 300_000);
});

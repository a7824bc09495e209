/**
 * What a first visit fetches until the page is idle, as a phone would (issue 18's "JS until idle"):
 * every script and stylesheet the browser requests from the load until the network has been quiet
 * and the deferred code's idle moment has passed (./idle.ts), sized as gzip transfers.
 * The budget test of `/` and the speed notes measure with it; Lighthouse's figure (`npm run
 * bench:web`) counts the same files as transferred in brotli.
 */
import type { Page } from 'playwright-core';
import { gzippedSize } from './first-load';
import { settledAfterIdle } from './idle';

export interface IdleLoad {
  /** Gzipped bytes of every script fetched until idle. */
  jsGzip: number;
  /** Each script's path, in the order the browser asked for it. */
  scripts: string[];
  /** Each stylesheet's path, in the order the browser asked for it. */
  stylesheets: string[];
}

export async function measureUntilIdle(page: Page, url: string): Promise<IdleLoad> {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Past the page's idle moment: the deferred code it asked for then has arrived.
  await settledAfterIdle(page);
  const origin = new URL(url).origin;
  const unique = [...new Set(scripts)];
  const sizes = await Promise.all(unique.map((script) => gzippedSize(`${origin}${script}`)));
  return {
    jsGzip: sizes.reduce((sum, size) => sum + size, 0),
    scripts: unique,
    stylesheets: [...new Set(stylesheets)],
  };
}

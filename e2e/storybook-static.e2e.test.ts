/**
 * The static Storybook (`npm run build-storybook`) works from any folder of a web server
 * (.storybook/README.md): built into a folder two levels below a plain static server's root, its
 * manager, a generated state story and an explorer page render in Chromium, and MSW's worker,
 * found next to the page, answers the API (no server behind this one has an /api).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser';

const SUB_PATH = '/some/folder/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** A plain static server of `root`: files as they are, a folder's index.html, 404 for the rest (/api too). */
const serveFolder = (root: string): Promise<Server> =>
  new Promise((resolve) => {
    const server = createServer((request, response) => {
      void (async () => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        let file = path.join(root, path.normalize(decodeURIComponent(pathname)));
        if (!file.startsWith(root)) return response.writeHead(403).end();
        const found = await stat(file).catch(() => null);
        if (found?.isDirectory()) file = path.join(file, 'index.html');
        if (!(await stat(file).catch(() => null))?.isFile()) return response.writeHead(404).end('Not found');
        response.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        });
        createReadStream(file).pipe(response);
      })();
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** Storybook's own build, quiet, into `outDir`. */
const buildStorybook = (outDir: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const build = spawn('npx', ['storybook', 'build', '-o', outDir, '--quiet'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build failed (${code}):\n${errors}`)),
    );
  });

/**
 * `npm test` builds the Storybook beside its first steps, into `$E2E_STORYBOOK_ROOT` + SUB_PATH
 * (scripts/test.mjs), rather than here, where the build (~50 s on the busy two-core machine) held up
 * the one-at-a-time browser step. Run alone, the journey builds it itself.
 */
const prebuiltRoot = process.env.E2E_STORYBOOK_ROOT;

let root: string;
let server: Server;
let browser: E2EBrowser;
let base: string;

beforeAll(async () => {
  if (prebuiltRoot) {
    root = path.resolve(prebuiltRoot);
    if (!(await stat(path.join(root, SUB_PATH, 'index.html')).catch(() => null))?.isFile()) {
      throw new Error(`E2E_STORYBOOK_ROOT is set, but ${path.join(root, SUB_PATH)} holds no Storybook build`);
    }
  } else {
    root = await mkdtemp(path.join(tmpdir(), 'storybook-static-'));
    await buildStorybook(path.join(root, SUB_PATH));
  }
  server = await serveFolder(root);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUB_PATH}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  // A prebuilt Storybook is its builder's to remove (scripts/test.mjs).
  if (root && !prebuiltRoot) await rm(root, { recursive: true, force: true });
});

/** A story alone, as the manager's frame loads it. */
/**
 * How long a story may take to show in a fresh page: the manager, the preview and the story's code
 * load first. Beside the stories run (scripts/test.mjs) on two busy cores the first one once took
 * past 20 s; the wait ends as soon as the text shows.
 */
const STORY_SHOWN_MS = 45_000;

const openStory = async (id: string): Promise<Page> => {
  const page = await browser.newPage();
  await page.goto(`${base}iframe.html?id=${id}&viewMode=story`);
  return page;
};

describe(`the static Storybook served from ${SUB_PATH}`, () => {
  it('lists the stories and opens a generated state story in the manager', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}?path=/story/states-checkout--ready-to-pay`);
    // The story's play presses Pay at once: its order summary stays.
    const story = page.frameLocator('#storybook-preview-iframe');
    await story.getByText('Professional website package').waitFor({ timeout: STORY_SHOWN_MS });
    expect(await page.getByRole('link', { name: 'Ready to pay' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("renders an explorer page with the machine's state", async () => {
    const page = await openStory('explorer--guided-tour');
    await page.getByRole('heading', { name: 'Explorer: Guided tour' }).waitFor({ timeout: STORY_SHOWN_MS });
    await page.getByRole('list', { name: 'Scheduled timers' }).waitFor();
    await page.close();
  });

  it("answers the page's API calls with MSW's worker found next to the page", async () => {
    const page = await openStory('pages-portfolio--full');
    // Only the mocks know this project: the static server answers /api with 404.
    await page.getByText('Northwind Cloud').first().waitFor({ timeout: STORY_SHOWN_MS });
    // Its picture is a file of public/ at /work/…: MSW finds it beside the page, below the root.
    const picture = page.getByRole('img', { name: 'The website of Northwind Cloud' });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(worker).toBe(`${base}mockServiceWorker.js`);
    await page.close();
    expect(browser.problems()).toEqual([]);
  });
});

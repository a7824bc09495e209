/**
 * `npm run screenshots -- / /domains '/blog?x=1'`: each page at 360 px and 1440 px, in English and
 * Arabic, light and dark, as PNG files to look at (a screen nobody looked at is not done). Serves the
 * built site as `npm start` does on a fresh data folder; `--lang en,ar,ja` and `--theme dark` narrow
 * or widen the set. Files go to $TMPDIR/agency-screenshots (or SCREENSHOT_DIR), never into the
 * repository; the list of files is printed.
 */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '@e2e/support/chromium-path';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { startSite } from '@e2e/support/site';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string', default: 'en,ar' },
    theme: { type: 'string', default: 'light,dark' },
    width: { type: 'string', default: '360,1440' },
    wait: { type: 'string', default: '1200' },
  },
});

const outDir = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'agency-screenshots');
const paths = positionals.length > 0 ? positionals : ['/'];

const site = await startSite();
const profile = await mkdtemp(path.join(tmpdir(), 'screenshots-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
await mkdir(outDir, { recursive: true });
try {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.error(`console ${message.type()}: ${message.text()}`);
  });
  for (const pagePath of paths) {
    for (const language of values.lang.split(',')) {
      for (const theme of values.theme.split(',')) {
        for (const width of values.width.split(',').map(Number)) {
          await context.clearCookies();
          await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
          await page.setViewportSize({ width, height: 900 });
          await page.goto(site.url, { waitUntil: 'domcontentloaded' });
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            LOCAL_KEYS.theme,
            theme,
          ] as const);
          await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle' });
          // Down the page a screen at a time and back: lazy images and the sections that load
          // when seen are in the picture as a visitor who scrolls sees them.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 150));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(Number(values.wait));
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          const name = `${pagePath.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${language}-${theme}-${width}.png`;
          const file = path.join(outDir, name);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`${file}${overflow > 0 ? `  (scrolls sideways by ${overflow} px!)` : ''}`);
        }
      }
    }
  }
} finally {
  await context.close();
  await site.close();
}

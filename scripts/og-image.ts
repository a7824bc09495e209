/**
 * `npm run og-image`: draws the site's link-preview image (public/og-image.jpg, 1200 × 630) from
 * the brand name and the catalogue, in Chromium. The picture is committed, so a build needs no
 * browser; run this again after changing the brand (VITE_BRAND_NAME) or the starting price.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '@e2e/support/chromium-path';
import { brandScale } from '@build/brand-colors';
import { formatUsd, PACKAGES } from '@contract/catalogue';
import en from '@src/i18n/locales/en/pages.json';
import { siteConfig } from '@src/lib/site-config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const teal = brandScale('light');
const tagline = en.home.title.replace('{{hours}}', String(PACKAGES.startup.deliveryHours));
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,${teal[11]} 0%,${teal[10]} 60%,${teal[8]} 100%);color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="font-size:44px;font-weight:700;letter-spacing:-0.5px">${escape(siteConfig.brandName)}</div>
  <div style="font-size:76px;font-weight:800;line-height:1.08;max-width:980px">${escape(tagline)}</div>
  <div style="font-size:36px;opacity:.92">${escape(formatUsd(PACKAGES.startup.price))}+ · ${escape(siteConfig.phone)}</div>
</div></body></html>`;

const profile = await mkdtemp(path.join(tmpdir(), 'og-image-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  viewport: { width: 1200, height: 630 },
});
try {
  const page = await context.newPage();
  await page.setContent(html);
  await page.screenshot({ path: path.join(ROOT, 'public', 'og-image.jpg'), type: 'jpeg', quality: 85 });
  console.log('public/og-image.jpg written');
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}

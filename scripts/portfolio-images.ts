/**
 * `npm run portfolio-images`: screenshots each demo project's home page (scripts/demo-sites/: one
 * small HTML+CSS site per business, no external assets) in Chromium at 1280 × 800, and writes it with
 * sharp as AVIF, WebP and JPEG at the responsive widths into public/work/, named by a hash of the
 * page (scripts/demo-sites/outputs.ts), plus the manifest the seed reads
 * (server/seed/images/work-images.json). Files no site names any more are removed. The files are
 * committed: a build needs no browser; run this again after changing a site.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '@e2e/support/chromium-path';
import sharp from 'sharp';
import { demoPage, VIEWPORT } from './demo-sites/kit';
import { ENCODER_SETTINGS, WORK_FOLDER, workImage, workImageManifest } from './demo-sites/outputs';
import { DEMO_SITES } from './demo-sites/sites';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(ROOT, 'public', WORK_FOLDER);
const manifestFile = path.join(ROOT, 'server', 'seed', 'images', 'work-images.json');

await mkdir(outDir, { recursive: true });
const profile = await mkdtemp(path.join(tmpdir(), 'portfolio-images-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  viewport: VIEWPORT,
});
const written = new Set<string>();
try {
  const page = await context.newPage();
  for (const site of DEMO_SITES) {
    await page.setContent(demoPage(site), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.screenshot({ type: 'png' });
    let bytes = 0;
    for (const { file, width, format } of workImage(site).files) {
      const target = path.join(ROOT, 'public', file);
      await sharp(shot).resize({ width }).toFormat(format, ENCODER_SETTINGS[format]).toFile(target);
      bytes += (await stat(target)).size;
      written.add(path.basename(file));
    }
    console.log(`${site.key}: ${(bytes / 1024).toFixed(0)} KB`);
  }
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}

let total = 0;
for (const name of await readdir(outDir)) {
  if (!written.has(name)) await rm(path.join(outDir, name));
  else total += (await stat(path.join(outDir, name))).size;
}
await writeFile(manifestFile, `${JSON.stringify(workImageManifest(DEMO_SITES), null, 2)}\n`);
console.log(`public/${WORK_FOLDER}/: ${written.size} files, ${(total / 1024).toFixed(0)} KB in all`);

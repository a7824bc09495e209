// Not committed: screenshots of the dialogs, en/ar × light/dark × 360/1440, for the lead to look at.
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { readdirSync, readFileSync } from 'node:fs';
const textsOf = (lang: string) => Object.fromEntries(readdirSync(`src/i18n/locales/${lang}`).filter((f) => f.endsWith('.json')).map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(`src/i18n/locales/${lang}/${f}`, 'utf8'))])) as any;
const en = textsOf('en');
const ar = textsOf('ar');
const fill = (t: string, v: Record<string, string>) => t.replace(/\{\{(\w+)\}\}/g, (_, k) => v[k] ?? '');
import { PACKAGES } from '@contract/catalogue';

const base = 'http://localhost:4871';
const out = '/work/notes/shots-lead/dialogs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

type Strings = typeof en;
const dialogs: Record<string, (page: Page, s: Strings) => Promise<void>> = {
  tour: async (page, s) => {
    await page.getByRole('dialog').first().waitFor({ timeout: 15000 });
  },
  packages: async (page, s) => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('openPackageSelection')));
    await page.getByRole('dialog', { name: s.packageSelection.title }).waitFor({ timeout: 15000 });
  },
  onboarding: async (page, s) => {
    await dialogs.packages!(page, s);
    await page.getByRole('button', { name: fill(s.packageSelection.choose, { name: PACKAGES.professional.name }) }).click();
    await page.getByRole('dialog', { name: s.onboarding.title }).waitFor({ timeout: 15000 });
  },
  portal: async (page, s) => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('openCustomerPortal')));
    await page.getByRole('dialog').first().waitFor({ timeout: 15000 });
  },
};

for (const [name, open] of Object.entries(dialogs)) {
  for (const width of [360, 1440]) {
    const tiles: Buffer[] = [];
    for (const [lang, s] of [['en', en], ['ar', ar]] as const) for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 760 : 900 } });
      await page.goto(`${base}/robots.txt`);
      await page.evaluate(([t, tour]) => {
        localStorage.setItem('theme', t!);
        if (tour === 'no') { localStorage.setItem('tour-completed', 'true'); localStorage.setItem('tour-completed-at', String(Date.now())); }
      }, [theme, name === 'tour' ? 'yes' : 'no']);
      await page.goto(`${base}${lang === 'en' ? '/' : '/ar/'}`, { waitUntil: 'networkidle' });
      try {
        await open(page, s);
        await page.waitForTimeout(900);
      } catch (error) {
        console.log(name, lang, theme, width, 'FAILED', String(error).slice(0, 200));
      }
      const file = `${out}/${name}-${lang}-${theme}-${width}.png`;
      await page.screenshot({ path: file });
      tiles.push(await sharp(file).resize(width < 800 ? width : width / 2).png().toBuffer());
      await page.close();
    }
    const meta = await sharp(tiles[0]).metadata();
    const cols = width < 800 ? 4 : 2;
    const w = meta.width!, h = meta.height!;
    await sharp({ create: { width: cols * w + (cols - 1) * 8, height: Math.ceil(4 / cols) * h + (Math.ceil(4 / cols) - 1) * 8, channels: 3, background: '#888' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % cols) * (w + 8), top: Math.floor(i / cols) * (h + 8) })))
      .png().toFile(`${out}/sheet-${name}-${width}.png`);
    console.log(name, width);
  }
}
await browser.close();

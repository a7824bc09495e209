// The journeys' accessibility check itself: it names what axe finds, and only inside `include`.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, seriousViolations } from './axe';
import { launchBrowser, type E2EBrowser } from './browser';

let browser: E2EBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PAGE = `<!doctype html><html lang="en"><head><title>Axe check</title></head><body>
  <main>
    <h1>Axe check</h1>
    <section id="broken"><button></button><img src="data:," /></section>
    <section id="fine"><button>Send</button><img src="data:," alt="A photo" /></section>
  </main>
</body></html>`;

it('names the serious and critical violations of the page, and only those inside include', async () => {
  const page = await browser.newPage();
  await page.setContent(PAGE);
  const rules = (await seriousViolations(page)).map(({ rule, targets }) => `${rule} ${targets.join(',')}`);
  expect(rules).toEqual(expect.arrayContaining(['button-name #broken > button', 'image-alt #broken > img']));
  expect(await seriousViolations(page, '#fine')).toEqual([]);
  await expect(expectAccessible(page, 'the broken section', '#broken')).rejects.toThrow(
    /axe on the broken section/,
  );
  // Checked again on the same document (axe is injected once per document).
  expect((await seriousViolations(page, '#broken')).map(({ rule }) => rule).sort()).toEqual([
    'button-name',
    'image-alt',
  ]);
  await page.close();
});

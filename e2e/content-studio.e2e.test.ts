/**
 * The content studio in a real browser against the real server (issue 20, "Done when"): the demo
 * admin writes a post with an uploaded image, previews it and publishes it; a visitor reads it at
 * /blog/{slug}, its image served as <picture> with srcset, and, once the admin has given it an
 * Arabic translation, at /ar/blog/{slug} in Arabic; the admin adds a testimonial that then shows
 * on the home page. No rebuild between: the pages are rendered from the store. One browser; the
 * admin's page and one visitor's page.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '@server/config';
import { AdminPortal } from './support/admin-portal.page-object';
import { unusedTotpCode } from './support/admin-code';
import { openJourney } from './support/journey';
import { NavBar } from './support/nav-bar.page-object';
import { screenshot } from './support/screenshots';
import { en, fill } from './support/strings';

const journey = openJourney();
const studio = en.admin.studio;

const POST = {
  title: 'Fresh pages for local shops',
  slug: 'fresh-pages-for-local-shops',
  excerpt: 'How a small shop keeps its website current without waiting for a developer or a rebuild.',
  content: '## Publish when it is ready\n\nWrite, preview and publish: the page is **live at once**.',
  arabicTitle: 'صفحات جديدة للمتاجر المحلية',
};
const REVIEW = {
  clientName: 'Nadia Haddad',
  clientCompany: 'Haddad Bakery',
  content: 'Our new menu page went live the same afternoon we wrote it.',
};

/** A small PNG a person might upload: a 640×360 picture of two colours. */
const samplePng = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: '#2f6f4e' } })
    .composite([
      {
        input: { create: { width: 320, height: 360, channels: 3, background: '#f2c14e' } },
        left: 320,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** The demo admin signed in on the home page, the Content tab shown. */
async function signInToStudio(page: Page): Promise<{ portal: AdminPortal; panel: Locator }> {
  await page.goto(journey.site.url);
  await new NavBar(page).waitUntilShown();
  const portal = new AdminPortal(page);
  await portal.open();
  await portal.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await portal.codeInput().waitFor();
  await portal.enterCode(await unusedTotpCode(DEMO_ADMIN.totpSecret, journey.site.url));
  await portal.tab('projects').waitFor();
  return { portal, panel: await portal.showTab('content') };
}

/** The studio's editor dialog. */
const editor = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Chooses the image file for the editor's image field and waits for the upload to show. */
async function upload(dialog: Locator, label: string, png: Buffer, name: string): Promise<void> {
  await dialog.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await dialog.getByRole('img', { name: studio.imageAlt }).waitFor();
}

describe('the content studio', () => {
  it('publishes a post with an image and a testimonial that visitors see at once, the post in Arabic too', async () => {
    const png = await samplePng();
    const admin = await journey.browser.newPage();
    const { portal, panel } = await signInToStudio(admin);

    // A post: written, its image uploaded, previewed as the public page, published.
    await panel.getByRole('button', { name: studio.new.blogPost }).click();
    const postEditor = editor(admin, studio.editorTitle.new.blogPost);
    // Exact labels: the Translations section's fields are 'Title (Español)' and so on.
    const exact = { exact: true };
    await postEditor.getByLabel(studio.fields.blogPost.title, exact).fill(POST.title);
    await postEditor.getByLabel(studio.fields.blogPost.excerpt, exact).fill(POST.excerpt);
    await postEditor.getByLabel(studio.fields.blogPost.content, exact).fill(POST.content);
    await postEditor.getByLabel(studio.fields.blogPost.tags, exact).fill('websites, local business');
    // Its Arabic title, in the editor's folded Translations section.
    await postEditor.getByText(studio.translations.title, exact).click();
    await postEditor.getByRole('combobox', { name: studio.translations.language }).click();
    await admin.getByRole('option', { name: 'العربية' }).click();
    await postEditor
      .getByLabel(new RegExp(`^${studio.fields.blogPost.title} \\(\u2068?العربية`))
      .fill(POST.arabicTitle);
    await upload(postEditor, studio.fields.blogPost.featuredImage, png, 'shop-front.png');
    await postEditor.getByRole('button', { name: studio.preview }).click();
    // Previewed in the language being edited, Arabic, as the Arabic page will show it: its Arabic
    // title, right to left, the untranslated body in English marked so.
    const preview = postEditor.getByRole('region', { name: studio.previewLabel });
    const arabicPage = preview.locator('[lang="ar"][dir="rtl"]');
    await arabicPage.getByRole('heading', { level: 1, name: POST.arabicTitle }).waitFor();
    await arabicPage
      .locator('[lang="en"]')
      .getByRole('heading', { level: 2, name: 'Publish when it is ready' })
      .waitFor();
    await screenshot(admin, 'content-studio-preview-ar-1440', { fullPage: false });
    await postEditor.getByRole('button', { name: studio.backToEditing }).click();
    await postEditor.getByRole('radio', { name: studio.status.published }).check();
    await postEditor.getByRole('button', { name: studio.save }).click();
    await postEditor.waitFor({ state: 'detached' });
    const postRow = portal.row(panel, POST.title);
    await postRow.getByText(`/blog/${POST.slug}`).waitFor();
    await postRow.getByText(studio.status.published, { exact: true }).waitFor();

    // A visitor reads it, its image as <picture> with its widths.
    const visitor = await journey.browser.newPage();
    await visitor.goto(`${journey.site.url}/blog/${POST.slug}`);
    await visitor.getByRole('heading', { level: 1, name: POST.title }).waitFor();
    await visitor.getByRole('heading', { level: 2, name: 'Publish when it is ready' }).waitFor();
    const picture = visitor.locator('article picture').first();
    const srcset = (await picture.locator('source[type="image/avif"]').getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/^\/uploads\/\S+ \d+w(, \/uploads\/\S+ \d+w)*$/);
    const image = picture.locator('img');
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('srcset')).toMatch(/\/uploads\/\S+ \d+w/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Its Arabic translation, written in the editor, is the Arabic page's.
    await visitor.goto(`${journey.site.url}/ar/blog/${POST.slug}`);
    await visitor.getByRole('heading', { level: 1, name: POST.arabicTitle }).waitFor();
    expect(
      await visitor.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);

    // A testimonial with its photo, published from the editor.
    await panel.getByRole('tab', { name: studio.kinds.testimonial }).click();
    await panel.getByRole('button', { name: studio.new.testimonial }).click();
    const reviewEditor = editor(admin, studio.editorTitle.new.testimonial);
    await reviewEditor
      .getByLabel(studio.fields.testimonial.clientName, { exact: true })
      .fill(REVIEW.clientName);
    await reviewEditor
      .getByLabel(studio.fields.testimonial.clientCompany, { exact: true })
      .fill(REVIEW.clientCompany);
    await reviewEditor.getByLabel(studio.fields.testimonial.content, { exact: true }).fill(REVIEW.content);
    await upload(reviewEditor, studio.fields.testimonial.clientImage, png, 'nadia.png');
    await reviewEditor.getByRole('radio', { name: studio.status.published }).check();
    await reviewEditor.getByRole('button', { name: studio.save }).click();
    await reviewEditor.waitFor({ state: 'detached' });
    await portal
      .row(panel, REVIEW.clientName)
      .getByText(fill(studio.rating, { rating: '5' }))
      .waitFor();
    await admin.close();

    // The home page has it in its HTML, and keeps it once hydrated.
    const home = await fetch(journey.site.url, { headers: { 'Accept-Language': 'en' } });
    expect(await home.text()).toContain(REVIEW.content);
    await visitor.goto(journey.site.url);
    const testimonials = visitor.locator('#testimonials');
    const card = testimonials.getByRole('figure').filter({ hasText: REVIEW.clientName });
    await card.getByText(REVIEW.content).waitFor();
    await card.getByText(REVIEW.clientCompany).waitFor();
    await visitor.close();
  });
});

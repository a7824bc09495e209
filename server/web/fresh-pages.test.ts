/**
 * Fresh pages without a rebuild (issue 20), over real HTTP through the whole app: what the admin
 * publishes in the content studio is in the HTML of `/blog`, the post, `/portfolio` and `/` (its
 * projects, client sites and testimonials), in every language, on the next request (and on another
 * server process sharing the store within the content cache's few seconds); a draft or an unpublished post never shows, the sitemap follows,
 * and the pages' ETags change with their content. The site is a small build with a stand-in
 * renderer that writes the data each page was rendered with into its HTML.
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { localizedPath } from '@contract/language-paths';
import { createApp } from '../app';
import { listen } from '../http/listen';
import { startTestServer, type TestServer } from '../http/test-server';
import { createMemoryLogger } from '../lib/logger';
import { writeFakeSiteBuild } from '../testing/fake-site-build';

let server: TestServer;
let adminToken: string;
let distDir: string;
beforeAll(async () => {
  distDir = await writeFakeSiteBuild();
  server = await startTestServer({ distDir });
  adminToken = (await server.admin()).token;
});
afterAll(async () => {
  await server.close();
  await rm(path.dirname(distDir), { recursive: true, force: true });
});

/** A page as a browser gets it (English asked, so the unprefixed URL stays English). */
const page = async (pagePath: string, base = server.url, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${pagePath}`, { headers: { 'Accept-Language': 'en', ...headers } });
  return { status: response.status, etag: response.headers.get('etag'), html: await response.text() };
};

const POST = {
  title: 'Fresh from the studio: five quick wins',
  excerpt: 'Why a page that answers in under a second keeps more visitors, and what to change first.',
  content: '<h2>Measure first</h2><p>Read <a href="/health-check">the health check</a>.</p>',
};
const SLUG = 'fresh-from-the-studio-five-quick-wins';
const ARABIC_TITLE = 'جديد من الاستوديو: خمسة مكاسب سريعة';

const studio = {
  updatePost: (id: string, body: Record<string, unknown>) =>
    server.call('studioUpdateBlogPost', { token: adminToken, params: { id }, body }),
};

describe('a blog post written in the studio', () => {
  let id = '';

  it('does not show while it is a draft', async () => {
    const created = await server.call('studioCreateBlogPost', { token: adminToken, body: POST });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect((await page('/blog')).html).not.toContain(POST.title);
    expect((await page(`/blog/${SLUG}`)).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain(SLUG);
  });

  it('shows once published on /blog and its own page in every language, in the sitemap, with new ETags', async () => {
    const blogBefore = await page('/blog');
    await studio.updatePost(id, { status: 'published' });
    const blog = await page('/blog', server.url, { 'If-None-Match': blogBefore.etag ?? '' });
    expect(blog.status).toBe(200);
    expect(blog.etag).not.toBe(blogBefore.etag);
    expect(blog.html).toContain(POST.title);
    for (const language of LANGUAGE_CODES) {
      expect((await page(localizedPath(language, '/blog'))).html, language).toContain(POST.title);
      const post = await page(localizedPath(language, `/blog/${SLUG}`));
      expect(post.status, language).toBe(200);
      expect(post.html, language).toContain(`<h1>/blog/${SLUG} (${language})</h1>`);
      expect(post.html, language).toContain('Measure first');
    }
    const sitemap = (await page('/sitemap.xml')).html;
    expect(sitemap).toContain(`<loc>${server.config.publicOrigin}/blog/${SLUG}</loc>`);
    expect(sitemap).toContain(`<loc>${server.config.publicOrigin}/ar/blog/${SLUG}</loc>`);
  });

  it('shows its Arabic translation on /ar/blog and its Arabic page once added', async () => {
    const before = await page(`/ar/blog/${SLUG}`);
    expect(before.html).not.toContain(ARABIC_TITLE);
    await studio.updatePost(id, { translations: { ar: { title: ARABIC_TITLE } } });
    const after = await page(`/ar/blog/${SLUG}`);
    expect(after.html).toContain(ARABIC_TITLE);
    expect(after.etag).not.toBe(before.etag);
    expect((await page('/ar/blog')).html).toContain(ARABIC_TITLE);
  });

  it('is gone from /blog, its page and the sitemap once unpublished', async () => {
    await studio.updatePost(id, { status: 'draft' });
    for (const language of ['en', 'ar'] as const) {
      expect((await page(localizedPath(language, '/blog'))).html).not.toContain(POST.title);
      expect((await page(localizedPath(language, `/blog/${SLUG}`))).status).toBe(404);
    }
    expect((await page('/sitemap.xml')).html).not.toContain(SLUG);
  });
});

describe('a testimonial added in the studio', () => {
  const REVIEW = {
    clientName: 'Tomás Rivera',
    clientCompany: 'Rivera Roofing',
    rating: 5,
    content: 'The new site brought us three roofing jobs in its first week.',
    clientImage: '/uploads/tomas.jpg',
  };

  it('shows in the HTML of the home page in every language once published, and goes once deleted', async () => {
    const created = await server.call('studioCreateTestimonial', { token: adminToken, body: REVIEW });
    expect(created.status).toBe(201);
    expect((await page('/')).html).not.toContain(REVIEW.clientName);

    await server.call('studioUpdateTestimonial', {
      token: adminToken,
      params: { id: created.body.id },
      body: { status: 'published' },
    });
    for (const language of LANGUAGE_CODES) {
      const home = await page(localizedPath(language, '/'));
      expect(home.status, language).toBe(200);
      expect(home.html, language).toContain(`<h1>/ (${language})</h1>`);
      expect(home.html, language).toContain(REVIEW.clientName);
      expect(home.html, language).toContain('id="query-state"');
    }

    await server.call('studioDeleteTestimonial', { token: adminToken, params: { id: created.body.id } });
    expect((await page('/')).html).not.toContain(REVIEW.clientName);
    expect((await page('/ar/')).html).not.toContain(REVIEW.clientName);
  });
});

describe('a portfolio project added in the studio', () => {
  it('shows in the HTML of /portfolio in every language once published', async () => {
    const title = 'Rivera Roofing booking site';
    const created = await server.call('studioCreatePortfolio', {
      token: adminToken,
      body: {
        title,
        description: 'Online quotes and booking for a family roofing company.',
        category: 'technology',
        imageUrl: '/uploads/rivera.jpg',
        completedDate: '2026-11-20',
        status: 'published',
      },
    });
    expect(created.status, created.text).toBe(201);
    for (const language of LANGUAGE_CODES) {
      expect((await page(localizedPath(language, '/portfolio'))).html, language).toContain(title);
    }
  });
});

describe('the home page’s projects and featured client sites', () => {
  const PROJECT = {
    title: 'Okafor Bakery ordering site',
    description: 'Cake orders and pickup times for a neighbourhood bakery.',
    category: 'technology',
    imageUrl: '/uploads/okafor.jpg',
    completedDate: '2026-11-21',
  };
  const ARABIC_PROJECT_TITLE = 'موقع طلبات مخبز أوكافور';
  const SITE = {
    companyName: 'Lindqvist Joinery',
    websiteUrl: 'https://lindqvist-joinery.test/',
    packageType: 'professional',
  };

  it('shows a published project in the HTML of / in every language, in Arabic on /ar/ once translated, and not once unpublished', async () => {
    const created = await server.call('studioCreatePortfolio', { token: adminToken, body: PROJECT });
    expect(created.status, created.text).toBe(201);
    expect((await page('/')).html).not.toContain(PROJECT.title);

    const update = (body: Record<string, unknown>) =>
      server.call('studioUpdatePortfolio', { token: adminToken, params: { id: created.body.id }, body });
    await update({ status: 'published' });
    for (const language of LANGUAGE_CODES) {
      expect((await page(localizedPath(language, '/'))).html, language).toContain(PROJECT.title);
    }
    await update({ translations: { ar: { title: ARABIC_PROJECT_TITLE } } });
    expect((await page('/ar/')).html).toContain(ARABIC_PROJECT_TITLE);

    await update({ status: 'draft' });
    expect((await page('/')).html).not.toContain(PROJECT.title);
    expect((await page('/ar/')).html).not.toContain(ARABIC_PROJECT_TITLE);
  });

  it('shows a published client site in the HTML of / and /ar/, and not once deleted', async () => {
    const created = await server.call('studioCreateShowcase', { token: adminToken, body: SITE });
    expect(created.status, created.text).toBe(201);
    expect((await page('/')).html).not.toContain(SITE.companyName);

    await server.call('studioUpdateShowcase', {
      token: adminToken,
      params: { id: created.body.id },
      body: { status: 'published' },
    });
    expect((await page('/')).html).toContain(SITE.companyName);
    expect((await page('/ar/')).html).toContain(SITE.companyName);

    await server.call('studioDeleteShowcase', { token: adminToken, params: { id: created.body.id } });
    expect((await page('/')).html).not.toContain(SITE.companyName);
    expect((await page('/ar/')).html).not.toContain(SITE.companyName);
  });
});

describe('another server process sharing the store', () => {
  it('shows a change made through the first within the content cache’s few seconds', async () => {
    const app = createApp({
      config: server.config,
      store: server.store,
      clock: server.clock,
      logger: createMemoryLogger('warn').logger,
      distDir,
    });
    const other: Server = await listen(app, 0, '127.0.0.1');
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const title = 'Written on the first server process';
      const before = await page('/blog', otherUrl);
      expect(before.html).not.toContain(title);
      await server.call('studioCreateBlogPost', {
        token: adminToken,
        body: { ...POST, title, slug: 'written-on-the-first', status: 'published' },
      });
      // Its cached answer is still fresh here; the page renders again as soon as it lapses.
      server.clock.advance(5_000);
      const after = await page('/blog', otherUrl);
      expect(after.html).toContain(title);
      expect(after.etag).not.toBe(before.etag);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

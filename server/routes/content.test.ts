import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPostResponseSchema,
  blogPostsResponseSchema,
  portfolioAllResponseSchema,
  portfolioResponseSchema,
  showcaseProjectsResponseSchema,
  testimonialsResponseSchema,
} from '@contract/api/content';
import { createApp } from '../app';
import { testConfig } from '../config';
import { createFakeClock } from '../lib/clock';
import { silentLogger } from '../lib/logger';
import { seedDemoContent } from '../seed';
import { BLOG_SEED } from '../seed/blog';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import type { Store } from '../store/port';

let server: Server;
let base: string;
let store: Store;

const getJson = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
};

/** A raw request, for conditional headers that fetch would override. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const clock = createFakeClock(new Date('2030-06-01T09:00:00.000Z'));
  store = createSqliteStore();
  await seedDemoContent(store, { clock });
  await store.content.putBlogPost({
    id: 'dirty1',
    slug: 'stored-around-the-service',
    title: 'Stored around the service',
    excerpt: 'A post that skipped the sanitiser when it was written.',
    content: '<p onmouseover="steal()">Hello</p><script>steal()</script><img src="javascript:steal()">',
    tags: ['test'],
    status: 'published',
    seoScore: 10,
    createdAt: '2020-01-01T00:00:00.000Z',
  });
  await store.content.putBlogPost({
    id: 'translated1',
    slug: 'translated-post',
    title: 'Speed sells',
    excerpt: 'Fast pages sell more.',
    content: '<p>Body</p>',
    tags: ['speed'],
    status: 'published',
    seoScore: 80,
    createdAt: '2020-01-02T00:00:00.000Z',
    translations: { ar: { title: 'السرعة تبيع', content: '<p onclick="x()">النص</p>' } },
  });
  const app = createApp({ config: testConfig(), store, clock, logger: silentLogger });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await store.close();
});

describe('GET /api/portfolio', () => {
  it('lists the whole home grid without a filter or with "all"', async () => {
    const plain = await getJson('/api/portfolio');
    expect(plain.status).toBe(200);
    const items = portfolioResponseSchema.parse(plain.body);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect((await getJson('/api/portfolio?category=all')).body).toEqual(plain.body);
  });

  it('filters by category', async () => {
    const { body } = await getJson('/api/portfolio?category=fintech');
    const items = portfolioResponseSchema.parse(body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.category === 'fintech')).toBe(true);
  });

  it('refuses an unknown category with a 400 naming the field', async () => {
    const { status, body } = await getJson('/api/portfolio?category=bogus');
    expect(status).toBe(400);
    expect(body).toMatchObject({ issues: [expect.objectContaining({ path: 'category' })] });
  });
});

describe('other content lists', () => {
  it('answers the full portfolio with live links only on public projects', async () => {
    const { status, body } = await getJson('/api/portfolio/all');
    expect(status).toBe(200);
    const projects = portfolioAllResponseSchema.parse(body);
    expect(projects.some((project) => project.liveUrl === undefined)).toBe(true);
    expect(projects.some((project) => project.liveUrl?.startsWith('https://'))).toBe(true);
  });

  it('answers testimonials and showcase sites', async () => {
    expect(testimonialsResponseSchema.parse((await getJson('/api/testimonials')).body)).toHaveLength(6);
    expect(showcaseProjectsResponseSchema.parse((await getJson('/api/showcase-projects')).body)).toHaveLength(
      3,
    );
  });
});

describe('blog', () => {
  it('lists published posts only, newest first, without bodies', async () => {
    const { status, body } = await getJson('/api/blog-posts');
    expect(status).toBe(200);
    const posts = blogPostsResponseSchema.parse(body);
    // The seed's published posts and the two this file stores around the service.
    const published = BLOG_SEED.filter((post) => post.status === 'published');
    expect(posts).toHaveLength(published.length + 2);
    expect(posts.map((post) => post.slug)).not.toContain('choosing-a-domain-name');
    const dates = posts.map((post) => post.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of body as object[]) expect(post).not.toHaveProperty('content');
  });

  it('answers a published post by slug', async () => {
    const { status, body } = await getJson('/api/blog-posts/local-seo-checklist-small-business');
    expect(status).toBe(200);
    const post = blogPostResponseSchema.parse(body);
    expect(post.title).toBe('Local SEO for Small Businesses: A 10-Point Checklist');
    expect(post.content).toContain('<h2>The checklist</h2>');
  });

  it('answers 404 for a draft or an unknown slug, and 400 for a malformed one', async () => {
    for (const slug of ['choosing-a-domain-name', 'no-such-post']) {
      const { status, body } = await getJson(`/api/blog-posts/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Blog post not found' });
    }
    expect((await getJson('/api/blog-posts/Not_A_Slug')).status).toBe(400);
  });

  it("carries a post's translations over HTTP: titles and excerpts in the list, the sanitised bodies with the post", async () => {
    const list = blogPostsResponseSchema.parse((await getJson('/api/blog-posts')).body);
    expect(list.find((item) => item.slug === 'translated-post')?.translations).toEqual({
      ar: { title: 'السرعة تبيع' },
    });
    const { status, body } = await getJson('/api/blog-posts/translated-post');
    expect(status).toBe(200);
    expect(blogPostResponseSchema.parse(body).translations).toEqual({
      ar: { title: 'السرعة تبيع', content: '<p>النص</p>' },
    });
  });

  it('sanitises a stored post again when serving it', async () => {
    const { body } = await getJson('/api/blog-posts/stored-around-the-service');
    expect(blogPostResponseSchema.parse(body).content).toBe('<p>Hello</p><img>');
  });
});

describe('GET /media/:file', () => {
  it('draws a project without a picture of its own as SVG with long cache headers', async () => {
    const projects = portfolioAllResponseSchema.parse((await getJson('/api/portfolio/all')).body);
    const first = projects[0];
    // The seeded projects show their site's screenshot (public/work/, served by the site server);
    // the media route still draws a picture for any project record, e.g. one made before them.
    expect(first?.imageUrl).toMatch(/^\/work\/[a-z0-9-]+\.[0-9a-f]{10}-960\.jpg$/);
    const drawn = `/media/portfolio-${first?.id ?? ''}.svg`;
    const response = await fetch(`${base}${drawn}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d{7,}$/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(first?.title.replace('&', '&#38;'));
    const etag = response.headers.get('etag') ?? '';
    expect(await rawGet(drawn, { 'If-None-Match': etag })).toBe(304);
  });

  it('serves avatars and featured images', async () => {
    const [testimonial] = testimonialsResponseSchema.parse((await getJson('/api/testimonials')).body);
    const [post] = blogPostsResponseSchema.parse((await getJson('/api/blog-posts')).body);
    for (const url of [testimonial?.clientImage, post?.featuredImage]) {
      const response = await fetch(`${base}${url ?? ''}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('answers 404 for unknown names and records', async () => {
    for (const file of [
      'portfolio-unknown.svg',
      'portfolio-x.png',
      '..%2Fpackage.json',
      'blog-nothing.svg',
    ]) {
      expect((await fetch(`${base}/media/${file}`)).status).toBe(404);
    }
  });
});

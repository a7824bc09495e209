/**
 * The content studio's calls over real HTTP (issue 20): admin token only, every body checked with a
 * 400 naming the field and nothing written, post HTML (English and translations) through the one
 * sanitiser, a taken slug 409, and the public calls showing published content only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '@contract/routes';
import { startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.admin()).token;
  customerToken = (await server.register()).token;
});
afterAll(() => server.close());

const LONG_EXCERPT =
  'Why a page that answers in under a second keeps more visitors, and what to change first.';
const GOOD_CONTENT =
  '<h2>Measure first</h2><p>Read <a href="/health-check">the health check</a>.</p><img src="/media/a.svg" alt="A chart">';

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Speed sells: faster pages win',
  excerpt: LONG_EXCERPT,
  content: GOOD_CONTENT,
  tags: ['performance'],
  ...over,
});

describe('who may call the studio', () => {
  const calls: [RouteName, Record<string, unknown>][] = [
    ['studioBlogPosts', {}],
    ['studioCreateBlogPost', { body: post() }],
    ['studioUpdateBlogPost', { params: { id: 'abc' }, body: { title: 'New title here' } }],
    ['studioDeleteBlogPost', { params: { id: 'abc' } }],
    ['studioPortfolio', {}],
    ['studioCreatePortfolio', { body: {} }],
    ['studioUpdatePortfolio', { params: { id: 'abc' }, body: {} }],
    ['studioDeletePortfolio', { params: { id: 'abc' } }],
    ['studioShowcase', {}],
    ['studioCreateShowcase', { body: {} }],
    ['studioUpdateShowcase', { params: { id: 'abc' }, body: {} }],
    ['studioDeleteShowcase', { params: { id: 'abc' } }],
    ['studioTestimonials', {}],
    ['studioCreateTestimonial', { body: {} }],
    ['studioUpdateTestimonial', { params: { id: 'abc' }, body: {} }],
    ['studioDeleteTestimonial', { params: { id: 'abc' } }],
  ];

  it.each(calls)('%s answers 401 without a token and 403 with a customer token', async (name, options) => {
    expect((await server.call(name, options)).status).toBe(401);
    const answer = await server.call(name, { ...options, token: customerToken });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Admin access required');
  });
});

describe('blog posts', () => {
  it('creates a draft with a slug from its title, sanitised HTML and a score computed by the server', async () => {
    const answer = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({
        content: `<p onclick="steal()">Hi</p><script>alert(1)</script>${GOOD_CONTENT}`,
        seoScore: 100,
      }),
    });
    // seoScore is the server's: sending one is an unknown field.
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ path: '', message: 'Unrecognized key: "seoScore"' }]);

    const created = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({ content: `<p onclick="steal()">Hi</p><script>alert(1)</script>${GOOD_CONTENT}` }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'speed-sells-faster-pages-win',
      status: 'draft',
      content: `<p>Hi</p>${GOOD_CONTENT.replace('href="/health-check"', 'href="/health-check" rel="noopener noreferrer"')}`,
      seoScore: 100,
      seoFindings: [],
      createdAt: server.clock.now().toISOString(),
    });
    const listed = await server.call('studioBlogPosts', { token: adminToken });
    expect(listed.body.map((entry) => entry.slug)).toContain('speed-sells-faster-pages-win');
    // A draft is not public.
    expect((await server.call('blogPost', { params: { slug: 'speed-sells-faster-pages-win' } })).status).toBe(
      404,
    );
  });

  it("lets the admin's preview load a draft's drawn picture, which the public cannot reach until it is published", async () => {
    const created = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({ title: 'A draft with a drawn picture', slug: 'draft-with-picture' }),
    });
    const id = String(created.body.id);
    const picture = `/media/blog-${id}.svg`;
    const saved = await server.call('studioUpdateBlogPost', {
      token: adminToken,
      params: { id },
      body: { featuredImage: picture },
    });
    expect(saved.body).toMatchObject({ status: 'draft', featuredImage: picture });
    const listed = await server.call('studioBlogPosts', { token: adminToken });
    const previewImage = listed.body.find((entry) => entry.id === id)?.previewImage ?? '';
    expect(previewImage).toMatch(new RegExp(`^/media/blog-${id}\\.svg\\?expires=\\d+&preview=[\\w-]{43}$`));
    expect(saved.body.previewImage).toBe(previewImage);

    const shown = await server.fetch(previewImage);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/svg+xml');
    expect(shown.headers.get('cache-control')).toBe('private, no-cache');
    expect(shown.text).toContain('A draft with a drawn picture');

    // The public: the plain address, a forged or another file's signature, a later end put in by hand.
    const query = new URLSearchParams(previewImage.slice(previewImage.indexOf('?') + 1));
    const expires = Number(query.get('expires'));
    const signature = query.get('preview') ?? '';
    const nowSeconds = server.clock.now().getTime() / 1000;
    // Half a day at least, ending on the hour (so the address holds for an hour at a time).
    expect(expires - nowSeconds).toBeGreaterThanOrEqual(12 * 3600);
    expect(expires - nowSeconds).toBeLessThanOrEqual(13 * 3600);
    expect(expires % 3600).toBe(0);
    const forged = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const address of [
      picture,
      `${picture}?expires=${expires}&preview=${forged}`,
      `${picture}?expires=${expires}&preview=`,
      `${picture}?preview=${signature}`,
      `${picture}?expires=${expires + 86_400}&preview=${signature}`,
      `${picture}?expires=later&preview=${signature}`,
      `/media/blog-other.svg?expires=${expires}&preview=${signature}`,
    ]) {
      expect((await server.fetch(address)).status, address).toBe(404);
    }

    // Once its time is up, the same signed address shows nothing; the studio signs a fresh one.
    server.clock.advance((expires - nowSeconds) * 1000);
    expect((await server.fetch(previewImage)).status).toBe(404);
    // Half a day on, the admin signs in again (the tests after this one use the new token).
    adminToken = await server.freshAdminToken();
    const relisted = await server.call('studioBlogPosts', { token: adminToken });
    const renewed = relisted.body.find((entry) => entry.id === id)?.previewImage ?? '';
    expect(renewed).not.toBe(previewImage);
    expect((await server.fetch(renewed)).status).toBe(200);

    const published = await server.call('studioUpdateBlogPost', {
      token: adminToken,
      params: { id },
      body: { status: 'published' },
    });
    // Published, the picture is public: no signed address is needed any more.
    expect(published.body.previewImage).toBeUndefined();
    expect((await server.fetch(picture)).status).toBe(200);
  });

  it('says which SEO rules fail, and the score rises as they are fixed', async () => {
    const weak = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({
        title: 'Short',
        slug: 'weak-post',
        excerpt: 'Too short.',
        content: '<p>Text <img src="/x.png"></p>',
      }),
    });
    expect(weak.status).toBe(201);
    expect(weak.body.seoFindings.map((finding) => [finding.rule, finding.points])).toEqual([
      ['title-length', 10],
      ['description-length', 5],
      ['img-alt', 10],
      ['links-missing', 10],
      ['subheadings-missing', 5],
    ]);
    expect(weak.body.seoScore).toBe(60);
    expect(weak.body.seoFindings[0]?.description).toBe(
      'The title has 5 characters. Keep it between 10 and 60 so search results show it whole.',
    );

    const better = await server.call('studioUpdateBlogPost', {
      token: adminToken,
      params: { id: weak.body.id },
      body: { title: 'A title of a good length', content: GOOD_CONTENT },
    });
    expect(better.status).toBe(200);
    expect(better.body.seoFindings.map((finding) => finding.rule)).toEqual(['description-length']);
    expect(better.body.seoScore).toBe(95);
  });

  it('publishes, shows on the public blog, unpublishes and deletes', async () => {
    const created = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({ slug: 'published-post', status: 'published', featuredImage: '/uploads/a.jpg' }),
    });
    expect(created.status).toBe(201);
    const publicPost = await server.call('blogPost', { params: { slug: 'published-post' } });
    expect(publicPost.status).toBe(200);
    expect(publicPost.body).toMatchObject({
      title: 'Speed sells: faster pages win',
      featuredImage: '/uploads/a.jpg',
    });
    expect(publicPost.body).not.toHaveProperty('seoFindings');

    const hidden = await server.call('studioUpdateBlogPost', {
      token: adminToken,
      params: { id: created.body.id },
      body: { status: 'draft', featuredImage: null },
    });
    expect(hidden.body).toMatchObject({ status: 'draft' });
    expect(hidden.body).not.toHaveProperty('featuredImage');
    expect((await server.call('blogPost', { params: { slug: 'published-post' } })).status).toBe(404);
    const list = await server.call('blogPosts');
    expect(list.body.map((entry) => entry.slug)).not.toContain('published-post');

    const deleted = await server.call('studioDeleteBlogPost', {
      token: adminToken,
      params: { id: created.body.id },
    });
    expect(deleted.body).toEqual({ success: true });
    expect(
      (await server.call('studioDeleteBlogPost', { token: adminToken, params: { id: created.body.id } }))
        .status,
    ).toBe(404);
    expect(await server.store.content.blogPosts.findById(created.body.id)).toBeNull();
  });

  it('answers 409 naming the slug when it is taken, on create and on change', async () => {
    await server.call('studioCreateBlogPost', { token: adminToken, body: post({ slug: 'taken' }) });
    const again = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({ slug: 'taken' }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'slug: This address is already used by another post',
      issues: [{ path: 'slug', message: 'This address is already used by another post' }],
    });
    const other = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({ slug: 'other' }),
    });
    const renamed = await server.call('studioUpdateBlogPost', {
      token: adminToken,
      params: { id: other.body.id },
      body: { slug: 'taken', title: 'Changed title for the post' },
    });
    expect(renamed.status).toBe(409);
    expect((await server.store.content.blogPosts.findById(other.body.id))?.title).toBe(
      'Speed sells: faster pages win',
    );
  });

  it('sanitises every translated body and keeps the translations', async () => {
    const created = await server.call('studioCreateBlogPost', {
      token: adminToken,
      body: post({
        slug: 'translated',
        translations: {
          ar: {
            title: 'السرعة تبيع',
            content: '<p onmouseover="x()">مرحبا</p><iframe src="https://evil.example"></iframe>',
            tags: ['الأداء', 'تحسين محركات البحث'],
          },
          de: {
            excerpt: 'Schnelle Seiten verkaufen mehr.',
            content: '<a href="javascript:alert(1)">Link</a><p>Text</p>',
          },
        },
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.translations).toEqual({
      ar: { title: 'السرعة تبيع', content: '<p>مرحبا</p>', tags: ['الأداء', 'تحسين محركات البحث'] },
      de: {
        excerpt: 'Schnelle Seiten verkaufen mehr.',
        content: '<a rel="noopener noreferrer">Link</a><p>Text</p>',
      },
    });
    const changed = await server.call('studioUpdateBlogPost', {
      token: adminToken,
      params: { id: created.body.id },
      body: {
        status: 'published',
        translations: {
          ja: {
            content: '<p style="color:red">速さ</p><script>x()</script>',
            tags: [' 表示速度 ', 'SEO対策'],
          },
        },
      },
    });
    expect(changed.body.translations).toEqual({
      ja: { content: '<p>速さ</p>', tags: ['表示速度', 'SEO対策'] },
    });
    // The public list carries each language's tags (its cards show them), without the bodies.
    const listed = await server.call('blogPosts', {});
    expect(listed.body.find((entry) => entry.slug === 'translated')?.translations).toEqual({
      ja: { tags: ['表示速度', 'SEO対策'] },
    });
  });

  it('refuses markup in plain fields, unknown languages and empty bodies with a 400 naming the field, writing nothing', async () => {
    const before = (await server.store.content.listBlogPosts()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '<script>alert(1)</script>Hi there' }, 'title', 'Must not contain HTML tags'],
      [{ excerpt: 'Nice <img src=x onerror=alert(1)> post' }, 'excerpt', 'Must not contain HTML tags'],
      [{ tags: ['ok', '<b onclick=x>'] }, 'tags.1', 'Must not contain HTML tags'],
      [
        { translations: { fr: { title: '<svg onload=x()>' } } },
        'translations.fr.title',
        'Must not contain HTML tags',
      ],
      [{ translations: { en: { title: 'English' } } }, 'translations', 'Unrecognized key: "en"'],
      [{ translations: { ar: { slug: 'x' } } }, 'translations.ar', 'Unrecognized key: "slug"'],
      [
        { translations: { ja: { tags: ['速度', '<i onclick=x>'] } } },
        'translations.ja.tags.1',
        'Must not contain HTML tags',
      ],
      [
        { translations: { ko: { tags: '성능' } } },
        'translations.ko.tags',
        'Invalid input: expected array, received string',
      ],
      [{ translations: { ru: { tags: ['Скорость', ' '] } } }, 'translations.ru.tags.1', 'Required'],
      [
        { content: '<script>alert(1)</script>' },
        'content',
        'Nothing is left once disallowed HTML is removed',
      ],
      [
        { translations: { ru: { content: '<style>p{}</style>' } } },
        'translations.ru.content',
        'Nothing is left once disallowed HTML is removed',
      ],
      [{ title: '' }, 'title', 'Required'],
      [{ slug: 'Not A Slug' }, 'slug', 'Invalid slug'],
      [{ title: 'مرحبا بالعالم' }, 'slug', 'Required: the title has no Latin letters to make one of'],
      [
        { featuredImage: 'javascript:alert(1)' },
        'featuredImage',
        'Expected an http(s) URL or a path starting with /',
      ],
      [{ status: 'live' }, 'status', 'Invalid option: expected one of "published"|"draft"'],
    ];
    for (const [over, path, message] of cases) {
      const answer = await server.call('studioCreateBlogPost', { token: adminToken, body: post(over) });
      expect(answer.status, path).toBe(400);
      expect(answer.body.issues?.[0], path).toMatchObject({ path, message });
      expect(answer.body.message, path).toBe(`${path}: ${message}`);
    }
    expect((await server.store.content.listBlogPosts()).length).toBe(before);
    const missing = await server.call('studioUpdateBlogPost', {
      token: adminToken,
      params: { id: 'nothing' },
      body: { title: 'A new title' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Blog post not found');
  });
});

describe('portfolio projects', () => {
  const project = (over: Record<string, unknown> = {}) => ({
    title: 'Harbor Bakery',
    description: 'Online orders for a neighbourhood bakery.',
    category: 'creative',
    imageUrl: '/uploads/bakery.jpg',
    completedDate: '2026-05-01',
    technologies: ['React'],
    liveUrl: 'https://bakery.example.com',
    ...over,
  });

  it('creates a draft at the end of the grid, publishes it onto the public portfolio, changes and deletes it', async () => {
    const created = await server.call('studioCreatePortfolio', {
      token: adminToken,
      body: project({ translations: { ar: { title: 'مخبز هاربور' } } }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', featured: false, metrics: [], order: 1 });
    expect((await server.call('portfolioAll')).body.map((entry) => entry.id)).not.toContain(created.body.id);

    const published = await server.call('studioUpdatePortfolio', {
      token: adminToken,
      params: { id: created.body.id },
      body: { status: 'published', liveUrl: null },
    });
    expect(published.body).not.toHaveProperty('liveUrl');
    const shown = (await server.call('portfolioAll')).body.find((entry) => entry.id === created.body.id);
    expect(shown).toEqual({
      id: created.body.id,
      title: 'Harbor Bakery',
      description: 'Online orders for a neighbourhood bakery.',
      category: 'creative',
      imageUrl: '/uploads/bakery.jpg',
      featured: false,
      completedDate: '2026-05-01',
      technologies: ['React'],
      // The public portfolio carries translations: the page shows the title in its language.
      translations: { ar: { title: 'مخبز هاربور' } },
    });
    const listed = await server.call('studioPortfolio', { token: adminToken });
    expect(listed.body.find((entry) => entry.id === created.body.id)?.translations).toEqual({
      ar: { title: 'مخبز هاربور' },
    });

    expect(
      (await server.call('studioDeletePortfolio', { token: adminToken, params: { id: created.body.id } }))
        .status,
    ).toBe(200);
    expect((await server.call('portfolioAll')).body.map((entry) => entry.id)).not.toContain(created.body.id);
  });

  it('refuses a bad field with a 400 naming it and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'bakery' }, 'category'],
      [{ description: 'Great <a href="x" onclick="y">site</a>' }, 'description'],
      [{ liveUrl: 'javascript:alert(1)' }, 'liveUrl'],
      [{ completedDate: '2026-13-01' }, 'completedDate'],
      [{ translations: { ko: { description: '<img onerror=x>' } } }, 'translations.ko.description'],
    ];
    for (const [over, path] of cases) {
      const answer = await server.call('studioCreatePortfolio', { token: adminToken, body: project(over) });
      expect(answer.status, path).toBe(400);
      expect(answer.body.issues?.[0]?.path, path).toBe(path);
    }
    expect(await server.store.content.listPortfolio()).toEqual([]);
    const missing = await server.call('studioDeletePortfolio', { token: adminToken, params: { id: 'gone' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Portfolio project not found');
  });
});

describe('showcase sites', () => {
  it('creates, publishes, changes and deletes a site; the public list shows the published ones', async () => {
    const created = await server.call('studioCreateShowcase', {
      token: adminToken,
      body: {
        companyName: 'Harbor Bakery',
        websiteUrl: 'https://bakery.example.com',
        packageType: 'startup',
        status: 'published',
      },
    });
    expect(created.status).toBe(201);
    expect((await server.call('showcaseProjects')).body).toContainEqual({
      id: created.body.id,
      companyName: 'Harbor Bakery',
      websiteUrl: 'https://bakery.example.com',
      packageType: 'startup',
    });
    const changed = await server.call('studioUpdateShowcase', {
      token: adminToken,
      params: { id: created.body.id },
      body: {
        status: 'draft',
        screenshot: '/uploads/shot.jpg',
        translations: { zh: { companyName: '港湾面包店' } },
      },
    });
    expect(changed.body).toMatchObject({ status: 'draft', screenshot: '/uploads/shot.jpg' });
    expect((await server.call('showcaseProjects')).body.map((entry) => entry.id)).not.toContain(
      created.body.id,
    );
    const bad = await server.call('studioUpdateShowcase', {
      token: adminToken,
      params: { id: created.body.id },
      body: { companyName: '<script>x</script>' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('companyName: Must not contain HTML tags');
    expect((await server.store.content.showcase.findById(created.body.id))?.companyName).toBe(
      'Harbor Bakery',
    );
    expect(
      (await server.call('studioDeleteShowcase', { token: adminToken, params: { id: created.body.id } }))
        .body,
    ).toEqual({
      success: true,
    });
  });
});

describe('testimonials', () => {
  const review = (over: Record<string, unknown> = {}) => ({
    clientName: 'Maria Delgado',
    clientCompany: 'Harborline Credit Union',
    rating: 5,
    content: 'Our members find what they need in two taps.',
    clientImage: '/uploads/maria.jpg',
    ...over,
  });

  it('creates a draft, publishes it onto the public list and deletes it', async () => {
    const created = await server.call('studioCreateTestimonial', { token: adminToken, body: review() });
    expect(created.status).toBe(201);
    expect((await server.call('testimonials')).body.map((entry) => entry.id)).not.toContain(created.body.id);
    await server.call('studioUpdateTestimonial', {
      token: adminToken,
      params: { id: created.body.id },
      body: { status: 'published', rating: 4 },
    });
    const shown = (await server.call('testimonials')).body.find((entry) => entry.id === created.body.id);
    expect(shown).toMatchObject({ rating: 4, clientName: 'Maria Delgado' });
    expect(shown).not.toHaveProperty('status');
    const listed = await server.call('studioTestimonials', { token: adminToken });
    expect(listed.body.find((entry) => entry.id === created.body.id)?.status).toBe('published');
    await server.call('studioDeleteTestimonial', { token: adminToken, params: { id: created.body.id } });
    expect((await server.call('testimonials')).body.map((entry) => entry.id)).not.toContain(created.body.id);
  });

  it('refuses a rating outside 1–5 and markup in the quote, naming the field', async () => {
    for (const [over, path] of [
      [{ rating: 6 }, 'rating'],
      [{ rating: 2.5 }, 'rating'],
      [{ content: 'Great <iframe src=x>' }, 'content'],
      [{ translations: { hy: { content: '<b>Լավ</b>' } } }, 'translations.hy.content'],
    ] as const) {
      const answer = await server.call('studioCreateTestimonial', { token: adminToken, body: review(over) });
      expect(answer.status, path).toBe(400);
      expect(answer.body.issues?.[0]?.path, path).toBe(path);
    }
  });
});

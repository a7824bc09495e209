import { beforeEach, describe, expect, it } from 'vitest';
import {
  blogPostSchema,
  blogPostSummarySchema,
  portfolioItemSchema,
  portfolioProjectSchema,
} from '@contract/entities';
import { createFakeClock } from '../../lib/clock';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import type { Store } from '../../store/port';
import type { BlogPostRecord, PortfolioRecord } from '../../store/records';
import { createContentService, type ContentService } from './content.service';

const project = (
  id: string,
  category: string,
  order: number,
  over: Partial<PortfolioRecord> = {},
): PortfolioRecord => ({
  id,
  title: `Project ${id}`,
  description: 'A fast site.',
  category,
  imageUrl: `/media/portfolio-${id}.svg`,
  featured: false,
  completedDate: '2029-05-01',
  technologies: ['React', 'Koa'],
  metrics: ['+40% leads'],
  order,
  ...over,
});

const post = (id: string, over: Partial<BlogPostRecord> = {}): BlogPostRecord => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: 'Short.',
  content: '<p>Body</p>',
  tags: ['seo'],
  status: 'published',
  seoScore: 90,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('content service', () => {
  let store: Store;
  let service: ContentService;

  beforeEach(async () => {
    store = createSqliteStore();
    service = createContentService({ content: store.content });
    await store.content.putPortfolio(project('a', 'fintech', 2, { liveUrl: 'https://bank.example' }));
    await store.content.putPortfolio(project('b', 'technology', 1));
    await store.content.putPortfolio(project('c', 'fintech', 3));
    await store.content.putPortfolio(project('d', 'creative', 4));
  });

  it('lists the whole home grid in order for "all" or no filter', async () => {
    const ids = (items: { id: string }[]) => items.map((item) => item.id);
    expect(ids(await service.portfolio())).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(await service.portfolio('all'))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('filters the home grid by category', async () => {
    const items = await service.portfolio('fintech');
    expect(items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(await service.portfolio('agency')).toEqual([]);
    for (const item of items) expect(portfolioItemSchema.parse(item)).toEqual(item);
  });

  it('maps the full portfolio without storage fields, keeping a live link only when there is one', async () => {
    const all = await service.portfolioAll();
    expect(all).toHaveLength(4);
    const withLink = all.find((item) => item.id === 'a');
    expect(withLink?.liveUrl).toBe('https://bank.example');
    expect(all.find((item) => item.id === 'b')).not.toHaveProperty('liveUrl');
    for (const item of all) {
      expect(item).not.toHaveProperty('order');
      expect(portfolioProjectSchema.parse(item)).toEqual(item);
    }
  });

  it('lists published posts only, newest first, without their bodies', async () => {
    await store.content.putBlogPost(post('old', { createdAt: '2029-01-01T00:00:00.000Z' }));
    await store.content.putBlogPost(post('new', { createdAt: '2030-02-01T00:00:00.000Z' }));
    await store.content.putBlogPost(
      post('draft', { status: 'draft', createdAt: '2030-03-01T00:00:00.000Z' }),
    );
    const list = await service.blogPosts();
    expect(list.map((item) => item.slug)).toEqual(['post-new', 'post-old']);
    for (const item of list) {
      expect(item).not.toHaveProperty('content');
      expect(blogPostSummarySchema.parse(item)).toEqual(item);
    }
  });

  it('finds a published post by slug and hides drafts and unknown slugs', async () => {
    await store.content.putBlogPost(post('one'));
    await store.content.putBlogPost(post('two', { status: 'draft' }));
    const found = await service.blogPost('post-one');
    expect(found && blogPostSchema.parse(found)).toEqual(found);
    expect(found?.content).toBe('<p>Body</p>');
    expect(await service.blogPost('post-two')).toBeNull();
    expect(await service.blogPost('nothing-here')).toBeNull();
  });

  it("passes each record's translations to the pages: the list without translated bodies, the post with them sanitised", async () => {
    await store.content.putBlogPost(
      post('tr', {
        translations: {
          ar: { title: 'عنوان', content: '<p onclick="x()">نص</p>' },
          de: { content: '<p>Text</p>' },
        },
      }),
    );
    const [summary] = await service.blogPosts();
    expect(summary?.translations).toEqual({ ar: { title: 'عنوان' } });
    expect((await service.blogPost('post-tr'))?.translations).toEqual({
      ar: { title: 'عنوان', content: '<p>نص</p>' },
      de: { content: '<p>Text</p>' },
    });
    await store.content.putPortfolio(project('e', 'fintech', 5, { translations: { ja: { title: '銀行' } } }));
    expect((await service.portfolio('fintech')).find((item) => item.id === 'e')?.translations).toEqual({
      ja: { title: '銀行' },
    });
    expect((await service.portfolioAll()).find((item) => item.id === 'e')?.translations).toEqual({
      ja: { title: '銀行' },
    });
    expect((await service.portfolioAll()).find((item) => item.id === 'a')).not.toHaveProperty('translations');
  });

  it('sanitises a post when saving it', async () => {
    const saved = await service.saveBlogPost(
      post('x', { content: '<p onclick="x()">Hi</p><script>alert(1)</script>' }),
    );
    expect(saved.content).toBe('<p>Hi</p>');
    expect((await store.content.findBlogPost('post-x'))?.content).toBe('<p>Hi</p>');
  });

  it('sanitises a post again when serving it, even if stored around the service', async () => {
    await store.content.putBlogPost(
      post('raw', {
        content: '<h2>T</h2><iframe src="https://evil.example"></iframe><a href="javascript:x()">l</a>',
      }),
    );
    expect((await service.blogPost('post-raw'))?.content).toBe(
      '<h2>T</h2><a rel="noopener noreferrer">l</a>',
    );
  });

  it('lists testimonials and showcase sites', async () => {
    await store.content.putTestimonial({
      id: 't1',
      rating: 5,
      content: 'Great.',
      clientImage: '/media/avatar-t1.svg',
      clientName: 'Grace Hopper',
      clientCompany: 'Navy Labs',
    });
    await store.content.putShowcase({
      id: 's1',
      companyName: 'Acme',
      websiteUrl: 'https://acme.example',
      packageType: 'platinum',
    });
    expect(await service.testimonials()).toEqual([
      {
        id: 't1',
        rating: 5,
        content: 'Great.',
        clientImage: '/media/avatar-t1.svg',
        clientName: 'Grace Hopper',
        clientCompany: 'Navy Labs',
      },
    ]);
    expect(await service.showcaseProjects()).toEqual([
      { id: 's1', companyName: 'Acme', websiteUrl: 'https://acme.example', packageType: 'platinum' },
    ]);
  });
});

describe('content service read cache', () => {
  it('reuses an answer for the TTL, then reads the store again', async () => {
    const store = createSqliteStore();
    const clock = createFakeClock(new Date('2030-01-01T00:00:00.000Z'));
    const service = createContentService({ content: store.content, clock, cacheTtlMs: 5_000 });
    await store.content.putPortfolio(project('a', 'agency', 1));
    expect(await service.portfolioAll()).toHaveLength(1);
    await store.content.putPortfolio(project('b', 'agency', 2));
    expect(await service.portfolioAll()).toHaveLength(1);
    clock.advance(5_000);
    expect(await service.portfolioAll()).toHaveLength(2);
  });

  it('clears the cache when a post is saved through the service', async () => {
    const store = createSqliteStore();
    const service = createContentService({ content: store.content, clock: createFakeClock() });
    expect(await service.blogPosts()).toEqual([]);
    expect(await service.blogPost('post-new')).toBeNull();
    await service.saveBlogPost(post('new'));
    expect(await service.blogPosts()).toHaveLength(1);
    expect(await service.blogPost('post-new')).not.toBeNull();
  });

  it('shares frozen answers, so no caller can change what the next one sees', async () => {
    const store = createSqliteStore();
    const service = createContentService({ content: store.content });
    await store.content.putPortfolio(project('a', 'agency', 1));
    const first = await service.portfolio();
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0]?.metrics)).toBe(true);
    expect(() => first[0]?.metrics.push('x')).toThrow(TypeError);
    expect(await service.portfolio()).toBe(first);
  });
});

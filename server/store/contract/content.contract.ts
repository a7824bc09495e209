/**
 * Contract: the content studio's writes (issue 20) of blog posts, portfolio projects, showcase
 * sites and testimonials, with their translations and draft status.
 */
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type ContentWrites, type Store } from '../port';
import {
  HOUR,
  blogPost,
  concurrently,
  isoAt,
  portfolioItem,
  showcaseRecord,
  testimonialRecord,
} from './fixtures';

/** The same create/find/update/delete rules for each kind, with a change that kind can make. */
function writesContract<R extends { id: string }>(
  kind: string,
  repo: () => ContentWrites<R>,
  make: () => R,
  change: Partial<Omit<R, 'id'>>,
): void {
  describe(`${kind} writes`, () => {
    it('creates, finds, updates and deletes by id, keeping translations as sent', async () => {
      const created = await repo().create(make());
      expect(await repo().findById(created.id)).toEqual(created);
      expect(await repo().findById('missing')).toBeNull();
      const updated = await repo().update(created.id, { ...change, id: 'other' } as Partial<Omit<R, 'id'>>);
      expect(updated).toEqual({ ...created, ...change });
      expect(await repo().findById(created.id)).toEqual(updated);
      expect(await repo().update('missing', change)).toBeNull();
      expect(await repo().delete(created.id)).toBe(true);
      expect(await repo().findById(created.id)).toBeNull();
      expect(await repo().delete(created.id)).toBe(false);
    });

    it('refuses a second record with a taken id', async () => {
      const created = await repo().create(make());
      await expect(repo().create({ ...make(), id: created.id })).rejects.toBeInstanceOf(DuplicateKeyError);
    });
  });
}

export function contentContract(store: () => Store): void {
  writesContract(
    'blog post',
    () => store().content.blogPosts,
    () => blogPost(),
    {
      status: 'draft',
      translations: { ar: { title: 'لماذا تبيع السرعة' }, de: { excerpt: 'Schnelle Seiten verkaufen.' } },
    },
  );
  writesContract(
    'portfolio project',
    () => store().content.portfolio,
    () => portfolioItem(),
    {
      status: 'draft',
      title: 'Corner Bakery',
      translations: { ja: { title: '街角のパン屋' } },
    },
  );
  writesContract(
    'showcase site',
    () => store().content.showcase,
    () => showcaseRecord(),
    {
      status: 'published',
      screenshot: '/uploads/abc.jpg',
    },
  );
  writesContract(
    'testimonial',
    () => store().content.testimonials,
    () => testimonialRecord(),
    {
      rating: 4,
      translations: { fr: { content: 'Ils ont refait notre site en trois semaines.' } },
    },
  );

  describe('blog post slugs', () => {
    it('are unique on create and on update, and free again once a post is deleted', async () => {
      const first = await store().content.blogPosts.create(
        blogPost({ slug: 'speed', createdAt: isoAt(-HOUR) }),
      );
      const second = await store().content.blogPosts.create(blogPost({ slug: 'trust' }));
      await expect(store().content.blogPosts.create(blogPost({ slug: 'speed' }))).rejects.toEqual(
        new DuplicateKeyError('slug'),
      );
      await expect(store().content.blogPosts.update(second.id, { slug: 'speed' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect((await store().content.findBlogPost('trust'))?.id).toBe(second.id);
      expect(await store().content.blogPosts.update(second.id, { slug: 'trust-signals' })).toMatchObject({
        slug: 'trust-signals',
      });
      expect(await store().content.findBlogPost('trust')).toBeNull();
      await store().content.blogPosts.delete(first.id);
      expect(await store().content.blogPosts.create(blogPost({ slug: 'speed' }))).toMatchObject({
        slug: 'speed',
      });
    });

    it('go to one of 10 posts created at once with the same slug', async () => {
      const { values, errors } = await concurrently(10, () =>
        store().content.blogPosts.create(blogPost({ slug: 'race' })),
      );
      expect(values).toHaveLength(1);
      expect(errors).toHaveLength(9);
      for (const error of errors) expect(error).toBeInstanceOf(DuplicateKeyError);
      expect((await store().content.listBlogPosts()).filter((post) => post.slug === 'race')).toHaveLength(1);
    });

    it('lists drafts and created posts with the seeded ones, newest first', async () => {
      const old = blogPost({ createdAt: isoAt(-HOUR) });
      await store().content.putBlogPost(old);
      const draft = await store().content.blogPosts.create(
        blogPost({ status: 'draft', createdAt: isoAt(0) }),
      );
      expect((await store().content.listBlogPosts()).map((post) => post.id)).toEqual([draft.id, old.id]);
    });
  });

  it('lists created testimonials, showcase sites and portfolio projects with the seeded ones', async () => {
    const created = await store().content.testimonials.create(
      testimonialRecord({ id: 'b', status: 'draft' }),
    );
    await store().content.putTestimonial(testimonialRecord({ id: 'a' }));
    expect((await store().content.listTestimonials()).map((row) => row.id)).toEqual(['a', created.id]);
    await store().content.showcase.create(showcaseRecord({ id: 's' }));
    expect((await store().content.listShowcase()).map((row) => row.id)).toEqual(['s']);
    await store().content.portfolio.create(portfolioItem({ id: 'p2', order: 2 }));
    await store().content.portfolio.create(portfolioItem({ id: 'p1', order: 1 }));
    expect((await store().content.listPortfolio()).map((row) => row.id)).toEqual(['p1', 'p2']);
  });
}

/** Contract: processed events, domain orders, content and isEmpty (payments: payments.contract.ts). */
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Store } from '../port';
import { HOUR, NOW, blogPost, concurrently, customer, domainOrder, isoAt, portfolioItem } from './fixtures';

export function commerceContract(store: () => Store): void {
  describe('processed events', () => {
    it('processes an event id once, even when delivered 20 times at once', async () => {
      const { values } = await concurrently(20, () => store().processedEvents.markOnce('evt_1', NOW));
      expect(values.filter(Boolean)).toHaveLength(1);
      expect(await store().processedEvents.markOnce('evt_1', NOW)).toBe(false);
      expect(await store().processedEvents.markOnce('evt_2', NOW)).toBe(true);
    });
  });

  describe('domain orders', () => {
    it('creates and updates orders; a name counts as ordered once its order is paid', async () => {
      const created = await store().domainOrders.create(domainOrder({ domainName: 'acme', tld: 'io' }));
      expect(await store().domainOrders.findById(created.id)).toEqual(created);
      expect(await store().domainOrders.isOrdered('acme.io')).toBe(false);
      const paid = await store().domainOrders.update(created.id, { status: 'paid' });
      expect(paid?.status).toBe('paid');
      expect(await store().domainOrders.isOrdered('acme.io')).toBe(true);
      expect(await store().domainOrders.isOrdered('ACME.io')).toBe(true);
      expect(await store().domainOrders.isOrdered('acme.com')).toBe(false);
      expect(await store().domainOrders.update('missing', { status: 'paid' })).toBeNull();
    });

    it('deletes an order', async () => {
      const created = await store().domainOrders.create(domainOrder());
      expect(await store().domainOrders.delete(created.id)).toBe(true);
      expect(await store().domainOrders.findById(created.id)).toBeNull();
      expect(await store().domainOrders.delete(created.id)).toBe(false);
    });
  });

  describe('content', () => {
    it('lists portfolio by order and replaces an item by id', async () => {
      const third = portfolioItem({ order: 3 });
      const first = portfolioItem({ order: 1 });
      await store().content.putPortfolio(third);
      await store().content.putPortfolio(first);
      await store().content.putPortfolio({ ...first, title: 'Renamed' });
      expect(await store().content.listPortfolio()).toEqual([{ ...first, title: 'Renamed' }, third]);
    });

    it('stores testimonials and showcase sites', async () => {
      const testimonial = {
        id: 't1',
        rating: 5,
        content: 'Great work.',
        clientImage: '/images/clients/ada.svg',
        clientName: 'Ada',
        clientCompany: 'Engines Ltd',
      };
      await store().content.putTestimonial(testimonial);
      await store().content.putTestimonial({ ...testimonial, rating: 4 });
      expect(await store().content.listTestimonials()).toEqual([{ ...testimonial, rating: 4 }]);
      const site = {
        id: 's1',
        companyName: 'Acme',
        websiteUrl: 'https://acme.example',
        packageType: 'startup' as const,
      };
      await store().content.putShowcase(site);
      expect(await store().content.listShowcase()).toEqual([site]);
    });

    it('lists blog posts newest first, finds one by slug and keeps slugs unique', async () => {
      const older = blogPost({ slug: 'older', createdAt: isoAt(-HOUR) });
      const draft = blogPost({ slug: 'draft', status: 'draft', createdAt: isoAt(0) });
      await store().content.putBlogPost(older);
      await store().content.putBlogPost(draft);
      expect(await store().content.listBlogPosts()).toEqual([draft, older]);
      expect(await store().content.findBlogPost('older')).toEqual(older);
      expect(await store().content.findBlogPost('missing')).toBeNull();
      await expect(store().content.putBlogPost(blogPost({ slug: 'older' }))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await store().content.putBlogPost({ ...older, slug: 'renamed' });
      expect(await store().content.findBlogPost('older')).toBeNull();
      expect((await store().content.findBlogPost('renamed'))?.id).toBe(older.id);
    });
  });

  describe('isEmpty', () => {
    it('is true until a customer or content exists', async () => {
      expect(await store().isEmpty()).toBe(true);
      await store().customers.create(customer());
      expect(await store().isEmpty()).toBe(false);
    });

    it('is false when only content exists', async () => {
      await store().content.putPortfolio(portfolioItem());
      expect(await store().isEmpty()).toBe(false);
    });
  });
}

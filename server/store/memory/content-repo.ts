/** Site content in the embedded store: portfolio by `order`, blog posts newest first. */
import type { ContentRepo } from '../port';
import { byId, newestFirst } from '../record-utils';
import type { MemoryDb } from './memory-db';

export function memoryContent(db: MemoryDb): ContentRepo {
  const { portfolio, testimonials, showcase, blogPosts } = db.tables;
  return {
    async listPortfolio() {
      return portfolio.values().sort((a, b) => a.order - b.order || byId(a, b));
    },
    async listTestimonials() {
      return testimonials.values().sort(byId);
    },
    async listShowcase() {
      return showcase.values().sort(byId);
    },
    async listBlogPosts() {
      return blogPosts.values().sort(newestFirst);
    },
    async findBlogPost(slug) {
      return blogPosts.findUnique('slug', slug) ?? null;
    },
    async putPortfolio(record) {
      portfolio.put(record.id, record);
      await db.commit();
    },
    async putTestimonial(record) {
      testimonials.put(record.id, record);
      await db.commit();
    },
    async putShowcase(record) {
      showcase.put(record.id, record);
      await db.commit();
    },
    async putBlogPost(record) {
      blogPosts.put(record.id, record);
      await db.commit();
    },
  };
}

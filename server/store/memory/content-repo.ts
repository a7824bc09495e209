/** Site content in the embedded store: portfolio by `order`, blog posts newest first. */
import type { ContentRepo } from '../port';
import { byId, newestFirst } from '../record-utils';
import type { MemoryDb } from './memory-db';
import { copy, copyOrNull } from './rows';

export function memoryContent(db: MemoryDb): ContentRepo {
  const { portfolio, testimonials, showcase, blogPosts } = db.tables;
  return {
    async listPortfolio() {
      return copy(portfolio.values().sort((a, b) => a.order - b.order || byId(a, b)));
    },
    async listTestimonials() {
      return copy(testimonials.values().sort(byId));
    },
    async listShowcase() {
      return copy(showcase.values().sort(byId));
    },
    async listBlogPosts() {
      return copy(blogPosts.values().sort(newestFirst));
    },
    async findBlogPost(slug) {
      return copyOrNull(blogPosts.findUnique('slug', slug));
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

/** Site content in the embedded store: portfolio by `order`, testimonials and showcase by id, posts newest first. */
import type { ContentRepo, ContentWrites } from '../port';
import type { BlogPostRecord, PortfolioRecord, ShowcaseRecord, TestimonialRecord } from '../records';
import type { Database } from './database';
import { Docs } from './docs';

/** The studio's writes of one table; `insert` and `patch` refuse a taken id or slug. */
function writes<R extends { id: string }>(docs: Docs<R>): ContentWrites<R> {
  return {
    async findById(id) {
      return docs.get(id);
    },
    async create(record) {
      return docs.insert(record.id, record);
    },
    async update(id, patch) {
      return docs.patch(id, patch, ['id']);
    },
    async delete(id) {
      return docs.delete(id);
    },
  };
}

export function sqliteContent(db: Database): ContentRepo {
  const portfolio = new Docs<PortfolioRecord>(db, 'portfolio');
  const testimonials = new Docs<TestimonialRecord>(db, 'testimonials');
  const showcase = new Docs<ShowcaseRecord>(db, 'showcase');
  const blogPosts = new Docs<BlogPostRecord>(db, 'blogPosts');
  return {
    async listPortfolio() {
      return portfolio.where('1 ORDER BY sortOrder, k');
    },
    async listTestimonials() {
      return testimonials.where('1 ORDER BY k');
    },
    async listShowcase() {
      return showcase.where('1 ORDER BY k');
    },
    async listBlogPosts() {
      return blogPosts.where('1 ORDER BY createdAt DESC, k DESC');
    },
    async findBlogPost(slug) {
      return blogPosts.first('slug = ?', slug);
    },
    async putPortfolio(record) {
      portfolio.put(record.id, record);
    },
    async putTestimonial(record) {
      testimonials.put(record.id, record);
    },
    async putShowcase(record) {
      showcase.put(record.id, record);
    },
    async putBlogPost(record) {
      blogPosts.put(record.id, record);
    },
    portfolio: writes(portfolio),
    testimonials: writes(testimonials),
    showcase: writes(showcase),
    blogPosts: writes(blogPosts),
  };
}

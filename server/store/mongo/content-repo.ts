/** Site content in MongoDB: portfolio by `order`, blog posts newest first, slugs unique. */
import type { ContentRepo } from '../port';
import { toDoc, toRecord, toRecords, uniquely } from './mapper';
import type { Models } from './models';

const upsert = { upsert: true } as const;

export function mongoContent({ portfolio, testimonials, showcase, blogPosts }: Models): ContentRepo {
  return {
    async listPortfolio() {
      return toRecords(await portfolio.find().sort({ order: 1, _id: 1 }).lean());
    },
    async listTestimonials() {
      return toRecords(await testimonials.find().sort({ _id: 1 }).lean());
    },
    async listShowcase() {
      return toRecords(await showcase.find().sort({ _id: 1 }).lean());
    },
    async listBlogPosts() {
      return toRecords(await blogPosts.find().sort({ createdAt: -1, _id: -1 }).lean());
    },
    async findBlogPost(slug) {
      return toRecord(await blogPosts.findOne({ slug }).lean());
    },
    async putPortfolio(record) {
      await portfolio.replaceOne({ _id: record.id }, toDoc(record), upsert);
    },
    async putTestimonial(record) {
      await testimonials.replaceOne({ _id: record.id }, toDoc(record), upsert);
    },
    async putShowcase(record) {
      await showcase.replaceOne({ _id: record.id }, toDoc(record), upsert);
    },
    async putBlogPost(record) {
      // Another post with this slug makes the unique index refuse the write.
      await uniquely(() => blogPosts.replaceOne({ _id: record.id }, toDoc(record), upsert));
    },
  };
}

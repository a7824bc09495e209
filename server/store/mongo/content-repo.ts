/** Site content in MongoDB: portfolio by `order`, blog posts newest first, slugs unique. */
import type { Model } from 'mongoose';
import type { ContentRepo, ContentWrites } from '../port';
import { patchById, toDoc, toRecord, toRecords, uniquely } from './mapper';
import type { Models } from './models';

const upsert = { upsert: true } as const;

/** The studio's writes of one collection; the unique indexes (_id, a post's slug) refuse duplicates. */
function writes<R extends { id: string }>(model: Model<Omit<R, 'id'> & { _id: string }>): ContentWrites<R> {
  return {
    async findById(id) {
      return toRecord<R>(await model.findById(id).lean());
    },
    async create(record) {
      // The document as mongoose types a new one; toDoc gives exactly its fields.
      await uniquely(() => model.insertMany([toDoc(record)]));
      return toRecord<R>(toDoc(record)) as R;
    },
    async update(id, patch) {
      return uniquely(() => patchById<R, Omit<R, 'id'> & { _id: string }>(model, id, patch, ['id']));
    },
    async delete(id) {
      return (await model.deleteOne({ _id: id })).deletedCount > 0;
    },
  };
}

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
    portfolio: writes(portfolio),
    testimonials: writes(testimonials),
    showcase: writes(showcase),
    blogPosts: writes(blogPosts),
  };
}

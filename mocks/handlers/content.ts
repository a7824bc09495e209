import { db } from '../db';
import { notFound } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';

const published = () =>
  db.blogPosts
    .filter((post) => post.status === 'published')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Drafts stay in the studio, as on the server. */
const isPublished = (record: { status?: string }) => record.status !== 'draft';
const publishedIds = () => new Set(db.portfolioProjects.filter(isPublished).map((project) => project.id));

export const contentHandlers = [
  mockRoute('portfolio', ({ query }) => {
    const category = query.category ?? 'all';
    const shown = publishedIds();
    return db.portfolioItems.filter(
      (item) => shown.has(item.id) && (category === 'all' || item.category === category),
    );
  }),

  mockRoute('portfolioAll', () => db.portfolioProjects.filter(isPublished)),

  mockRoute('testimonials', () => db.testimonials.filter(isPublished)),

  mockRoute('showcaseProjects', () => db.showcaseProjects.filter(isPublished)),

  // The response schema drops each post's body from the list.
  mockRoute('blogPosts', () => published()),

  mockRoute('blogPost', ({ params }) => {
    const post = published().find((entry) => entry.slug === params.slug);
    if (!post) throw notFound('Blog post');
    return post;
  }),
];

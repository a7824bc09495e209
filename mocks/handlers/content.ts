import { db } from '../db';
import { notFound } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';

const published = () =>
  db.blogPosts
    .filter((post) => post.status === 'published')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const contentHandlers = [
  mockRoute('portfolio', ({ query }) => {
    const category = query.category ?? 'all';
    return category === 'all'
      ? db.portfolioItems
      : db.portfolioItems.filter((item) => item.category === category);
  }),

  mockRoute('portfolioAll', () => db.portfolioProjects),

  mockRoute('testimonials', () => db.testimonials),

  mockRoute('showcaseProjects', () => db.showcaseProjects),

  // The response schema drops each post's body from the list.
  mockRoute('blogPosts', () => published()),

  mockRoute('blogPost', ({ params }) => {
    const post = published().find((entry) => entry.slug === params.slug);
    if (!post) throw notFound('Blog post');
    return post;
  }),
];

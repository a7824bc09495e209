/**
 * The content studio's calls (issue 20) on the mock database, with the server's rules: post HTML
 * through the one sanitiser, the SEO score from the server's own rule code (post-seo.ts runs in a
 * browser too), a taken slug 409, drafts kept off the public lists (content.ts).
 */
import { sanitizeBlogHtml } from '@contract/blog-html';
import { slugFromTitle } from '@contract/slug';
import { type BlogPost, type PortfolioProject, type StudioBlogPost, type StudioPortfolio } from '@contract';
import { scorePost } from '@server/services/studio/post-seo';
import { db } from '../db';
import { nextId, nowIso } from '../lib/ids';
import { MockHttpError, notFound } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';

const SLUG_TAKEN = 'This address is already used by another post';

const refused = (status: number, path: string, message: string) =>
  new MockHttpError(status, `${path}: ${message}`, { issues: [{ path, message }] });

const cleanTranslations = (translations: BlogPost['translations']): BlogPost['translations'] =>
  translations &&
  Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => [
      language,
      fields?.content === undefined ? fields : { ...fields, content: sanitizeBlogHtml(fields.content) },
    ]),
  );

/** The server's drawn pictures, which a draft's preview loads at a signed address (media-previews.ts). */
const DRAWN_IMAGE = /^\/media\/[A-Za-z0-9_-]+\.svg$/;
/** An hour's signature never checked here (the media handler draws every picture); the shape is the server's. */
const MOCK_PREVIEW_QUERY = '?expires=4102444800&preview=mock-signature';

const toStudioPost = (post: BlogPost): StudioBlogPost => {
  const { score, findings } = scorePost(post);
  const image = post.featuredImage;
  const previewImage =
    post.status === 'draft' && image && DRAWN_IMAGE.test(image) ? `${image}${MOCK_PREVIEW_QUERY}` : undefined;
  return { ...post, seoScore: score, seoFindings: findings, ...(previewImage ? { previewImage } : {}) };
};

const slugTaken = (slug: string, id: string) =>
  db.blogPosts.some((post) => post.slug === slug && post.id !== id);

const postById = (id: string) => {
  const post = db.blogPosts.find((entry) => entry.id === id);
  if (!post) throw notFound('Blog post');
  return post;
};

/** Stores the post with the score the server would give it. */
const saved = (post: BlogPost): StudioBlogPost => {
  const answer = toStudioPost(post);
  const index = db.blogPosts.findIndex((entry) => entry.id === post.id);
  const record = { ...post, seoScore: answer.seoScore };
  if (index < 0) db.blogPosts.push(record);
  else db.blogPosts[index] = record;
  return answer;
};

const toStudioPortfolio = (
  project: PortfolioProject & { status?: 'draft' | 'published' },
): StudioPortfolio => {
  const item = db.portfolioItems.find((entry) => entry.id === project.id);
  return {
    ...project,
    metrics: item?.metrics ?? [],
    order: db.portfolioProjects.findIndex((entry) => entry.id === project.id) + 1,
    status: project.status ?? 'published',
  };
};

const withStatus = <T extends { status?: 'draft' | 'published' }>(record: T) => ({
  ...record,
  status: record.status ?? ('published' as const),
});

/** A patch applied to a record: `null` removes a field. */
function patch<T extends object>(record: T, changes: object): T {
  const next = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as T;
}

function findIn<T extends { id: string }>(list: T[], id: string, noun: string): number {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) throw notFound(noun);
  return index;
}

export const studioHandlers = [
  mockRoute('studioBlogPosts', () =>
    [...db.blogPosts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toStudioPost),
  ),
  mockRoute('studioCreateBlogPost', ({ body }) => {
    const slug = body.slug ?? slugFromTitle(body.title);
    if (!slug) throw refused(400, 'slug', 'Required: the title has no Latin letters to make one of');
    if (slugTaken(slug, '')) throw refused(409, 'slug', SLUG_TAKEN);
    const { translations, ...fields } = body;
    return saved({
      ...fields,
      id: nextId('post'),
      slug,
      content: sanitizeBlogHtml(body.content),
      createdAt: nowIso(),
      seoScore: 0,
      ...(translations ? { translations: cleanTranslations(translations) } : {}),
    });
  }),
  mockRoute('studioUpdateBlogPost', ({ params, body }) => {
    const current = postById(params.id);
    if (body.slug && slugTaken(body.slug, current.id)) throw refused(409, 'slug', SLUG_TAKEN);
    return saved(
      patch(current, {
        ...body,
        ...(body.content === undefined ? {} : { content: sanitizeBlogHtml(body.content) }),
        ...(body.translations === undefined ? {} : { translations: cleanTranslations(body.translations) }),
      }),
    );
  }),
  mockRoute('studioDeleteBlogPost', ({ params }) => {
    db.blogPosts.splice(db.blogPosts.indexOf(postById(params.id)), 1);
    return { success: true as const };
  }),

  mockRoute('studioPortfolio', () => db.portfolioProjects.map(toStudioPortfolio)),
  mockRoute('studioCreatePortfolio', ({ body }) => {
    const { metrics, ...project } = body;
    const id = nextId('pf');
    db.portfolioProjects.push({ ...project, id });
    db.portfolioItems.push({
      id,
      imageUrl: body.imageUrl,
      description: body.description,
      title: body.title,
      metrics,
      category: body.category,
    });
    return toStudioPortfolio({ ...project, id });
  }),
  mockRoute('studioUpdatePortfolio', ({ params, body }) => {
    const index = findIn(db.portfolioProjects, params.id, 'Portfolio project');
    const { metrics, ...changes } = body;
    const next = patch(db.portfolioProjects[index] as PortfolioProject, changes);
    db.portfolioProjects[index] = next;
    const item = db.portfolioItems.find((entry) => entry.id === params.id);
    if (item)
      Object.assign(item, {
        title: next.title,
        description: next.description,
        imageUrl: next.imageUrl,
        category: next.category,
        ...(metrics ? { metrics } : {}),
      });
    return toStudioPortfolio(next);
  }),
  mockRoute('studioDeletePortfolio', ({ params }) => {
    db.portfolioProjects.splice(findIn(db.portfolioProjects, params.id, 'Portfolio project'), 1);
    db.portfolioItems = db.portfolioItems.filter((entry) => entry.id !== params.id);
    return { success: true as const };
  }),

  mockRoute('studioShowcase', () => db.showcaseProjects.map(withStatus)),
  mockRoute('studioCreateShowcase', ({ body }) => {
    const site = { ...body, id: nextId('show') };
    db.showcaseProjects.push(site);
    return withStatus(site);
  }),
  mockRoute('studioUpdateShowcase', ({ params, body }) => {
    const index = findIn(db.showcaseProjects, params.id, 'Showcase site');
    const next = patch(db.showcaseProjects[index] as (typeof db.showcaseProjects)[number], body);
    db.showcaseProjects[index] = next;
    return withStatus(next);
  }),
  mockRoute('studioDeleteShowcase', ({ params }) => {
    db.showcaseProjects.splice(findIn(db.showcaseProjects, params.id, 'Showcase site'), 1);
    return { success: true as const };
  }),

  mockRoute('studioTestimonials', () => db.testimonials.map(withStatus)),
  mockRoute('studioCreateTestimonial', ({ body }) => {
    const review = { ...body, id: nextId('tst') };
    db.testimonials.push(review);
    return withStatus(review);
  }),
  mockRoute('studioUpdateTestimonial', ({ params, body }) => {
    const index = findIn(db.testimonials, params.id, 'Testimonial');
    const next = patch(db.testimonials[index] as (typeof db.testimonials)[number], body);
    db.testimonials[index] = next;
    return withStatus(next);
  }),
  mockRoute('studioDeleteTestimonial', ({ params }) => {
    db.testimonials.splice(findIn(db.testimonials, params.id, 'Testimonial'), 1);
    return { success: true as const };
  }),
];

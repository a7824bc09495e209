/**
 * The content studio (issue 20): the admin's writes of blog posts, portfolio projects, showcase
 * sites and testimonials. A post's HTML (English and every translation) goes through the one
 * sanitiser (decision 22) before it is stored, and its SEO score is computed from it here, never
 * taken from the client. Every write is one store call, so a refused write changes nothing; each
 * successful one calls `onChange`, which drops the public pages' cached answers and HTML.
 */
import { sanitizeBlogHtml } from '@contract/blog-html';
import type {
  CreateBlogPost,
  CreatePortfolio,
  CreateShowcase,
  CreateTestimonial,
  StudioBlogPost,
  StudioPortfolio,
  StudioShowcase,
  StudioTestimonial,
  UpdateBlogPost,
  UpdatePortfolio,
  UpdateShowcase,
  UpdateTestimonial,
} from '@contract/api/studio';
import { slugFromTitle } from '@contract/slug';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { DuplicateKeyError, type ContentRepo, type ContentWrites } from '../../store/port';
import type { BlogPostRecord, PortfolioRecord, ShowcaseRecord, TestimonialRecord } from '../../store/records';
import type { MediaPreviews } from '../content/media-previews';
import { scorePost } from './post-seo';

export interface StudioService {
  blogPosts(): Promise<StudioBlogPost[]>;
  createBlogPost(body: CreateBlogPost): Promise<StudioBlogPost>;
  updateBlogPost(id: string, body: UpdateBlogPost): Promise<StudioBlogPost>;
  deleteBlogPost(id: string): Promise<{ success: true }>;
  portfolio(): Promise<StudioPortfolio[]>;
  createPortfolio(body: CreatePortfolio): Promise<StudioPortfolio>;
  updatePortfolio(id: string, body: UpdatePortfolio): Promise<StudioPortfolio>;
  deletePortfolio(id: string): Promise<{ success: true }>;
  showcase(): Promise<StudioShowcase[]>;
  createShowcase(body: CreateShowcase): Promise<StudioShowcase>;
  updateShowcase(id: string, body: UpdateShowcase): Promise<StudioShowcase>;
  deleteShowcase(id: string): Promise<{ success: true }>;
  testimonials(): Promise<StudioTestimonial[]>;
  createTestimonial(body: CreateTestimonial): Promise<StudioTestimonial>;
  updateTestimonial(id: string, body: UpdateTestimonial): Promise<StudioTestimonial>;
  deleteTestimonial(id: string): Promise<{ success: true }>;
}

export interface StudioServiceDeps {
  content: ContentRepo;
  clock: Pick<Clock, 'now'>;
  /** Called after every successful write: the public answers and pages that show content renew. */
  onChange: () => void;
  /** Signs a draft's drawn picture for the preview (`previewImage`); absent, drafts have none. */
  previews?: Pick<MediaPreviews, 'signedUrl'>;
}

const SLUG_TAKEN = 'This address is already used by another post';

/** A taken slug is the editor's to change: 409 naming the field. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError && error.key === 'slug') {
      throw conflict(`slug: ${SLUG_TAKEN}`, { issues: [{ path: 'slug', message: SLUG_TAKEN }] });
    }
    throw error;
  }
}

const refused = (path: string, message: string) =>
  badRequest(`${path}: ${message}`, { issues: [{ path, message }] });

/** Sanitised post HTML; a body that was nothing but disallowed markup is refused, not stored empty. */
function cleanContent(html: string, path: string): string {
  const clean = sanitizeBlogHtml(html);
  if (!clean.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(clean)) {
    throw refused(path, 'Nothing is left once disallowed HTML is removed');
  }
  return clean;
}

/** Translations with every translated post body sanitised like the English one. */
function cleanTranslations(
  translations: BlogPostRecord['translations'],
): BlogPostRecord['translations'] | undefined {
  if (!translations) return undefined;
  return Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => [
      language,
      fields?.content === undefined
        ? fields
        : { ...fields, content: cleanContent(fields.content, `translations.${language}.content`) },
    ]),
  );
}

/** The post with its score and what keeps it below 100, as the studio shows it. */
function scored(post: BlogPostRecord): { record: BlogPostRecord; answer: StudioBlogPost } {
  const { score, findings } = scorePost(post);
  const record = { ...post, seoScore: score };
  return { record, answer: toStudioPost(record, findings) };
}

const toStudioPost = (record: BlogPostRecord, findings = scorePost(record).findings): StudioBlogPost => ({
  ...(record as StudioBlogPost),
  tags: [...record.tags],
  seoFindings: findings,
});

const published = <R extends { status?: 'draft' | 'published' }>(record: R) => ({
  ...record,
  status: record.status ?? ('published' as const),
});

/** A patch where `null` (remove the field) becomes the store's `undefined`. */
const withoutNulls = <T extends object>(patch: T): { [K in keyof T]: Exclude<T[K], null> } =>
  Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value ?? undefined])) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** The update and delete of a kind that needs nothing beyond the store's rules. */
function plainWrites<R extends { id: string }, A>(
  repo: ContentWrites<R>,
  noun: string,
  toAnswer: (record: R) => A,
  onChange: () => void,
) {
  return {
    async update(id: string, patch: object): Promise<A> {
      const updated = await repo.update(id, withoutNulls(patch) as Partial<Omit<R, 'id'>>);
      if (!updated) throw notFound(`${noun} not found`);
      onChange();
      return toAnswer(updated);
    },
    async delete(id: string): Promise<{ success: true }> {
      if (!(await repo.delete(id))) throw notFound(`${noun} not found`);
      onChange();
      return { success: true };
    },
  };
}

/** The server's drawn pictures (`/media/blog-<id>.svg`), the only ones a draft hides from the public. */
const DRAWN_IMAGE = /^\/media\/[A-Za-z0-9_-]+\.svg$/;

export function createStudioService({
  content,
  clock,
  onChange,
  previews,
}: StudioServiceDeps): StudioService {
  /** A draft's drawn picture at the address its preview can load (the public one answers 404). */
  const withPreview = async (answer: StudioBlogPost): Promise<StudioBlogPost> => {
    const image = answer.featuredImage;
    if (!previews || answer.status !== 'draft' || !image || !DRAWN_IMAGE.test(image)) return answer;
    return { ...answer, previewImage: await previews.signedUrl(image) };
  };
  const toPortfolio = (record: PortfolioRecord): StudioPortfolio => published(record) as StudioPortfolio;
  const toShowcase = (record: ShowcaseRecord): StudioShowcase => published(record) as StudioShowcase;
  const toTestimonial = (record: TestimonialRecord): StudioTestimonial =>
    published(record) as StudioTestimonial;
  const portfolioWrites = plainWrites(content.portfolio, 'Portfolio project', toPortfolio, onChange);
  const showcaseWrites = plainWrites(content.showcase, 'Showcase site', toShowcase, onChange);
  const testimonialWrites = plainWrites(content.testimonials, 'Testimonial', toTestimonial, onChange);

  return {
    async blogPosts() {
      return Promise.all((await content.listBlogPosts()).map((post) => withPreview(toStudioPost(post))));
    },

    async createBlogPost({ translations, ...body }) {
      const slug = body.slug ?? slugFromTitle(body.title);
      if (!slug) throw refused('slug', 'Required: the title has no Latin letters to make one of');
      const { record, answer } = scored({
        ...body,
        id: newId(),
        slug,
        content: cleanContent(body.content, 'content'),
        createdAt: clock.now().toISOString(),
        seoScore: 0,
        ...(translations ? { translations: cleanTranslations(translations) } : {}),
      });
      await slugChecked(() => content.blogPosts.create(record));
      onChange();
      return withPreview(answer);
    },

    async updateBlogPost(id, body) {
      const current = await content.blogPosts.findById(id);
      if (!current) throw notFound('Blog post not found');
      const patch = withoutNulls({
        ...body,
        ...(body.content === undefined ? {} : { content: cleanContent(body.content, 'content') }),
        ...(body.translations === undefined ? {} : { translations: cleanTranslations(body.translations) }),
      });
      const next = { ...current, ...patch };
      if (body.featuredImage === null) delete next.featuredImage;
      const { record, answer } = scored(next);
      const updated = await slugChecked(() =>
        content.blogPosts.update(id, { ...patch, seoScore: record.seoScore }),
      );
      if (!updated) throw notFound('Blog post not found');
      onChange();
      return withPreview(answer);
    },

    async deleteBlogPost(id) {
      if (!(await content.blogPosts.delete(id))) throw notFound('Blog post not found');
      onChange();
      return { success: true };
    },

    async portfolio() {
      return (await content.listPortfolio()).map(toPortfolio);
    },
    async createPortfolio(body) {
      const last = (await content.listPortfolio()).reduce((max, project) => Math.max(max, project.order), 0);
      const record = await content.portfolio.create({ ...body, id: newId(), order: last + 1 });
      onChange();
      return toPortfolio(record);
    },
    updatePortfolio: portfolioWrites.update,
    deletePortfolio: portfolioWrites.delete,

    async showcase() {
      return (await content.listShowcase()).map(toShowcase);
    },
    async createShowcase(body) {
      const record = await content.showcase.create({ ...body, id: newId() });
      onChange();
      return toShowcase(record);
    },
    updateShowcase: showcaseWrites.update,
    deleteShowcase: showcaseWrites.delete,

    async testimonials() {
      return (await content.listTestimonials()).map(toTestimonial);
    },
    async createTestimonial(body) {
      const record = await content.testimonials.create({ ...body, id: newId() });
      onChange();
      return toTestimonial(record);
    },
    updateTestimonial: testimonialWrites.update,
    deleteTestimonial: testimonialWrites.delete,
  };
}

/**
 * The studio's preview, kind by kind: the form as the public page's own view receives it (a post as
 * the blog's article, a project as the portfolio's card, a site as the showcase's card, a review as
 * the home page's card), so the preview shows the item as visitors will see it.
 */
import { LANGUAGES, PACKAGE_IDS, PORTFOLIO_CATEGORIES } from '@contract/catalogue';
import type { BlogPost, PortfolioProject, ShowcaseProject, Testimonial } from '@contract/entities';
import {
  LIST_SEPARATOR,
  markdownToHtml,
  translationsOf,
  type EditingLanguage,
  type StudioForm,
  type StudioItem,
  type StudioKind,
} from './content-studio.kinds';

/** What the public view of each kind is given. */
export type StudioPreview = PreviewLanguage &
  (
    | { kind: 'blogPost'; post: BlogPost }
    | { kind: 'portfolio'; project: PortfolioProject }
    /**
     * `image` is '' for a new site without its screenshot: its card shows none yet (a stored one
     * without its own shows the picture the server draws from its record, the card's default).
     */
    | { kind: 'showcase'; site: ShowcaseProject; image?: string }
    | { kind: 'testimonial'; testimonial: Testimonial }
  );

/**
 * The language the item is shown in, as its public page in that language shows it: the translated
 * texts, the untranslated ones in English (marked so by the public views), the page's own words
 * and direction in that language.
 */
export interface PreviewLanguage {
  language: EditingLanguage;
  dir: 'ltr' | 'rtl';
}

const dirOf = (language: EditingLanguage): 'ltr' | 'rtl' =>
  LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';

const listOf = (text = ''): string[] =>
  text
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** One of a fixed set, else its first (the form's selects only hold the set's values). */
const oneOf = <T extends string>(set: readonly [T, ...T[]], value = ''): T =>
  set.find((entry) => entry === value) ?? set[0];

/**
 * The picture a post's preview loads: a stored draft's drawn picture answers 404 at its public
 * address, so while the form keeps that picture the preview (and the editor's image field) loads
 * the server's signed address.
 */
export function featuredImageOf(image: string, stored: StudioItem | null): string {
  const signed = stored && 'previewImage' in stored ? stored : null;
  return signed?.previewImage && signed.featuredImage === image ? signed.previewImage : image;
}

/**
 * The preview of a form. `stored` is the item the editor changes (none for a new one): its id, a
 * post's date and server-computed SEO score; `now` dates what is not saved yet (a new post is dated
 * the day it is saved, a project without its date is shown as finished today).
 */
export function previewOf(
  kind: StudioKind,
  form: StudioForm,
  stored: StudioItem | null,
  now: Date,
  language: EditingLanguage = 'en',
): StudioPreview {
  const shown = { language, dir: dirOf(language) };
  const id = stored?.id ?? 'preview';
  const text = (name: string) => form[name] ?? '';
  // The form's translations as the public views read them (the item's own, as it would be saved).
  const translations = translationsOf(kind, form);
  const translated = translations ? { translations } : {};
  if (kind === 'blogPost') {
    return {
      ...shown,
      kind,
      post: {
        ...(translated as Pick<BlogPost, 'translations'>),
        id,
        title: text('title'),
        slug: text('slug'),
        excerpt: text('excerpt'),
        content: markdownToHtml(text('content')),
        tags: listOf(text('tags')),
        status: form.status === 'published' ? 'published' : 'draft',
        ...(text('featuredImage') ? { featuredImage: featuredImageOf(text('featuredImage'), stored) } : {}),
        seoScore: stored && 'seoScore' in stored ? stored.seoScore : 0,
        createdAt: stored && 'createdAt' in stored ? stored.createdAt : now.toISOString(),
      },
    };
  }
  if (kind === 'portfolio') {
    return {
      ...shown,
      kind,
      project: {
        ...(translated as Pick<PortfolioProject, 'translations'>),
        id,
        title: text('title'),
        description: text('description'),
        category: oneOf(PORTFOLIO_CATEGORIES, text('category')),
        imageUrl: text('imageUrl'),
        featured: text('featured') === 'true',
        completedDate: text('completedDate') || now.toISOString().slice(0, 10),
        technologies: listOf(text('technologies')),
        ...(text('liveUrl') ? { liveUrl: text('liveUrl') } : {}),
      },
    };
  }
  if (kind === 'showcase') {
    const screenshot = text('screenshot');
    return {
      ...shown,
      kind,
      site: {
        ...(translated as Pick<ShowcaseProject, 'translations'>),
        id,
        companyName: text('companyName'),
        websiteUrl: text('websiteUrl'),
        packageType: oneOf(PACKAGE_IDS, text('packageType')),
        ...(screenshot ? { screenshot } : {}),
      },
      image: screenshot || stored ? undefined : '',
    };
  }
  return {
    ...shown,
    kind,
    testimonial: {
      ...(translated as Pick<Testimonial, 'translations'>),
      id,
      clientName: text('clientName'),
      clientCompany: text('clientCompany'),
      rating: Number(text('rating') || 5),
      content: text('content'),
      clientImage: text('clientImage'),
    },
  };
}

/**
 * What the content studio edits, kind by kind: the fields of a kind's form, how a stored item fills
 * it, and how it becomes the contract's body. A form holds what a person types (strings); the post
 * body is written in Markdown (HTML passes through) and sent as HTML, which the server reduces to
 * the blog allow-list.
 */
import { marked } from 'marked';
import type { UploadResponse } from '@contract/api/studio';
import { PACKAGE_IDS, PORTFOLIO_CATEGORIES } from '@contract/catalogue';
import {
  TRANSLATED_FIELDS,
  TRANSLATED_LISTS,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@contract/translations';
import type { BodyOf, ResponseOf } from '@contract/routes';

export const STUDIO_KINDS = ['blogPost', 'portfolio', 'showcase', 'testimonial'] as const;
export type StudioKind = (typeof STUDIO_KINDS)[number];

export type StudioForm = Readonly<Record<string, string>>;

/** A stored item as the studio lists it, by kind. */
export interface StudioItems {
  blogPost: ResponseOf<'studioBlogPosts'>[number];
  portfolio: ResponseOf<'studioPortfolio'>[number];
  showcase: ResponseOf<'studioShowcase'>[number];
  testimonial: ResponseOf<'studioTestimonials'>[number];
}
export type StudioItem = StudioItems[StudioKind];

/**
 * How a field is edited: a line, a longer text, Markdown, an uploaded image, a comma list, 1–5, one
 * of a fixed set (SELECT_OPTIONS), a yes/no box ('true' / 'false' in the form), a date, a web address.
 */
export type FieldType =
  'text' | 'textarea' | 'markdown' | 'image' | 'list' | 'rating' | 'select' | 'checkbox' | 'date' | 'url';

/** The fields of each kind's form, in the editor's order (status is edited apart). */
export const STUDIO_FIELDS = {
  blogPost: {
    title: 'text',
    slug: 'text',
    excerpt: 'textarea',
    content: 'markdown',
    featuredImage: 'image',
    tags: 'list',
  },
  portfolio: {
    title: 'text',
    description: 'textarea',
    category: 'select',
    imageUrl: 'image',
    featured: 'checkbox',
    completedDate: 'date',
    technologies: 'list',
    liveUrl: 'url',
  },
  showcase: {
    companyName: 'text',
    websiteUrl: 'url',
    packageType: 'select',
    screenshot: 'image',
  },
  testimonial: {
    clientName: 'text',
    clientCompany: 'text',
    rating: 'rating',
    content: 'textarea',
    clientImage: 'image',
  },
} as const satisfies Record<StudioKind, Record<string, FieldType>>;

export const fieldNamesOf = (kind: StudioKind): string[] => Object.keys(STUDIO_FIELDS[kind]);

/** The choices of each 'select' field, as the contract names them (the view translates them). */
export const SELECT_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  category: PORTFOLIO_CATEGORIES,
  packageType: PACKAGE_IDS,
};

/** The kind of translations a studio kind has (contract/translations.ts). */
const TRANSLATED_KIND = {
  blogPost: 'blogPost',
  portfolio: 'portfolio',
  showcase: 'showcase',
  testimonial: 'testimonial',
} as const satisfies Record<StudioKind, keyof typeof TRANSLATED_FIELDS>;

/** The fields of a kind that have a text or a list (a post's tags) per language, in the editor's order. */
export const translatedFieldsOf = (kind: StudioKind): readonly string[] => [
  ...TRANSLATED_FIELDS[TRANSLATED_KIND[kind]],
  ...TRANSLATED_LISTS[TRANSLATED_KIND[kind]],
];

export { TRANSLATION_LANGUAGES, type TranslationLanguage };

/** The language the admin edits: English, or a translation's. */
export type EditingLanguage = 'en' | TranslationLanguage;

/**
 * A translation lives in the form under `translations.<language>.<field>` (the path the server
 * names it by in a refusal); the English field stays under its own name.
 */
export const translationKey = (language: string, field: string): string =>
  `translations.${language}.${field}`;
export const TRANSLATION_KEY = /^translations\.([a-z]{2})\.(\w+)$/;

/** The field a kind's uploaded image goes to. */
export const IMAGE_FIELD: Record<StudioKind, string> = {
  blogPost: 'featuredImage',
  portfolio: 'imageUrl',
  showcase: 'screenshot',
  testimonial: 'clientImage',
};

export const STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof STATUSES)[number];

const EMPTY: Record<StudioKind, StudioForm> = {
  blogPost: { title: '', slug: '', excerpt: '', content: '', featuredImage: '', tags: '', status: 'draft' },
  portfolio: {
    title: '',
    description: '',
    category: PORTFOLIO_CATEGORIES[0],
    imageUrl: '',
    featured: 'false',
    completedDate: '',
    technologies: '',
    liveUrl: '',
    status: 'draft',
  },
  showcase: { companyName: '', websiteUrl: '', packageType: PACKAGE_IDS[0], screenshot: '', status: 'draft' },
  testimonial: {
    clientName: '',
    clientCompany: '',
    rating: '5',
    content: '',
    clientImage: '',
    status: 'draft',
  },
};

export const emptyForm = (kind: StudioKind): StudioForm => EMPTY[kind];

/** The form of a stored item; a post's HTML is kept as it is (Markdown passes HTML through). */
export function formOf(kind: StudioKind, item: StudioItem): StudioForm {
  const stored = item as Partial<Record<string, unknown>>;
  const form: Record<string, string> = { status: item.status };
  for (const [name, type] of Object.entries(STUDIO_FIELDS[kind])) {
    const value = stored[name];
    form[name] = Array.isArray(value)
      ? value.join(', ')
      : type === 'checkbox'
        ? String(value === true)
        : value === undefined || value === null
          ? ''
          : String(value);
  }
  const translations = (stored.translations ?? {}) as Partial<
    Record<string, Partial<Record<string, string | readonly string[]>>>
  >;
  for (const [language, texts] of Object.entries(translations)) {
    for (const [field, text] of Object.entries(texts ?? {})) {
      // A translated list (a post's tags) is typed as its English one is: a comma list.
      if (text !== undefined)
        form[translationKey(language, field)] = typeof text === 'string' ? text : text.join(', ');
    }
  }
  return form;
}

/**
 * The `translations` body of a form: each language with the fields written in it; an empty text is
 * not sent. Undefined when the form has no translation at all (a new item, or a stored one never
 * translated); a stored item whose translations were all emptied sends `{}`, which removes them.
 */
export function translationsOf(
  kind: StudioKind,
  form: StudioForm,
): Record<string, Record<string, string | string[]>> | undefined {
  const keys = Object.keys(form).filter((key) => TRANSLATION_KEY.test(key));
  if (keys.length === 0) return undefined;
  const translations: Record<string, Record<string, string | string[]>> = {};
  const types: Readonly<Record<string, FieldType>> = STUDIO_FIELDS[kind];
  for (const key of keys) {
    const [, language = '', field = ''] = TRANSLATION_KEY.exec(key) ?? [];
    const text = (form[key] ?? '').trim();
    if (text === '' || !translatedFieldsOf(kind).includes(field)) continue;
    const value =
      types[field] === 'list'
        ? listOf(text)
        : kind === 'blogPost' && field === 'content'
          ? markdownToHtml(text)
          : text;
    // A list of only commas is no list: the page shows the English one.
    if (Array.isArray(value) && value.length === 0) continue;
    translations[language] = { ...translations[language], [field]: value };
  }
  return translations;
}

/** The field a list and the confirmation name an item by. */
const TITLE_FIELD: Record<StudioKind, string> = {
  blogPost: 'title',
  portfolio: 'title',
  showcase: 'companyName',
  testimonial: 'clientName',
};

/** The title a list and the confirmation name an item by. */
export const titleOf = (kind: StudioKind, item: StudioItem): string =>
  String((item as Partial<Record<string, unknown>>)[TITLE_FIELD[kind]] ?? '');

/** Commas between a list's entries: the Latin one, and the Arabic, Chinese and Japanese ones a translator types. */
export const LIST_SEPARATOR = /[,\u060C\uFF0C\u3001]/;

const listOf = (text: string): string[] =>
  text
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const statusOf = (form: StudioForm): ContentStatus => (form.status === 'published' ? 'published' : 'draft');

/** Markdown to HTML, synchronously (no async extensions are used). */
export const markdownToHtml = (markdown: string): string =>
  markdown.trim() === '' ? '' : marked.parse(markdown, { async: false, gfm: true });

/** A save: a new item (`id` null) or changes to a stored one, with the contract's body. */
export type SaveInput =
  | { kind: 'blogPost'; id: null; body: BodyOf<'studioCreateBlogPost'> }
  | { kind: 'blogPost'; id: string; body: BodyOf<'studioUpdateBlogPost'> }
  | { kind: 'portfolio'; id: null; body: BodyOf<'studioCreatePortfolio'> }
  | { kind: 'portfolio'; id: string; body: BodyOf<'studioUpdatePortfolio'> }
  | { kind: 'showcase'; id: null; body: BodyOf<'studioCreateShowcase'> }
  | { kind: 'showcase'; id: string; body: BodyOf<'studioUpdateShowcase'> }
  | { kind: 'testimonial'; id: null; body: BodyOf<'studioCreateTestimonial'> }
  | { kind: 'testimonial'; id: string; body: BodyOf<'studioUpdateTestimonial'> };

/** The body of a form with its translations. */
export function toSaveInput(kind: StudioKind, id: string | null, form: StudioForm): SaveInput {
  const input = englishSaveInput(kind, id, form);
  const translations = translationsOf(kind, form);
  const empty = translations !== undefined && Object.keys(translations).length === 0;
  // A new item leaves out an empty set; a stored one sends it, to remove what it had.
  if (translations === undefined || (empty && id === null)) return input;
  return { ...input, body: { ...input.body, translations } } as SaveInput;
}

/** The body of a form's English fields: a blank optional field is left out of a new item and removed from a stored one. */
function englishSaveInput(kind: StudioKind, id: string | null, form: StudioForm): SaveInput {
  const text = (name: string) => form[name] ?? '';
  if (kind === 'blogPost') {
    const body = {
      title: text('title'),
      ...(text('slug').trim() === '' ? {} : { slug: text('slug').trim() }),
      excerpt: text('excerpt'),
      content: markdownToHtml(text('content')),
      tags: listOf(text('tags')),
      status: statusOf(form),
    };
    const image = text('featuredImage');
    return id === null
      ? { kind, id, body: { ...body, ...(image ? { featuredImage: image } : {}) } }
      : { kind, id, body: { ...body, featuredImage: image || null } };
  }
  if (kind === 'portfolio') {
    const category =
      PORTFOLIO_CATEGORIES.find((entry) => entry === text('category')) ?? PORTFOLIO_CATEGORIES[0];
    const body = {
      title: text('title'),
      description: text('description'),
      category,
      imageUrl: text('imageUrl'),
      featured: text('featured') === 'true',
      completedDate: text('completedDate'),
      technologies: listOf(text('technologies')),
      status: statusOf(form),
    };
    const liveUrl = text('liveUrl').trim();
    return id === null
      ? { kind, id, body: { ...body, ...(liveUrl ? { liveUrl } : {}) } }
      : { kind, id, body: { ...body, liveUrl: liveUrl || null } };
  }
  if (kind === 'showcase') {
    const packageType = PACKAGE_IDS.find((entry) => entry === text('packageType')) ?? PACKAGE_IDS[0];
    const body = {
      companyName: text('companyName'),
      websiteUrl: text('websiteUrl').trim(),
      packageType,
      status: statusOf(form),
    };
    const screenshot = text('screenshot');
    return id === null
      ? { kind, id, body: { ...body, ...(screenshot ? { screenshot } : {}) } }
      : { kind, id, body: { ...body, screenshot: screenshot || null } };
  }
  const body = {
    clientName: text('clientName'),
    clientCompany: text('clientCompany'),
    rating: Number(text('rating')),
    content: text('content'),
    clientImage: text('clientImage'),
    status: statusOf(form),
  };
  return id === null ? { kind, id, body } : { kind, id, body };
}

/** Publish or unpublish: only the status changes. */
export interface StatusInput {
  kind: StudioKind;
  id: string;
  body: { status: ContentStatus };
}

export interface RemoveInput {
  kind: StudioKind;
  id: string;
}

/** The image chosen for upload (a File in the browser). */
export type UploadInput = Blob;
export type UploadAnswer = UploadResponse;

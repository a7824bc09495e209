/**
 * What the content studio edits, kind by kind: the fields of a kind's form, how a stored item fills
 * it, and how it becomes the contract's body. A form holds what a person types (strings); the post
 * body is written in Markdown (HTML passes through) and sent as HTML, which the server reduces to
 * the blog allow-list.
 */
import { marked } from 'marked';
import type { UploadResponse } from '../../contract/api/studio';
import type { BodyOf, ResponseOf } from '../../contract/routes';

export const STUDIO_KINDS = ['blogPost', 'testimonial'] as const;
export type StudioKind = (typeof STUDIO_KINDS)[number];

export type StudioForm = Readonly<Record<string, string>>;

/** A stored item as the studio lists it, by kind. */
export interface StudioItems {
  blogPost: ResponseOf<'studioBlogPosts'>[number];
  testimonial: ResponseOf<'studioTestimonials'>[number];
}
export type StudioItem = StudioItems[StudioKind];

/** How a field is edited: a line, a longer text, Markdown, an uploaded image, a comma list, 1–5. */
export type FieldType = 'text' | 'textarea' | 'markdown' | 'image' | 'list' | 'rating';

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
  testimonial: {
    clientName: 'text',
    clientCompany: 'text',
    rating: 'rating',
    content: 'textarea',
    clientImage: 'image',
  },
} as const satisfies Record<StudioKind, Record<string, FieldType>>;

export const fieldNamesOf = (kind: StudioKind): string[] => Object.keys(STUDIO_FIELDS[kind]);

/** The field a kind's uploaded image goes to. */
export const IMAGE_FIELD: Record<StudioKind, string> = {
  blogPost: 'featuredImage',
  testimonial: 'clientImage',
};

export const STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof STATUSES)[number];

const EMPTY: Record<StudioKind, StudioForm> = {
  blogPost: { title: '', slug: '', excerpt: '', content: '', featuredImage: '', tags: '', status: 'draft' },
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

const isPost = (item: StudioItem): item is StudioItems['blogPost'] => 'slug' in item;

/** The form of a stored item; a post's HTML is kept as it is (Markdown passes HTML through). */
export const formOf = (item: StudioItem): StudioForm =>
  isPost(item)
    ? {
        title: item.title,
        slug: item.slug,
        excerpt: item.excerpt,
        content: item.content,
        featuredImage: item.featuredImage ?? '',
        tags: item.tags.join(', '),
        status: item.status,
      }
    : {
        clientName: item.clientName,
        clientCompany: item.clientCompany,
        rating: String(item.rating),
        content: item.content,
        clientImage: item.clientImage,
        status: item.status,
      };

/** The title a list and the confirmation name an item by. */
export const titleOf = (item: StudioItem): string => (isPost(item) ? item.title : item.clientName);

const listOf = (text: string): string[] =>
  text
    .split(',')
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
  | { kind: 'testimonial'; id: null; body: BodyOf<'studioCreateTestimonial'> }
  | { kind: 'testimonial'; id: string; body: BodyOf<'studioUpdateTestimonial'> };

/** The body of a form: a blank optional field is left out of a new item and removed from a stored one. */
export function toSaveInput(kind: StudioKind, id: string | null, form: StudioForm): SaveInput {
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

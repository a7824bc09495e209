import type { BlogPostSummary } from '../../../contract';

/** A card shows at most this many of a post's tags (spec part 2 §9). */
export const CARD_TAG_LIMIT = 3;

/** The tags a card shows. */
export const cardTags = (post: Pick<BlogPostSummary, 'tags'>): string[] => post.tags.slice(0, CARD_TAG_LIMIT);

/** The post's address on this site. */
export const blogPostPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

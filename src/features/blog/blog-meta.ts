/** A card shows at most this many of a post's tags (spec part 2 §9). */
export const CARD_TAG_LIMIT = 3;

/** The tags a card shows, of the post's tags in the page's language. */
export const cardTags = (tags: readonly string[]): readonly string[] => tags.slice(0, CARD_TAG_LIMIT);

/** The post's address on this site. */
export const blogPostPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

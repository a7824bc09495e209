/**
 * The seeded posts a visitor reads in their own language (issue 20): each of these carries its title,
 * excerpt and body in all nine other languages, and each body is the English one's translation, not
 * a new page: the same elements in the same order (headings, lists, table, links) once sanitised
 * as the seed stores it, the same links (site paths in the reader's language), and a title and
 * excerpt that still fit a search result as well as the English ones do.
 */
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../../../contract/translations';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../services/health-check/scoring';
import { demoBlogPosts } from '../seed-demo-content';

const TRANSLATED_SLUGS = [
  'website-accessibility-small-business',
  'emergency-website-development-48-hours',
  'fast-business-website-page-speed-guide',
  'local-seo-checklist-small-business',
];

const posts = demoBlogPosts(new Date('2030-06-01T09:00:00.000Z'));

/** The elements of a body in document order, closing tags included, without attributes or text. */
const outline = (html: string): string[] => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[0]);

const hrefs = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');

describe.each(TRANSLATED_SLUGS)('the seeded post %s', (slug) => {
  const post = posts.find((entry) => entry.slug === slug);

  it.each(TRANSLATION_LANGUAGES)('reads in %s with the English structure and links', (language) => {
    expect(post, slug).toBeDefined();
    if (!post) return;
    const text = post.translations?.[language];
    expect(Object.keys(text ?? {}).sort()).toEqual(['content', 'excerpt', 'title']);
    const { title = '', excerpt = '', content = '' } = text ?? {};

    expect(outline(content)).toEqual(outline(post.content));
    // Site paths lead to the same page in the reader's language; other addresses stay as they are.
    expect(hrefs(content)).toEqual(
      hrefs(post.content).map((href) => (href.startsWith('/') ? `/${language}${href}` : href)),
    );

    expect(title).not.toBe(post.title);
    expect(title.length).toBeGreaterThanOrEqual(TITLE_LENGTH.min);
    expect(title.length).toBeLessThanOrEqual(Math.max(TITLE_LENGTH.max, post.title.length));
    expect(excerpt.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
    expect(excerpt.length).toBeLessThanOrEqual(Math.max(DESCRIPTION_LENGTH.max, post.excerpt.length) + 15);
  });
});

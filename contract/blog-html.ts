/**
 * The blog's HTML allow-list (decision 22), one list for both sanitisers: the server's
 * (server/lib/sanitize-html.ts, when a post is saved and served) and the browser's
 * (src/features/blog/blog-html.ts, before it renders). Everything not named here is dropped.
 */
export const BLOG_HTML_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export const BLOG_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** The text inside these is code or another document, never prose to keep. */
export const BLOG_NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
] as const;

/** A link always leaves the page without handing it `window.opener` or the post's address. */
export const BLOG_LINK_REL = 'noopener noreferrer';

/**
 * The blog's HTML allow-list (decision 22) and its one sanitiser, run by the server (when a post is
 * saved and served) and the browser (before it renders). Everything not named here is dropped:
 * scripts, event handlers, inline styles, iframes, forms and any URL scheme other than http(s),
 * mailto (links) and site paths. A record written around the service (an old journal, a
 * hand-edited database) still cannot run script in a reader's browser.
 */
import { FilterXSS } from 'xss';
import type { LanguageCode } from './catalogue';
import { languageOfPath, localizedPath } from './language-paths';

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

/** Links may go to the web, to an email address or to a path of this site; images only to the web or the site. */
const SAFE_URL: Readonly<Record<string, RegExp>> = {
  a: /^(?:https?:\/\/|mailto:|\/(?!\/))/i,
  img: /^(?:https?:\/\/|\/(?!\/))/i,
};

/**
 * A link to a page of this site leads to that page in the reader's language (decision 30: in-page
 * links stay in the page's language), so a post's body is written once with the plain paths
 * ('/blog/…', '/#pricing') and reads right under every language; a path that names its language,
 * and any address elsewhere, stays as written (undefined: xss writes it as usual).
 */
const siteLinkIn = (language: LanguageCode, href: string): string | undefined => {
  if (!/^\/(?!\/)/.test(href) || languageOfPath(href).prefixed) return undefined;
  return `href="${localizedPath(language, href).replace(/"/g, '&quot;')}"`;
};

const filterFor = (language?: LanguageCode): FilterXSS =>
  new FilterXSS({
    whiteList: Object.fromEntries(BLOG_HTML_TAGS.map((tag) => [tag, [...(BLOG_HTML_ATTRIBUTES[tag] ?? [])]])),
    stripIgnoreTag: true,
    stripIgnoreTagBody: [...BLOG_NON_TEXT_TAGS],
    css: false,
    onTagAttr: (tag, name, value) => {
      // The author's rel is replaced by ours below; a URL outside the schemes loses its attribute.
      if (name === 'rel') return '';
      // An empty alt marks a decorative image; xss alone would write a bare `alt`.
      if (name === 'alt' && value === '') return 'alt=""';
      if (name !== 'href' && name !== 'src') return undefined;
      const pattern = SAFE_URL[tag];
      if (!pattern?.test(value.trim())) return '';
      return language && tag === 'a' ? siteLinkIn(language, value.trim()) : undefined;
    },
  });

/** One filter for storing, one per language for reading, made when first needed. */
const filters = new Map<LanguageCode | undefined, FilterXSS>();
const filterOf = (language?: LanguageCode): FilterXSS => {
  const filter = filters.get(language) ?? filterFor(language);
  filters.set(language, filter);
  return filter;
};

/** Every kept link, with or without an address, leaves without the opener. */
const withSafeRel = (html: string): string =>
  html.replace(/<a(\s[^>]*)?>/g, (_whole, attributes: string | undefined) => {
    const kept = (attributes ?? '').trimEnd();
    return `<a${kept} rel="${BLOG_LINK_REL}">`;
  });

/**
 * The post body reduced to the allow-list; safe to render as HTML. The server runs it when a post
 * is saved and when it is served, the page before it renders (decision 22), there with the page's
 * language for the site's links: `xss` works on the string alone, so the server's render and the
 * browser's hydration produce the same HTML.
 */
export const sanitizeBlogHtml = (html: string, readIn?: LanguageCode): string =>
  withSafeRel(filterOf(readIn).process(html));

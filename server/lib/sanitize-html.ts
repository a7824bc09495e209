/**
 * The blog's HTML allow-list (decision 22). Posts are sanitised when saved and again when served, so
 * a record written around the service (an old journal, a hand-edited database) still cannot run
 * script in a reader's browser. Everything not named here is dropped: scripts, event handlers,
 * inline styles, iframes, forms and any URL scheme other than http(s), mailto (links) and site paths.
 */
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
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
];

/** A link always leaves the page without handing it `window.opener` or the post's address. */
const LINK_REL = 'noopener noreferrer';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" would load from another origin while looking like a site path.
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // The text inside these is code or another document, never prose to keep.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
  },
};

/** The post body reduced to the allow-list; safe to render as HTML. */
export const sanitizeBlogHtml = (html: string): string => sanitize(html, OPTIONS);

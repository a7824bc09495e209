/**
 * The blog's HTML allow-list (decision 22). Posts are sanitised when saved and again when served, so
 * a record written around the service (an old journal, a hand-edited database) still cannot run
 * script in a reader's browser. Everything not named here is dropped: scripts, event handlers,
 * inline styles, iframes, forms and any URL scheme other than http(s), mailto (links) and site paths.
 */
import sanitize from 'sanitize-html';
import {
  BLOG_HTML_ATTRIBUTES,
  BLOG_HTML_TAGS,
  BLOG_LINK_REL,
  BLOG_NON_TEXT_TAGS,
} from '../../contract/blog-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...BLOG_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(BLOG_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" would load from another origin while looking like a site path.
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...BLOG_NON_TEXT_TAGS],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: BLOG_LINK_REL } }),
  },
};

/** The post body reduced to the allow-list; safe to render as HTML. */
export const sanitizeBlogHtml = (html: string): string => sanitize(html, OPTIONS);

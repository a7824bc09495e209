/**
 * A post's body goes through the allow-list once more before it is rendered (decision 22): the
 * server sanitised it when it was saved and when it was served, and the browser does not take a
 * proxy's or a mock's word for it. The server's tags and attributes (contract/blog-html.ts) and URL schemes; everything else is dropped. `xss` works on the string alone, so
 * the server renderer and the browser produce the same HTML, and it weighs a tenth of the server's
 * sanitiser.
 */
import { FilterXSS, type IWhiteList } from 'xss';
import {
  BLOG_HTML_ATTRIBUTES,
  BLOG_HTML_TAGS,
  BLOG_LINK_REL,
  BLOG_NON_TEXT_TAGS,
} from '../../../contract/blog-html';

const ALLOW_LIST: IWhiteList = Object.fromEntries(
  BLOG_HTML_TAGS.map((tag) => [tag, [...(BLOG_HTML_ATTRIBUTES[tag] ?? [])]]),
);

/** Links may go to the web, to an email address or to a path of this site; images only to the web or the site. */
const SAFE_URL: Readonly<Record<string, RegExp>> = {
  a: /^(?:https?:\/\/|mailto:|\/(?!\/))/i,
  img: /^(?:https?:\/\/|\/(?!\/))/i,
};

const filter = new FilterXSS({
  whiteList: ALLOW_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...BLOG_NON_TEXT_TAGS],
  css: false,
  onTagAttr: (tag, name, value) => {
    if (name === 'rel') return `rel="${BLOG_LINK_REL}"`;
    if (name !== 'href' && name !== 'src') return undefined;
    const pattern = SAFE_URL[tag];
    return pattern?.test(value.trim()) ? undefined : '';
  },
});

/** The post body reduced to the allow-list; safe to render as HTML. */
export const sanitizeBlogHtml = (html: string): string => filter.process(html);

/**
 * A post's body goes through the allow-list once more before it is rendered (decision 22): the
 * server sanitised it when it was saved and when it was served, and the browser does not take a
 * proxy's or a mock's word for it. The same tags, attributes and URL schemes as the server's list
 * (server/lib/sanitize-html.ts); everything else is dropped. `xss` works on the string alone, so
 * the server renderer and the browser produce the same HTML, and it weighs a tenth of the server's
 * sanitiser.
 */
import { FilterXSS, type IWhiteList } from 'xss';

const TEXT_TAGS = [
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
  'strong',
  'em',
  'b',
  'i',
];
const BLOCK_TAGS = ['code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tr'];

const ALLOW_LIST: IWhiteList = {
  ...Object.fromEntries([...TEXT_TAGS, ...BLOCK_TAGS].map((tag) => [tag, []])),
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Links may go to the web, to an email address or to a path of this site; images only to the web or the site. */
const SAFE_URL: Readonly<Record<string, RegExp>> = {
  a: /^(?:https?:\/\/|mailto:|\/(?!\/))/i,
  img: /^(?:https?:\/\/|\/(?!\/))/i,
};

const filter = new FilterXSS({
  whiteList: ALLOW_LIST,
  stripIgnoreTag: true,
  // The text inside these is code or another document, never prose to keep.
  stripIgnoreTagBody: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
  ],
  css: false,
  onTagAttr: (tag, name, value) => {
    if (name === 'rel') return 'rel="noopener noreferrer"';
    if (name !== 'href' && name !== 'src') return undefined;
    const pattern = SAFE_URL[tag];
    return pattern?.test(value.trim()) ? undefined : '';
  },
});

/** The post body reduced to the allow-list; safe to render as HTML. */
export const sanitizeBlogHtml = (html: string): string => filter.process(html);

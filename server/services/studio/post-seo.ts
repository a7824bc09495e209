/**
 * A post's SEO score (issue 20), computed by the server from the post itself with the health check's
 * SEO rules (scoring.ts, the category's checks and penalties): the post is laid out as its public
 * page lays it out (the title as the page title and the one h1, the excerpt as the meta description,
 * the page's language and canonical address) and measured like any fetched page. Two rules only a
 * post has are added in the same shape: a post should link somewhere and have subheadings. The
 * score is 100 less the points of every failing rule; the findings say what raises it.
 */
import { load } from 'cheerio';
import type { SeoFinding } from '@contract/api/studio';
import { measurePage, type PageFacts } from '../health-check/page-facts';
import { CHECKS, type Check } from '../health-check/scoring';

export interface ScoredPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  featuredImage?: string;
}

interface PostFacts extends PageFacts {
  /** Links in the body with an address. */
  links: number;
  /** h2–h4 headings in the body. */
  subheadings: number;
}

type PostCheck = Omit<Check, 'id' | 'fails' | 'description' | 'visitorShare' | 'params'> & {
  id: string;
  fails: (facts: PostFacts) => boolean;
  description: (facts: PostFacts) => string;
};

/** The rules a post has beyond a page's: they belong to the SEO category like the page rules. */
export const POST_CHECKS: readonly PostCheck[] = [
  {
    id: 'links-missing',
    category: 'seo',
    penalty: 10,
    fails: (f) => f.links === 0,
    issue: 'No links',
    description: () =>
      'The post links nowhere. Link to a related post or service page and to the sources it cites, so readers and search engines find more.',
  },
  {
    id: 'subheadings-missing',
    category: 'seo',
    penalty: 5,
    fails: (f) => f.subheadings === 0,
    issue: 'No subheadings',
    description: () =>
      'The post has no subheadings. Break it into sections with h2 headings that say what each section answers.',
  },
];

const SEO_CHECKS: readonly PostCheck[] = [
  ...CHECKS.filter((check) => check.category === 'seo'),
  ...POST_CHECKS,
];

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The post laid out like its public page (the page's own chrome adds nothing the rules read). */
function pageOf(post: ScoredPost): string {
  const image = post.featuredImage
    ? `<img src="${escapeHtml(post.featuredImage)}" alt="${escapeHtml(post.title)}">`
    : '';
  return (
    `<!doctype html><html lang="en"><head><title>${escapeHtml(post.title)}</title>` +
    `<meta name="description" content="${escapeHtml(post.excerpt)}">` +
    `<link rel="canonical" href="/blog/${escapeHtml(post.slug)}"></head>` +
    `<body><article><h1>${escapeHtml(post.title)}</h1>${image}${post.content}</article></body></html>`
  );
}

function measurePost(post: ScoredPost): PostFacts {
  const html = pageOf(post);
  const address = `https://site.invalid/blog/${post.slug}`;
  const facts = measurePage({
    url: address,
    finalUrl: address,
    status: 200,
    headers: {},
    html,
    loadTimeMs: 0,
  });
  const $ = load(post.content);
  return { ...facts, links: $('a[href]').length, subheadings: $('h2, h3, h4').length };
}

export function scorePost(post: ScoredPost): { score: number; findings: SeoFinding[] } {
  const facts = measurePost(post);
  const findings = SEO_CHECKS.filter((check) => check.fails(facts)).map((check) => ({
    rule: check.id,
    issue: check.issue,
    description: check.description(facts),
    points: check.penalty,
  }));
  const lost = findings.reduce((sum, finding) => sum + finding.points, 0);
  return { score: Math.max(0, 100 - lost), findings };
}

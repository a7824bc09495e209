/**
 * The health check's scoring, documented in one place (decision 20).
 *
 * 1. Four categories start at 100 points each. Every check in `CHECKS` that fails takes its `penalty`
 *    off its category; a category never goes below 0.
 * 2. Score = weighted mean of the categories: performance 30, mobile 25, SEO 25, security 20
 *    (`CATEGORY_WEIGHTS`), rounded to a whole number. `needsFixes` when score < 80 (the spec's "good"
 *    band starts at 80).
 * 3. Metrics: loadTime = measured seconds to the last byte of the final page, to the millisecond
 *    (a page served in 42 ms says 0.042, not "0 s");
 *    mobileScore, seoScore and securityScore are the category scores. The wire has no performance
 *    score: it shows through loadTime and the issue list.
 * 4. The wire has three issue lists. Mobile findings go to the performance list: they are about how
 *    the page works on a phone, which is what a visitor reads as the site "performing"; SEO and
 *    security lists stay exactly what their names say.
 * 5. Revenue loss follows the findings that cost visitors, not the score: each check has a
 *    `visitorShare`, the part of an assumed $10,000 monthly online revenue of a small business that
 *    the finding loses, because visitors meet it (they wait, they cannot read the page on a phone,
 *    the browser calls the site "Not secure") or never find the page (no title, noindex). A finding
 *    no visitor notices (a missing security header, a long title) costs nothing: it is a risk, and
 *    the score and the findings say so. Each finding carries its `revenueLoss` (whole dollars a month,
 *    the why of the total); estimatedRevenueLoss is their sum, at most half the baseline. So a page
 *    in the good band with only header findings shows no loss at all, and any loss shown names its
 *    causes.
 * 6. The score agrees with the loss (contract/health-score.ts): a page whose findings cost visitors
 *    anything scores at most 79 ("Good, but there's room for improvement."), one whose findings cost
 *    $1,000 a month or more at most 59 ("Critical issues found…"). So "Excellent!" never stands
 *    beside a loss (a plain-HTTP page that scores 92 on the weighted mean is a 79 with its $800), and
 *    every such page is offered the fix.
 *
 * Every issue's description says what to change, so the person reading the report can act on it.
 */
import type { HealthFindingCode, HealthFindingParams } from '@contract/health-findings';
import { MIN_FONT_PX, MIN_TAP_TARGET_PX, type PageFacts } from './page-facts';

export type Category = 'performance' | 'mobile' | 'seo' | 'security';
export type IssueList = 'performance' | 'seo' | 'security';

export const CATEGORY_WEIGHTS: Readonly<Record<Category, number>> = {
  performance: 30,
  mobile: 25,
  seo: 25,
  security: 20,
};

/** The wire list each category's issues are reported in (point 4 above). */
export const ISSUE_LIST: Readonly<Record<Category, IssueList>> = {
  performance: 'performance',
  mobile: 'performance',
  seo: 'seo',
  security: 'security',
};

export const NEEDS_FIXES_BELOW = 80;
export { MONTHLY_REVENUE_BASELINE_DOLLARS } from '@contract/health-score';
/** The most the findings together are said to cost: half the baseline. */
export const MAX_REVENUE_LOSS_SHARE = 0.5;

/** Load-time bands in seconds. */
export const LOAD_TIME = { good: 1, slow: 2.5, verySlow: 4 } as const;
export const HEAVY_PAGE_BYTES = 500 * 1024;
export const MANY_IMAGES = 25;
/** Smaller HTML gains little from compression. */
export const COMPRESSIBLE_BYTES = 1024;
export const TITLE_LENGTH = { min: 10, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

export interface Check {
  id: HealthFindingCode;
  category: Category;
  /** Points taken off the category when the check fails. */
  penalty: number;
  /** The part of the monthly revenue baseline the finding loses (point 5 above). */
  visitorShare: number;
  fails: (facts: PageFacts) => boolean;
  /** The figures its words name, for the page to write them in its language. */
  params?: (facts: PageFacts) => HealthFindingParams;
  /** Short title shown in the report. */
  issue: string;
  /** What was found and what to fix. */
  description: (facts: PageFacts) => string;
}

const seconds = (f: PageFacts) => (Math.round(f.loadTimeSeconds * 10) / 10).toFixed(1);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const loadParams = (f: PageFacts): HealthFindingParams => ({ seconds: Math.round(f.loadTimeSeconds * 10) / 10 });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const CHECKS: readonly Check[] = [
  // Performance
  {
    id: 'load-slow',
    category: 'performance',
    penalty: 20,
    visitorShare: 0.05,
    params: loadParams,
    fails: (f) => f.loadTimeSeconds > LOAD_TIME.good && f.loadTimeSeconds <= LOAD_TIME.slow,
    issue: 'Slow page load',
    description: (f) =>
      `The page took ${seconds(f)} s to load. Aim for under ${LOAD_TIME.good} s: enable caching, use a CDN and reduce server response time.`,
  },
  {
    id: 'load-very-slow',
    category: 'performance',
    penalty: 35,
    visitorShare: 0.12,
    params: loadParams,
    fails: (f) => f.loadTimeSeconds > LOAD_TIME.slow && f.loadTimeSeconds <= LOAD_TIME.verySlow,
    issue: 'Very slow page load',
    description: (f) =>
      `The page took ${seconds(f)} s to load; many visitors leave before it appears. Speed up the server, cache pages and move heavy work off the first request.`,
  },
  {
    id: 'load-critical',
    category: 'performance',
    penalty: 50,
    visitorShare: 0.2,
    params: loadParams,
    fails: (f) => f.loadTimeSeconds > LOAD_TIME.verySlow,
    issue: 'Critical page load time',
    description: (f) =>
      `The page took ${seconds(f)} s to load. Check the hosting, add caching and a CDN, and remove slow server-side calls.`,
  },
  {
    id: 'heavy-page',
    category: 'performance',
    penalty: 15,
    visitorShare: 0.02,
    params: (f) => ({ kb: Math.round(f.transferBytes / 1024), maxKb: Math.round(HEAVY_PAGE_BYTES / 1024) }),
    fails: (f) => f.transferBytes > HEAVY_PAGE_BYTES,
    issue: 'Heavy page',
    description: (f) =>
      `The HTML alone weighs ${kb(f.transferBytes)}. Keep it under ${kb(HEAVY_PAGE_BYTES)}: remove inlined data and images, and load content on demand.`,
  },
  {
    id: 'render-blocking-scripts',
    category: 'performance',
    penalty: 15,
    visitorShare: 0.02,
    params: (f) => ({ count: f.blockingScripts }),
    fails: (f) => f.blockingScripts > 0,
    issue: 'Render-blocking scripts',
    description: (f) =>
      `Found ${plural(f.blockingScripts, 'script')} in the <head> without defer or async, delaying the first paint. Add defer or async, or move them to the end of the body.`,
  },
  {
    id: 'many-images',
    category: 'performance',
    penalty: 10,
    visitorShare: 0.01,
    params: (f) => ({ count: f.imageCount }),
    fails: (f) => f.imageCount > MANY_IMAGES,
    issue: 'Too many images',
    description: (f) =>
      `The page loads ${f.imageCount} images. Lazy-load images below the fold (loading="lazy") and combine small icons into SVG.`,
  },
  {
    id: 'image-dimensions',
    category: 'performance',
    penalty: 5,
    visitorShare: 0.01,
    params: (f) => ({ count: f.imagesWithoutDimensions }),
    fails: (f) => f.imagesWithoutDimensions > 0,
    issue: 'Images without size hints',
    description: (f) =>
      `Found ${plural(f.imagesWithoutDimensions, 'image')} without width and height attributes, so the layout jumps while they load. Add both attributes to every image.`,
  },
  {
    id: 'no-compression',
    category: 'performance',
    penalty: 10,
    visitorShare: 0.01,
    fails: (f) => !f.compressed && f.htmlBytes >= COMPRESSIBLE_BYTES,
    issue: 'No text compression',
    description: () =>
      'The server sends the page uncompressed. Enable gzip or Brotli compression for HTML, CSS and JavaScript.',
  },
  // Mobile (reported in the performance list)
  {
    id: 'viewport-missing',
    category: 'mobile',
    penalty: 50,
    visitorShare: 0.15,
    fails: (f) => f.viewport === 'missing',
    issue: 'Not mobile-friendly',
    description: () =>
      'The page has no viewport meta tag, so phones show a shrunken desktop page. Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
  },
  {
    id: 'viewport-width',
    category: 'mobile',
    penalty: 25,
    visitorShare: 0.08,
    fails: (f) => f.viewport === 'not-device-width',
    issue: 'Fixed-width viewport',
    description: () =>
      'The viewport meta tag does not use width=device-width, so the layout does not adapt to the screen. Set width=device-width, initial-scale=1.',
  },
  {
    id: 'zoom-disabled',
    category: 'mobile',
    penalty: 10,
    visitorShare: 0,
    fails: (f) => f.viewportBlocksZoom,
    issue: 'Zoom is disabled',
    description: () =>
      'The viewport blocks pinch-zoom (user-scalable=no or a low maximum-scale). Remove these settings so visitors can enlarge text.',
  },
  {
    id: 'images-not-responsive',
    category: 'mobile',
    penalty: 15,
    visitorShare: 0.02,
    params: (f) => ({ count: f.imagesWithoutSrcset }),
    fails: (f) => f.imagesWithoutSrcset > 0,
    issue: 'Images are not responsive',
    description: (f) =>
      `Found ${plural(f.imagesWithoutSrcset, 'image')} without srcset or a <picture> source, so phones download desktop-sized files. Provide several sizes with srcset and sizes.`,
  },
  {
    id: 'small-fonts',
    category: 'mobile',
    penalty: 15,
    visitorShare: 0.02,
    params: (f) => ({ count: f.smallFontElements, px: MIN_FONT_PX }),
    fails: (f) => f.smallFontElements > 0,
    issue: 'Text too small on phones',
    description: (f) =>
      `Found ${plural(f.smallFontElements, 'element')} with a font size under ${MIN_FONT_PX}px. Use at least 16px for body text.`,
  },
  {
    id: 'small-tap-targets',
    category: 'mobile',
    penalty: 10,
    visitorShare: 0.02,
    params: (f) => ({ count: f.smallTapTargets, px: MIN_TAP_TARGET_PX }),
    fails: (f) => f.smallTapTargets > 0,
    issue: 'Tap targets too small',
    description: (f) =>
      `Found ${plural(f.smallTapTargets, 'link or button', 'links or buttons')} smaller than ${MIN_TAP_TARGET_PX}px. Make buttons and links at least 48px tall and wide on phones.`,
  },
  // SEO
  {
    id: 'title-missing',
    category: 'seo',
    penalty: 30,
    visitorShare: 0.04,
    params: () => ({ min: TITLE_LENGTH.min, max: TITLE_LENGTH.max }),
    fails: (f) => f.title === null,
    issue: 'Missing page title',
    description: () =>
      `The page has no <title>. Add a unique title of ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters naming the business and what it offers.`,
  },
  {
    id: 'title-length',
    category: 'seo',
    penalty: 10,
    visitorShare: 0,
    params: (f) => ({ length: f.title?.length ?? 0, min: TITLE_LENGTH.min, max: TITLE_LENGTH.max }),
    fails: (f) =>
      f.title !== null && (f.title.length < TITLE_LENGTH.min || f.title.length > TITLE_LENGTH.max),
    issue: 'Title length',
    description: (f) =>
      `The title has ${f.title?.length ?? 0} characters. Keep it between ${TITLE_LENGTH.min} and ${TITLE_LENGTH.max} so search results show it whole.`,
  },
  {
    id: 'description-missing',
    category: 'seo',
    penalty: 20,
    visitorShare: 0.01,
    params: () => ({ min: DESCRIPTION_LENGTH.min, max: DESCRIPTION_LENGTH.max }),
    fails: (f) => f.metaDescription === null,
    issue: 'Missing meta description',
    description: () =>
      `Add <meta name="description"> with a ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} character summary; search engines show it under the title.`,
  },
  {
    id: 'description-length',
    category: 'seo',
    penalty: 5,
    visitorShare: 0,
    params: (f) => ({ length: f.metaDescription?.length ?? 0, min: DESCRIPTION_LENGTH.min, max: DESCRIPTION_LENGTH.max }),
    fails: (f) =>
      f.metaDescription !== null &&
      (f.metaDescription.length < DESCRIPTION_LENGTH.min ||
        f.metaDescription.length > DESCRIPTION_LENGTH.max),
    issue: 'Meta description length',
    description: (f) =>
      `The meta description has ${f.metaDescription?.length ?? 0} characters. Keep it between ${DESCRIPTION_LENGTH.min} and ${DESCRIPTION_LENGTH.max}.`,
  },
  {
    id: 'h1-missing',
    category: 'seo',
    penalty: 15,
    visitorShare: 0.01,
    fails: (f) => f.h1Count === 0,
    issue: 'Missing main heading',
    description: () => 'The page has no <h1>. Add exactly one h1 that states what the page is about.',
  },
  {
    id: 'h1-multiple',
    category: 'seo',
    penalty: 10,
    visitorShare: 0,
    params: (f) => ({ count: f.h1Count }),
    fails: (f) => f.h1Count > 1,
    issue: 'Several main headings',
    description: (f) =>
      `The page has ${f.h1Count} <h1> headings. Keep one h1 and turn the others into h2 or h3.`,
  },
  {
    id: 'img-alt',
    category: 'seo',
    penalty: 10,
    visitorShare: 0,
    params: (f) => ({ count: f.imagesWithoutAlt }),
    fails: (f) => f.imagesWithoutAlt > 0,
    issue: 'Images without alt text',
    description: (f) =>
      `Found ${plural(f.imagesWithoutAlt, 'image')} without an alt attribute. Describe each image in alt (alt="" for purely decorative ones).`,
  },
  {
    id: 'canonical-missing',
    category: 'seo',
    penalty: 5,
    visitorShare: 0,
    fails: (f) => !f.hasCanonical,
    issue: 'Missing canonical link',
    description: () =>
      'Add <link rel="canonical" href="…"> with the preferred address, so duplicates do not split the ranking.',
  },
  {
    id: 'lang-missing',
    category: 'seo',
    penalty: 10,
    visitorShare: 0,
    fails: (f) => !f.hasLang,
    issue: 'Missing page language',
    description: () => 'Add a lang attribute to the <html> element (for example lang="en").',
  },
  {
    id: 'noindex',
    category: 'seo',
    penalty: 30,
    visitorShare: 0.1,
    fails: (f) => f.noindex,
    issue: 'Hidden from search engines',
    description: () =>
      'A robots "noindex" rule (meta tag or X-Robots-Tag header) keeps this page out of search results. Remove it unless the page should stay hidden.',
  },
  // Security
  {
    id: 'no-https',
    category: 'security',
    penalty: 40,
    visitorShare: 0.08,
    fails: (f) => !f.https,
    issue: 'No HTTPS',
    description: () =>
      'The page is served over plain HTTP, and browsers mark it "Not secure". Install a TLS certificate and redirect all HTTP traffic to HTTPS.',
  },
  {
    id: 'no-hsts',
    category: 'security',
    penalty: 15,
    visitorShare: 0,
    fails: (f) => !f.hasHsts,
    issue: 'No HSTS header',
    description: () =>
      'Send Strict-Transport-Security: max-age=31536000; includeSubDomains over HTTPS so browsers never fall back to HTTP.',
  },
  {
    id: 'no-csp',
    category: 'security',
    penalty: 15,
    visitorShare: 0,
    fails: (f) => !f.hasCsp,
    issue: 'No Content Security Policy',
    description: () =>
      'Add a Content-Security-Policy header that lists the sources scripts and styles may come from, to contain cross-site scripting.',
  },
  {
    id: 'no-frame-protection',
    category: 'security',
    penalty: 10,
    visitorShare: 0,
    fails: (f) => !f.hasFrameProtection,
    issue: 'Clickjacking protection missing',
    description: () =>
      "Send X-Frame-Options: DENY (or SAMEORIGIN), or a CSP with frame-ancestors 'self', so other sites cannot frame this page.",
  },
  {
    id: 'no-nosniff',
    category: 'security',
    penalty: 10,
    visitorShare: 0,
    fails: (f) => !f.hasNosniff,
    issue: 'MIME sniffing allowed',
    description: () => 'Send X-Content-Type-Options: nosniff so browsers use the declared content types.',
  },
  {
    id: 'mixed-content',
    category: 'security',
    penalty: 20,
    visitorShare: 0.02,
    params: (f) => ({ count: f.mixedContent }),
    fails: (f) => f.mixedContent > 0,
    issue: 'Mixed content',
    description: (f) =>
      `Found ${plural(f.mixedContent, 'resource')} loaded over http:// on this HTTPS page; browsers block or flag them. Change every resource address to https://.`,
  },
];

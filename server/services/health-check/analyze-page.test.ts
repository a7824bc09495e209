import { describe, expect, it } from 'vitest';
import { healthCheckResultSchema } from '@contract/entities';
import { scoreBandOf } from '@contract/health-score';
import { analyzePage } from './analyze-page';
import type { FetchedPage } from './page-facts';
import { CHECKS } from './scoring';
import { GOOD_BODY, GOOD_HEAD, GOOD_HEADERS, html, wellBuiltPage } from './test-fixtures/pages';

const withoutHeader = (name: string): Record<string, string> => {
  const headers: Record<string, string> = { ...GOOD_HEADERS };
  delete headers[name];
  return headers;
};
const headWith = (extra: string) => html({ head: `${GOOD_HEAD}${extra}` });
const headReplacing = (from: string, to: string) => html({ head: GOOD_HEAD.replace(from, to) });
const bodyWith = (extra: string) => html({ body: `${GOOD_BODY}${extra}` });
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const TITLE = '<title>Acme Plumbing – Emergency Plumbers in Austin</title>';
const DESCRIPTION_TAG = /<meta name="description"[^>]*>/.exec(GOOD_HEAD)?.[0] ?? '';
const CANONICAL = '<link rel="canonical" href="https://acme.example/">';

describe('analyzePage on a well-built page', () => {
  const result = analyzePage(wellBuiltPage());

  it('scores 100 with no issues and no revenue loss', () => {
    expect(result).toEqual({
      score: 100,
      needsFixes: false,
      estimatedRevenueLoss: 0,
      metrics: { loadTime: 0.3, mobileScore: 100, seoScore: 100, securityScore: 100 },
      issues: { performance: [], seo: [], security: [] },
    });
  });

  it('answers in the shape of the contract', () => {
    expect(healthCheckResultSchema.parse(result)).toEqual(result);
  });
});

type Case = [issue: string, list: 'performance' | 'seo' | 'security', page: Partial<FetchedPage>];

const CASES: Case[] = [
  ['Slow page load', 'performance', { loadTimeMs: 1500 }],
  ['Very slow page load', 'performance', { loadTimeMs: 3000 }],
  ['Critical page load time', 'performance', { loadTimeMs: 6000 }],
  ['Heavy page', 'performance', { transferBytes: 600 * 1024 }],
  ['Render-blocking scripts', 'performance', { html: headWith('<script src="/tracker.js"></script>') }],
  [
    'Too many images',
    'performance',
    { html: bodyWith('<img src="/i.jpg" srcset="/i.jpg 1x" width="1" height="1" alt="">'.repeat(30)) },
  ],
  [
    'Images without size hints',
    'performance',
    { html: bodyWith('<img src="/a.jpg" srcset="/a.jpg 1x" alt="a">') },
  ],
  ['No text compression', 'performance', { headers: withoutHeader('content-encoding') }],
  ['Not mobile-friendly', 'performance', { html: headReplacing(VIEWPORT, '') }],
  [
    'Fixed-width viewport',
    'performance',
    { html: headReplacing(VIEWPORT, '<meta name="viewport" content="width=1024">') },
  ],
  [
    'Zoom is disabled',
    'performance',
    {
      html: headReplacing(
        VIEWPORT,
        '<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">',
      ),
    },
  ],
  [
    'Images are not responsive',
    'performance',
    { html: bodyWith('<img src="/hero.jpg" width="1600" height="900" alt="Hero">') },
  ],
  ['Text too small on phones', 'performance', { html: bodyWith('<p style="font-size: 9px">fine print</p>') }],
  [
    'Tap targets too small',
    'performance',
    { html: bodyWith('<button style="height:16px;width:16px">x</button>') },
  ],
  ['Missing page title', 'seo', { html: headReplacing(TITLE, '') }],
  ['Title length', 'seo', { html: headReplacing(TITLE, '<title>Home</title>') }],
  ['Missing meta description', 'seo', { html: headReplacing(DESCRIPTION_TAG, '') }],
  [
    'Meta description length',
    'seo',
    { html: headReplacing(DESCRIPTION_TAG, '<meta name="description" content="Plumbers.">') },
  ],
  ['Missing main heading', 'seo', { html: html({ body: GOOD_BODY.replace(/<h1>.*<\/h1>/, '') }) }],
  ['Several main headings', 'seo', { html: bodyWith('<h1>Another main heading</h1>') }],
  [
    'Images without alt text',
    'seo',
    { html: bodyWith('<img src="/b.jpg" srcset="/b.jpg 1x" width="10" height="10">') },
  ],
  ['Missing canonical link', 'seo', { html: headReplacing(CANONICAL, '') }],
  ['Missing page language', 'seo', { html: html({ lang: '' }) }],
  [
    'Hidden from search engines',
    'seo',
    { html: headWith('<meta name="robots" content="noindex, nofollow">') },
  ],
  ['Hidden from search engines', 'seo', { headers: { ...GOOD_HEADERS, 'x-robots-tag': 'noindex' } }],
  ['No HTTPS', 'security', { url: 'http://acme.example/', finalUrl: 'http://acme.example/' }],
  ['No HSTS header', 'security', { headers: withoutHeader('strict-transport-security') }],
  ['No Content Security Policy', 'security', { headers: withoutHeader('content-security-policy') }],
  [
    'Clickjacking protection missing',
    'security',
    {
      headers: {
        ...withoutHeader('x-frame-options'),
        'content-security-policy': "default-src 'self'",
      },
    },
  ],
  ['MIME sniffing allowed', 'security', { headers: withoutHeader('x-content-type-options') }],
  [
    'Mixed content',
    'security',
    {
      html: bodyWith(
        '<img src="http://cdn.example/x.jpg" srcset="http://cdn.example/x.jpg 1x" width="1" height="1" alt="">',
      ),
    },
  ],
];

describe('analyzePage: each issue appears when its cause is present', () => {
  it.each(CASES)('%s (%s list)', (issue, list, overrides) => {
    const result = analyzePage(wellBuiltPage(overrides));
    const found = result.issues[list].filter((entry) => entry.issue === issue);
    expect(found).toHaveLength(1);
    expect(found[0]?.description.length).toBeGreaterThan(30);
    expect(CHECKS.find((check) => check.issue === issue)?.id).toBe(found[0]?.code);
    expect(result.score).toBeLessThan(100);
  });

  it('tests every check of the scoring table', () => {
    const tested = new Set(CASES.map(([issue]) => issue));
    expect(CHECKS.filter((check) => !tested.has(check.issue)).map((c) => c.id)).toEqual([]);
  });
});

describe('analyzePage details', () => {
  it('accepts frame-ancestors in the CSP instead of X-Frame-Options', () => {
    const result = analyzePage(wellBuiltPage({ headers: withoutHeader('x-frame-options') }));
    expect(result.issues.security).toEqual([]);
  });

  it('treats alt="" as a described decorative image', () => {
    const result = analyzePage(
      wellBuiltPage({
        html: bodyWith('<img src="/line.png" srcset="/line.png 1x" width="1" height="1" alt="">'),
      }),
    );
    expect(result.issues.seo).toEqual([]);
  });

  it('asks no srcset of an SVG image, which scales to any screen', () => {
    const result = analyzePage(
      wellBuiltPage({
        html: bodyWith(
          '<img src="/flags/us.svg" width="20" height="15" alt=""><img src="data:image/svg+xml,%3Csvg/%3E" width="1" height="1" alt="">',
        ),
      }),
    );
    expect(result.issues.performance.map((entry) => entry.issue)).not.toContain('Images are not responsive');
  });

  it('measures the load time to the millisecond, and words it to one decimal', () => {
    const result = analyzePage(wellBuiltPage({ loadTimeMs: 1540 }));
    expect(result.metrics.loadTime).toBe(1.54);
    expect(result.issues.performance[0]).toMatchObject({
      code: 'load-slow',
      params: { seconds: 1.5 },
      description: expect.stringContaining('1.5 s'),
    });
    // A fast page says how fast, not "0 s".
    expect(analyzePage(wellBuiltPage({ loadTimeMs: 42 })).metrics.loadTime).toBe(0.042);
  });

  it('gives each finding the figures its words name', () => {
    const result = analyzePage(wellBuiltPage({ html: headReplacing(TITLE, '<title>Home</title>') }));
    expect(result.issues.seo).toEqual([
      expect.objectContaining({ code: 'title-length', params: { length: 4, min: 10, max: 60 } }),
    ]);
  });

  it('weights categories 30/25/25/20', () => {
    // Without HSTS and CSP, which no visitor meets: security 100 − 15 − 15 = 70, every other category 100.
    const headers = withoutHeader('strict-transport-security');
    delete headers['content-security-policy'];
    const result = analyzePage(wellBuiltPage({ headers }));
    expect(result.metrics.securityScore).toBe(70);
    expect(result.score).toBe(Math.round((100 * 30 + 100 * 25 + 100 * 25 + 70 * 20) / 100));
    expect(result.estimatedRevenueLoss).toBe(0);
    expect(result.needsFixes).toBe(false);
  });
});

describe('analyzePage: the revenue loss follows the findings that cost visitors', () => {
  it('is the sum of the findings\' own losses, each named: "Not secure" costs visitors, a missing HSTS header does not', () => {
    const result = analyzePage(
      wellBuiltPage({
        url: 'http://acme.example/',
        finalUrl: 'http://acme.example/',
        headers: withoutHeader('strict-transport-security'),
      }),
    );
    expect(result.issues.security.map(({ code, revenueLoss }) => [code, revenueLoss])).toEqual([
      ['no-https', 800],
      ['no-hsts', 0],
    ]);
    expect(result.estimatedRevenueLoss).toBe(800);
  });

  it('is nothing for a page in the good band whose findings no visitor notices', () => {
    const result = analyzePage(wellBuiltPage({ headers: withoutHeader('content-security-policy') }));
    expect(result.score).toBeGreaterThanOrEqual(80);
    expect(result.issues.security).toHaveLength(1);
    expect(result.estimatedRevenueLoss).toBe(0);
  });

  it('grows with what visitors meet, up to half the $10,000 baseline', () => {
    const slow = analyzePage(wellBuiltPage({ loadTimeMs: 1500 })).estimatedRevenueLoss;
    const verySlow = analyzePage(wellBuiltPage({ loadTimeMs: 3000 })).estimatedRevenueLoss;
    expect(slow).toBe(500);
    expect(verySlow).toBeGreaterThan(slow);
    const everything = analyzePage(
      wellBuiltPage({
        url: 'http://acme.example/',
        finalUrl: 'http://acme.example/',
        loadTimeMs: 9000,
        html: html({ head: '<meta name="robots" content="noindex">', body: '<p>Hello</p>' }),
      }),
    );
    const sum = Object.values(everything.issues)
      .flat()
      .reduce((total, finding) => total + finding.revenueLoss, 0);
    expect(sum).toBeGreaterThan(5000);
    expect(everything.estimatedRevenueLoss).toBe(5000);
  });
});

describe('analyzePage: the score agrees with the revenue loss beside it', () => {
  const plainHttp = wellBuiltPage({
    url: 'http://acme.example/',
    finalUrl: 'http://acme.example/',
    headers: withoutHeader('strict-transport-security'),
  });

  it('is not "Excellent!" beside a loss: a plain-HTTP page is at most 79 and is offered the fix', () => {
    // The weighted mean alone would be 89 (security 45), the good band, beside $800 a month.
    expect(Math.round((100 * 30 + 100 * 25 + 100 * 25 + 45 * 20) / 100)).toBe(89);
    const result = analyzePage(plainHttp);
    expect(result.metrics.securityScore).toBe(45);
    expect(result.estimatedRevenueLoss).toBe(800);
    expect(result.score).toBe(79);
    expect(scoreBandOf(result.score)).toBe('fair');
    expect(result.needsFixes).toBe(true);
  });

  it('is in the poor band when the findings cost $1,000 a month or more', () => {
    const verySlow = analyzePage(wellBuiltPage({ loadTimeMs: 3000 }));
    expect(verySlow.estimatedRevenueLoss).toBe(1200);
    expect(verySlow.score).toBe(59);
    expect(scoreBandOf(verySlow.score)).toBe('poor');
  });

  it('keeps a lower weighted score as it is', () => {
    const everything = analyzePage(
      wellBuiltPage({ ...plainHttp, loadTimeMs: 9000, html: html({ head: '', body: '<p>Hello</p>' }) }),
    );
    expect(everything.score).toBeLessThan(59);
    expect(scoreBandOf(everything.score)).toBe('poor');
  });

  it.each(CASES)('agrees for a page with "%s"', (_issue, _list, page) => {
    const result = analyzePage(wellBuiltPage(page));
    const band = scoreBandOf(result.score);
    if (result.estimatedRevenueLoss > 0) expect(band).not.toBe('good');
    if (result.estimatedRevenueLoss >= 1000) expect(band).toBe('poor');
    expect(result.needsFixes).toBe(result.score < 80);
  });
});

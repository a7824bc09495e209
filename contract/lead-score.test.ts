import { describe, expect, it } from 'vitest';
import {
  computeLeadScore,
  leadScoreBreakdown,
  leadScoreBreakdownForTracking,
  leadScoreForTracking,
  parseLocationPath,
} from './lead-score';

describe('computeLeadScore', () => {
  it('starts at 50', () => {
    expect(computeLeadScore({})).toBe(50);
  });

  it.each([
    ['/emergency-website-development', 80],
    ['/luxury-websites', 75],
    ['/professional-websites', 70],
    ['/blog/usa/emergency-website-development-austin', 80],
    ['/', 50],
  ])('scores the page %s as %i', (page, score) => {
    expect(computeLeadScore({ pages: [page] })).toBe(score);
  });

  it('counts the best of the visited pages once', () => {
    expect(computeLeadScore({ pages: ['/luxury-websites', '/professional-websites', undefined] })).toBe(75);
  });

  it.each([
    ['fintech', 75],
    ['Healthcare', 70],
    ['SaaS', 70],
    ['mining', 65],
    ['energy', 65],
    ['retail', 50],
  ])('adds the industry %s', (industry, score) => {
    expect(computeLeadScore({ industry })).toBe(score);
  });

  it.each([
    ['silicon valley', 70],
    ['Silicon-Valley', 70],
    ['Dubai', 70],
    ['monaco', 70],
    ['zurich', 65],
    ['hong kong', 65],
    ['austin', 50],
  ])('adds the city %s', (city, score) => {
    expect(computeLeadScore({ city })).toBe(score);
  });

  it('adds utm source, medium and an emergency campaign', () => {
    expect(computeLeadScore({ utmSource: 'Google' })).toBe(65);
    expect(computeLeadScore({ utmSource: 'bing' })).toBe(60);
    expect(computeLeadScore({ utmSource: 'googleads' })).toBe(50);
    expect(computeLeadScore({ utmMedium: 'CPC' })).toBe(60);
    expect(computeLeadScore({ utmCampaign: 'spring_EMERGENCY_push' })).toBe(65);
    expect(computeLeadScore({ utmSource: 'bing', utmMedium: 'cpc' })).toBe(70);
  });

  it('caps the score at 100', () => {
    expect(
      computeLeadScore({
        pages: ['/emergency-website-development'],
        industry: 'fintech',
        city: 'dubai',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'emergency',
      }),
    ).toBe(100);
  });
});

describe('parseLocationPath', () => {
  it('reads the country and the city, hyphens as spaces', () => {
    expect(parseLocationPath('/blog/united-states/emergency-website-development-silicon-valley')).toEqual({
      country: 'united states',
      city: 'silicon valley',
    });
  });

  it('accepts a trailing slash, a query, a hash and a full URL', () => {
    const expected = { country: 'uae', city: 'dubai' };
    expect(parseLocationPath('/blog/uae/emergency-website-development-dubai/')).toEqual(expected);
    expect(parseLocationPath('/blog/uae/emergency-website-development-dubai?utm_source=x#top')).toEqual(
      expected,
    );
    expect(parseLocationPath('https://agency.example/blog/uae/emergency-website-development-dubai')).toEqual(
      expected,
    );
  });

  it("reads a language's URL and a place the site has no page for alike", () => {
    expect(parseLocationPath('/ar/blog/uae/emergency-website-development-dubai')).toEqual({
      country: 'uae',
      city: 'dubai',
    });
    expect(parseLocationPath('/de/blog/narnia/emergency-website-development-cair-paravel')).toEqual({
      country: 'narnia',
      city: 'cair paravel',
    });
  });

  it('decodes encoded characters', () => {
    expect(parseLocationPath('/blog/switzerland/emergency-website-development-z%C3%BCrich')).toEqual({
      country: 'switzerland',
      city: 'zürich',
    });
  });

  it.each([
    '/blog/my-post',
    '/blog/usa/emergency-website-development-',
    '/blog/usa/website-development-dallas',
    '/blog/usa/extra/emergency-website-development-dallas',
    '/emergency-website-development',
    '',
  ])('returns null for %s', (path) => {
    expect(parseLocationPath(path)).toBeNull();
  });
});

describe('leadScoreForTracking', () => {
  const base = { landing_page: '/', current_page: '/' };

  it('scores a tracking record by its pages, targeting and UTM fields', () => {
    expect(
      leadScoreForTracking({
        ...base,
        landing_page: '/luxury-websites',
        industry_targeting: 'mining',
        utm_medium: 'cpc',
      }),
    ).toBe(50 + 25 + 15 + 10);
  });

  it('reads the city from a location landing page when no city is targeted', () => {
    expect(
      leadScoreForTracking({
        ...base,
        landing_page: '/blog/switzerland/emergency-website-development-zurich',
      }),
    ).toBe(50 + 30 + 15);
  });
});

describe('leadScoreBreakdown', () => {
  it('names each weight that applied, in the order of spec part 1 §9', () => {
    expect(
      leadScoreBreakdownForTracking({
        landing_page: '/blog/uae/emergency-website-development-dubai',
        current_page: '/luxury-websites',
        industry_targeting: 'FinTech',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'q4-emergency',
      }),
    ).toEqual({
      base: 50,
      contributions: [
        { factor: 'page', key: 'emergency-website', points: 30 },
        { factor: 'industry', key: 'fintech', points: 25 },
        { factor: 'city', key: 'dubai', points: 20 },
        { factor: 'utmSource', key: 'google', points: 15 },
        { factor: 'utmMedium', key: 'cpc', points: 10 },
        { factor: 'campaign', key: 'emergency', points: 15 },
      ],
      uncapped: 165,
      score: 100,
      capped: true,
    });
  });

  it('is the base alone when nothing applied', () => {
    expect(leadScoreBreakdown({ pages: ['/'] })).toEqual({
      base: 50,
      contributions: [],
      uncapped: 50,
      score: 50,
      capped: false,
    });
  });

  it('agrees with computeLeadScore', () => {
    const input = { pages: ['/professional-websites'], utmSource: 'bing', city: 'Zurich' };
    expect(leadScoreBreakdown(input).score).toBe(computeLeadScore(input));
    expect(leadScoreBreakdown(input).contributions.map(({ key }) => key)).toEqual([
      'professional',
      'zurich',
      'bing',
    ]);
  });
});

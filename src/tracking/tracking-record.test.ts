import { describe, expect, it } from 'vitest';
import { trackingRecordSchema } from '@contract/tracking';
import type { SessionAttribution } from './session-attribution';
import { buildTrackingRecord, type TrackingContext } from './tracking-record';

const attribution: SessionAttribution = {
  sessionId: '0123456789abcdef0123456789abcdef',
  landingPage: '/blog/uae/emergency-website-development-dubai',
  landingTimestamp: '2025-03-01T10:00:00.000Z',
  referrer: 'https://www.google.com/',
  utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Emergency launch' },
};
const context: TrackingContext = {
  currentPage: '/domains',
  userAgent: 'Mozilla/5.0 (test)',
  now: new Date('2025-03-01T10:05:00.000Z'),
  formSource: 'domain_order',
};

describe('buildTrackingRecord', () => {
  it('states the session, the pages, the location of a blog location path and the lead score', () => {
    const record = buildTrackingRecord(attribution, context);
    expect(record).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Emergency launch',
      current_page: '/domains',
      referrer: 'https://www.google.com/',
      landing_page: '/blog/uae/emergency-website-development-dubai',
      city_targeting: 'dubai',
      country_targeting: 'uae',
      session_id: '0123456789abcdef0123456789abcdef',
      timestamp: '2025-03-01T10:05:00.000Z',
      user_agent: 'Mozilla/5.0 (test)',
      form_source: 'domain_order',
      // 50 + emergency page 30 + Dubai 20 + google 15 + cpc 10 + "emergency" campaign 15, capped.
      lead_score: 100,
    });
    expect(trackingRecordSchema.parse(record)).toEqual(record);
  });

  it('scores a plain visit at the base, with the industry the form gave', () => {
    const record = buildTrackingRecord(
      { ...attribution, landingPage: '/', referrer: 'direct', utm: {} },
      { ...context, currentPage: '/', formSource: 'project', industry: 'fintech' },
    );
    expect(record).toMatchObject({ referrer: 'direct', industry_targeting: 'fintech', lead_score: 75 });
    expect(record).not.toHaveProperty('city_targeting');
    expect(record).not.toHaveProperty('utm_source');
  });

  it('reads the location from the current page when the landing page names none', () => {
    const record = buildTrackingRecord(
      { ...attribution, landingPage: '/' },
      { ...context, currentPage: '/blog/switzerland/emergency-website-development-zurich' },
    );
    expect(record).toMatchObject({ city_targeting: 'zurich', country_targeting: 'switzerland' });
  });

  it('cuts overlong values to the contract, so the server keeps the record', () => {
    const record = buildTrackingRecord(
      { ...attribution, utm: { utm_source: 'x'.repeat(500) } },
      { ...context, userAgent: 'u'.repeat(2000), currentPage: `/${'p'.repeat(5000)}` },
    );
    expect(record?.utm_source).toHaveLength(200);
    expect(record?.user_agent).toHaveLength(512);
    expect(record?.current_page).toHaveLength(2048);
    expect(trackingRecordSchema.safeParse(record).success).toBe(true);
  });

  it('makes no record without a session id', () => {
    expect(buildTrackingRecord({ ...attribution, sessionId: '' }, context)).toBeUndefined();
  });
});

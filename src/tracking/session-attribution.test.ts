import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@src/lib/storage-keys';
import {
  captureSessionAttribution,
  readSessionAttribution,
  referrerOf,
  resetSessionAttributionForTests,
  utmFromSearch,
  type LandingVisit,
} from './session-attribution';

const ORIGIN = 'https://agency.example';
const visit = (overrides: Partial<LandingVisit> = {}): LandingVisit => ({
  pathname: '/blog/uae/emergency-website-development-dubai',
  search:
    '?utm_source=google&utm_medium=cpc&utm_campaign=emergency-q3&utm_term=web&utm_content=ad1&email=a@b.co',
  referrer: 'https://www.google.com/',
  origin: ORIGIN,
  now: new Date('2025-03-01T10:00:00.000Z'),
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  resetSessionAttributionForTests();
});

describe('session attribution', () => {
  it('captures the landing page (without its query), time, referrer, UTM data and a session id', () => {
    const captured = captureSessionAttribution(visit());
    expect(captured).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f]{32}$/),
      landingPage: '/blog/uae/emergency-website-development-dubai',
      landingTimestamp: '2025-03-01T10:00:00.000Z',
      referrer: 'https://www.google.com/',
      utm: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'emergency-q3',
        utm_term: 'web',
        utm_content: 'ad1',
      },
    });
    expect(sessionStorage.getItem(SESSION_KEYS.sessionId)).toBe(captured.sessionId);
    expect(sessionStorage.getItem(SESSION_KEYS.landingPage)).toBe(captured.landingPage);
    expect(sessionStorage.getItem(SESSION_KEYS.landingTimestamp)).toBe('2025-03-01T10:00:00.000Z');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.utmData) ?? '')).toEqual(captured.utm);
    expect(readSessionAttribution()).toEqual(captured);
  });

  it('captures once per browser session: a later page does not rewrite it', () => {
    const first = captureSessionAttribution(visit());
    const later = captureSessionAttribution(
      visit({ pathname: '/domains', search: '?utm_source=bing', referrer: '', now: new Date() }),
    );
    expect(later).toEqual(first);
  });

  it('gives each new session its own id', () => {
    const first = captureSessionAttribution(visit());
    sessionStorage.clear();
    resetSessionAttributionForTests();
    expect(captureSessionAttribution(visit()).sessionId).not.toBe(first.sessionId);
  });

  it('keeps the attribution in memory when session storage refuses it', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      const captured = captureSessionAttribution(visit());
      expect(readSessionAttribution()).toEqual(captured);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });

  it("says 'direct' for no referrer, for the site itself and for an unreadable one", () => {
    expect(referrerOf('', ORIGIN)).toBe('direct');
    expect(referrerOf(`${ORIGIN}/pricing`, ORIGIN)).toBe('direct');
    expect(referrerOf('not a url', ORIGIN)).toBe('direct');
    expect(referrerOf('https://news.example/', ORIGIN)).toBe('https://news.example/');
  });

  it('reads only the five UTM parameters, trimmed, without empty ones', () => {
    expect(utmFromSearch('?utm_source=%20bing%20&utm_medium=&gclid=x&utm_id=1')).toEqual({
      utm_source: 'bing',
    });
  });
});

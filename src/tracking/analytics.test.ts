import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsCspSources, measurementIdOf } from './analytics-config';
import {
  queuedCommands,
  reportedLocation,
  reportPageView,
  reportPhoneCall,
  resetAnalyticsForTests,
} from './analytics';

beforeEach(() => resetAnalyticsForTests());

describe('the analytics adapter', () => {
  it('reports a page view per new address, once per address', () => {
    reportPageView({ pathname: '/domains', search: '' });
    reportPageView({ pathname: '/domains', search: '' });
    reportPageView({ pathname: '/blog', search: '' });
    expect(queuedCommands()).toEqual([
      ['event', 'page_view', { page_location: 'http://localhost:3000/domains', page_path: '/domains' }],
      ['event', 'page_view', { page_location: 'http://localhost:3000/blog', page_path: '/blog' }],
    ]);
  });

  it('reports phone_call_initiated with its category and label', () => {
    reportPhoneCall('hero_cta', 'computer_repair');
    expect(queuedCommands()).toEqual([
      ['event', 'phone_call_initiated', { event_category: 'computer_repair', event_label: 'hero_cta' }],
    ]);
  });

  it('loads no third-party script when none is configured', () => {
    reportPageView({ pathname: '/', search: '' });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(analyticsCspSources(null)).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] });
  });

  it('never reports a query other than the UTM parameters', () => {
    expect(
      reportedLocation(
        { pathname: '/claim-credit', search: '?email=ada%40example.com&sig=abc&utm_source=mail' },
        'https://agency.example',
      ),
    ).toBe('https://agency.example/claim-credit?utm_source=mail');
  });

  it('takes only a real measurement id into the script address', () => {
    expect(measurementIdOf('G-ABC123XYZ')).toBe('G-ABC123XYZ');
    expect(measurementIdOf('G-ABC"><script>')).toBeNull();
    expect(measurementIdOf('')).toBeNull();
    expect(measurementIdOf(undefined)).toBeNull();
    expect(analyticsCspSources('G-ABC123XYZ').scriptSrc).toEqual(['https://*.googletagmanager.com']);
  });
});

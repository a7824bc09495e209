/**
 * Fixture pages for the health-check tests: a well-built page and the pieces to break it.
 */
import type { FetchedPage } from '../page-facts';

export interface PageParts {
  lang?: string;
  head?: string;
  body?: string;
}

export const GOOD_HEAD = [
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Acme Plumbing – Emergency Plumbers in Austin</title>',
  '<meta name="description" content="Licensed Austin plumbers available 24/7 for leaks, drains and water heaters. Fixed prices, same-day visits.">',
  '<link rel="canonical" href="https://acme.example/">',
  '<script src="/app.js" defer></script>',
].join('\n');

export const GOOD_BODY = [
  '<h1>Emergency plumbing in Austin</h1>',
  '<img src="/team.jpg" srcset="/team-480.jpg 480w, /team-960.jpg 960w" sizes="100vw" width="960" height="640" alt="Our team">',
  `<p>${'We fix leaks fast and tidy up after ourselves. '.repeat(30)}</p>`,
  '<a href="/contact" style="display:inline-block; min-height: 48px; font-size: 16px">Call us</a>',
].join('\n');

export const GOOD_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'self'; frame-ancestors 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

export function html(parts: PageParts = {}): string {
  const lang = parts.lang === undefined ? ' lang="en"' : parts.lang;
  return `<!doctype html><html${lang}><head>${parts.head ?? GOOD_HEAD}</head><body>${parts.body ?? GOOD_BODY}</body></html>`;
}

/** A fast, secure, well-built page; override any part to break it. */
export function wellBuiltPage(overrides: Partial<FetchedPage> = {}): FetchedPage {
  return {
    url: 'https://acme.example/',
    finalUrl: 'https://acme.example/',
    status: 200,
    headers: { ...GOOD_HEADERS },
    html: html(),
    loadTimeMs: 300,
    transferBytes: 900,
    ...overrides,
  };
}

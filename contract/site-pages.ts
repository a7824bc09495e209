/**
 * The site's pages as the server sees them: which paths are pages of the client (anything else
 * is the 404 page), which are rendered to HTML at build time (once per language), and the cookie
 * that carries the visitor's language choice from the browser to the server. The client's router
 * (src/app/routes.tsx) has the same paths; src/app/routes.test.tsx checks they agree.
 */

/** The cookie the language picker writes, so the server answers the chosen language at once. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Where a prerendered page names the site's own address (canonical links, link previews): the
 * server puts its PUBLIC_ORIGIN in its place when it serves the page (src/lib/site-origin.ts).
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

export interface SitePage {
  /** A react-router path pattern. */
  path: string;
  /**
   * The prerendered file's name (`pages/<language>/<file>.html`). Pages whose text depends on the
   * path or on stored data (the blog and its posts, a city page) are rendered when asked instead.
   */
  file: string | null;
  /**
   * A page that answers one visitor's action (a checkout, a payment confirmation, a credit claim):
   * `noindex` in its head and its X-Robots-Tag header, and left out of the sitemap.
   */
  noIndex?: boolean;
}

export const SITE_PAGES: readonly SitePage[] = [
  // Served rendered with its testimonials (server/web/site-server.ts); the prerendered file stands
  // in when the store cannot answer.
  { path: '/', file: 'home' },
  // With its projects in the HTML, as the blog with its posts: crawlers see the work, no shift.
  { path: '/portfolio', file: null },
  { path: '/domains', file: 'domains' },
  // With its posts in the HTML: readable without JavaScript, and no shift when they arrive.
  { path: '/blog', file: null },
  { path: '/blog/:slug', file: null },
  { path: '/blog/:country/:citySlug', file: null },
  { path: '/texas-website-development', file: 'texas' },
  { path: '/claim-credit', file: 'claim-credit', noIndex: true },
  { path: '/payment-success', file: 'payment-success', noIndex: true },
  // The payment id is not part of the rendered text: every checkout starts from the same page.
  { path: '/checkout/:paymentId', file: 'checkout', noIndex: true },
  // The emailed reset link's page (issue 21); its token is read in the browser, never rendered.
  { path: '/reset-password', file: 'reset-password', noIndex: true },
  { path: '/luxury-websites', file: 'luxury-websites' },
  { path: '/professional-websites', file: 'professional-websites' },
  { path: '/emergency-website-development', file: 'emergency-website-development' },
];

/** The page every unknown path answers, with HTTP 404. */
export const NOT_FOUND_PAGE: SitePage = { path: '/404', file: 'not-found', noIndex: true };

/** The URL a prerendered page is rendered at (a pattern's parameters filled with a placeholder). */
export const renderPathOf = (page: SitePage): string => page.path.replace(/:(\w+)/g, '_$1_');

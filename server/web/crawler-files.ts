/**
 * robots.txt and sitemap.xml, answered with the configured public origin: every indexable page
 * (the transactional ones — checkout, payment confirmation, credit claim — stay out) and every
 * published blog post, so search engines find the posts without running JavaScript.
 */
import { SITE_PAGES } from '../../contract/site-pages';

/** Pages that answer one visitor's action; they carry noindex and stay out of the sitemap. */
const TRANSACTIONAL = new Set([
  '/checkout/:paymentId',
  '/payment-success',
  '/claim-credit',
  '/reset-password',
]);

export const indexablePaths = (): string[] =>
  SITE_PAGES.filter((page) => page.file && !TRANSACTIONAL.has(page.path)).map((page) => page.path);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /checkout/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

export const sitemapXml = (
  origin: string,
  posts: ReadonlyArray<{ slug: string; createdAt: string }>,
): string => {
  const entry = (path: string, lastModified?: string) =>
    `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexablePaths().map((path) => entry(path)),
    ...posts.map((post) => entry(`/blog/${encodeURIComponent(post.slug)}`, post.createdAt)),
    '</urlset>',
    '',
  ].join('\n');
};

/**
 * robots.txt and sitemap.xml, answered with the configured public origin. The sitemap lists every
 * indexable page in every language (decision 30), each with its alternates (`xhtml:link`): the
 * prerendered pages but the transactional ones (checkout, payment confirmation, credit claim,
 * which carry noindex), the blog, every published post and every city page of a served place, so
 * search engines find them all without running JavaScript.
 */
import { LANGUAGE_CODES } from '@contract/catalogue';
import { CITY_PAGE_PATHS } from '@contract/served-places';
import { localizedPath } from '@contract/language-paths';
import { SITE_PAGES } from '@contract/site-pages';

/** The indexable pages' paths (unprefixed: English), published posts aside. */
export const indexablePaths = (): string[] => [
  // The pages of fixed paths; those of a pattern are listed by what exists (posts, served cities).
  ...SITE_PAGES.filter((page) => !page.noIndex && !page.path.includes(':')).map((page) => page.path),
  ...CITY_PAGE_PATHS,
];

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
  const address = (path: string) => escapeXml(`${origin}${path}`);
  const alternates = (path: string) =>
    [
      ...LANGUAGE_CODES.map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${code}" href="${address(localizedPath(code, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join('');
  const entries = (path: string, lastModified?: string) =>
    LANGUAGE_CODES.map(
      (code) =>
        `<url><loc>${address(localizedPath(code, path))}</loc>${lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...indexablePaths().flatMap((path) => entries(path)),
    ...posts.flatMap((post) => entries(`/blog/${encodeURIComponent(post.slug)}`, post.createdAt)),
    '</urlset>',
    '',
  ].join('\n');
};

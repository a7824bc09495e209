/**
 * Structured data (schema.org, JSON-LD) that search engines read and people never see: a page's
 * place in the site (BreadcrumbList) and a post's facts (Article). Rendered as a script element of
 * the page, with `<` escaped so no text can close it.
 */
import { siteConfig } from '@src/lib/site-config';

export interface Crumb {
  name: string;
  /** An absolute URL of this site. */
  url: string;
}

export const breadcrumbList = (crumbs: readonly Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

export interface ArticleFacts {
  headline: string;
  description: string;
  /** The post's own URL in the page's language. */
  url: string;
  /** A raster image's absolute URL (link previews and search results show no SVG). */
  image: string;
  publishedAt: string;
  keywords: readonly string[];
}

export const article = (facts: ArticleFacts) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: facts.headline,
  description: facts.description,
  mainEntityOfPage: facts.url,
  url: facts.url,
  image: [facts.image],
  datePublished: facts.publishedAt,
  keywords: facts.keywords.join(', '),
  author: { '@type': 'Organization', name: siteConfig.brandName },
  publisher: { '@type': 'Organization', name: siteConfig.brandName },
});

/** JSON for a `<script>` element: `<` escaped, so no text in it can close the element. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

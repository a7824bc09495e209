import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { siteConfig } from '@src/lib/site-config';
import { PageHead, withBrand } from './page-head';
import { PageTrail } from './page-trail';

describe('the page head', () => {
  it('adds the brand to a title while search results show it whole (60 characters)', () => {
    expect(withBrand('Our Portfolio')).toBe(`Our Portfolio | ${siteConfig.brandName}`);
    const long = 'Professional Websites Delivered in 48 Hours, Fixed Price';
    expect(withBrand(long)).toBe(long);
  });

  it('puts the title, description, canonical link and Open Graph tags in the head', () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/portfolio?ref=x']}>
          <PageHead title="Our Portfolio" description="Websites we built for businesses of every kind." />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(document.title).toBe(`Our Portfolio | ${siteConfig.brandName}`);
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Websites we built for businesses of every kind.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/portfolio$/,
    );
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
    expect(meta('meta[property="og:image"]')).toMatch(/\/og-image\.jpg$/);
  });

  it("lists the page in every language and x-default, and its canonical is its own language's URL", () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/ar/domains?tld=com']}>
          <PageHead title="Domains" description="Find the domain for your business and register it today." />
        </MemoryRouter>
      </AppProviders>,
    );
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toMatch(/^https?:\/\/[^/]+\/ar\/domains$/);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      new URL(link.getAttribute('href') ?? '').pathname,
    ]);
    expect(alternates).toEqual([
      ['en', '/domains'],
      ['es', '/es/domains'],
      ['fr', '/fr/domains'],
      ['de', '/de/domains'],
      ['zh', '/zh/domains'],
      ['ar', '/ar/domains'],
      ['hy', '/hy/domains'],
      ['ja', '/ja/domains'],
      ['ko', '/ko/domains'],
      ['ru', '/ru/domains'],
      ['x-default', '/domains'],
    ]);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      href('link[rel="canonical"]'),
    );
  });

  it('keeps a page out of search results with noindex, no canonical link, no alternates and no og:url', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <PageHead
            title="Checkout"
            description="Review and pay for your order on our secure checkout page."
            noIndex
          />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('puts an inner page in its breadcrumb trail, in the language of its URL, with a raster preview image', () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/de/blog/a-post']}>
          <PageHead
            title="A post"
            description="What the post says, in a sentence long enough for a search result."
            image="/media/blog-1.svg"
            type="article"
          />
          <PageTrail title="A post" between={[{ name: 'Blog', path: '/blog' }]} />
        </MemoryRouter>
      </AppProviders>,
    );
    const [trail] = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type': string; itemListElement: unknown },
    );
    expect(trail?.['@type']).toBe('BreadcrumbList');
    expect(
      (trail?.itemListElement as Array<{ item: string; name: string; position: number }>).map(
        ({ item, name, position }) => [position, name, new URL(item).pathname],
      ),
    ).toEqual([
      [1, 'Home', '/de/'],
      [2, 'Blog', '/de/blog'],
      [3, 'A post', '/de/blog/a-post'],
    ]);
    // Link previews show no SVG: the site's 1200 × 630 JPEG stands in.
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[property="og:image"]')).toMatch(/\/og-image\.jpg$/);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
  });
});

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { siteConfig } from '../../lib/site-config';
import { PageHead, withBrand } from './page-head';

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

  it('keeps a page out of search results with noindex and no canonical link', () => {
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
  });
});

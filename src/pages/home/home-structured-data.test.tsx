/**
 * The home page's schema.org data: the server renderer writes it into the page's head, and the
 * browser's render of the page carries none of it (its code stays out of the first load).
 */
import { describe, expect, it } from 'vitest';
import { renderPage } from '@src/app/entry-server';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';

setupMockApi();

describe('the home page’s structured data', () => {
  it('describes the business and the four packages in the server’s head, in no browser render', async () => {
    const page = await renderPage({ url: '/', language: 'en', origin: 'https://site.example' });
    const head = document.createElement('div');
    head.innerHTML = page.head;
    const scripts = head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? '{}') as {
      '@type': string[];
      name: string;
      telephone: string;
      address: string;
      hasOfferCatalog: { itemListElement: { name: string; price: number; priceCurrency: string }[] };
    };
    expect(data['@type']).toEqual(['Organization', 'ProfessionalService']);
    expect(data).toMatchObject({
      name: 'Swift Web Studio',
      telephone: '(555) 010-4800',
      address: '100 Main Street, Austin, TX 78701',
    });
    expect(
      data.hasOfferCatalog.itemListElement.map(({ name, price, priceCurrency }) => [
        name,
        price,
        priceCurrency,
      ]),
    ).toEqual([
      ['Startup package', 1995, 'USD'],
      ['Professional package', 2995, 'USD'],
      ['Enterprise package', 4995, 'USD'],
      ['Platinum package', 6995, 'USD'],
    ]);
    expect(data).toMatchObject({ url: 'https://site.example/' });
    // Not in the browser's render: the page's component carries no structured data.
    await renderApp('/');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

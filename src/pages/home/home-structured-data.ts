/**
 * The home page's structured data (schema.org, JSON-LD): the business, a ProfessionalService with
 * the brand, phone and address of the site's configuration, and an OfferCatalog of the four
 * packages with their USD prices from the catalogue. Search engines read it; people never see it,
 * so only the server renderer writes it (entry-server.tsx, into the page's head): the home page's
 * first load does not carry this code (its 130 KB budget).
 */
import type { TFunction } from 'i18next';
import { packageList } from '@contract/catalogue';
import { siteConfig } from '@src/lib/site-config';
import { siteUrl } from '@src/lib/site-origin';

export const homeStructuredData = (t: TFunction) => {
  const prices = packageList.map((pkg) => pkg.price);
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    name: siteConfig.brandName,
    url: siteUrl('/'),
    telephone: siteConfig.phone,
    address: siteConfig.address,
    description: t('pages.home.description', { hours: packageList[0]?.deliveryHours }),
    priceRange: `$${Math.min(...prices)}-$${Math.max(...prices)}`,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: t('home.structuredData.catalog'),
      itemListElement: packageList.map((pkg) => ({
        '@type': 'Offer',
        name: t('catalogue.packageName', { name: pkg.name }),
        description: t(`catalogue.packages.${pkg.id}`),
        price: pkg.price,
        priceCurrency: 'USD',
        itemOffered: { '@type': 'Service', name: t('catalogue.packageName', { name: pkg.name }) },
      })),
    },
  };
};

/** JSON for a `<script>` element: `<` escaped, so no text in it can close the element. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** The structured data as the `<script>` element the server renderer puts in the home page's head. */
export const homeStructuredDataElement = (t: TFunction): string =>
  `<script type="application/ld+json">${scriptJson(homeStructuredData(t))}</script>`;

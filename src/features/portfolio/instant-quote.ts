/**
 * The instant quote of the portfolio page: two answers (how many pages, whether the site sells
 * online) give the cheapest package that covers them, with its fixed price from the catalogue.
 * Nothing is sent anywhere: the quote is the catalogue's price, and starting it opens onboarding
 * with that package, where the project is actually created.
 */
import { packageList, type PackageId, type WebsitePackage } from '@contract/catalogue';

/** A page count one of the packages includes; null: more than the largest finite count. */
export type PagesNeeded = number | null;

export interface QuoteAnswers {
  pages: PagesNeeded;
  sellsOnline: boolean;
}

/** The page counts to choose from: the packages' own, then "more than that". */
export const PAGE_CHOICES: readonly PagesNeeded[] = [
  ...new Set(packageList.map((pkg) => pkg.pages).filter((pages): pages is number => pages !== null)),
  null,
];

/** The largest finite page count a package includes ("more than 12 pages"). */
export const LARGEST_PAGE_COUNT = Math.max(
  ...PAGE_CHOICES.filter((pages): pages is number => pages !== null),
);

export const INITIAL_ANSWERS: QuoteAnswers = { pages: PAGE_CHOICES[0] ?? null, sellsOnline: false };

const coversPages = (pkg: WebsitePackage, pages: PagesNeeded): boolean =>
  pkg.pages === null || (pages !== null && pkg.pages >= pages);

/** The cheapest package that covers the answers (the catalogue lists packages cheapest first). */
export const quoteFor = ({ pages, sellsOnline }: QuoteAnswers): PackageId => {
  const match = packageList.find(
    (pkg) => coversPages(pkg, pages) && (!sellsOnline || pkg.features.includes('ecommerce')),
  );
  return (match ?? packageList[packageList.length - 1]!).id;
};

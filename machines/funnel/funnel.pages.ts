/**
 * The pages the funnel's rules depend on, in every language: the home page ('/' and '/ar/' alike,
 * decision 30) shows the tour and the popups; the pages a purchase passes through never reopen a draft.
 */
import { languageOfPath } from '@contract/language-paths';

/** The home page in any language. */
export const isHomePage = (pathname: string): boolean => languageOfPath(pathname).path === '/';

/** The sandbox checkout and the success page, in any language. */
export const isPaymentPage = (pathname: string): boolean => {
  const { path } = languageOfPath(pathname);
  return path.startsWith('/checkout/') || path === '/payment-success';
};

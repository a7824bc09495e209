/**
 * The shape of the interface text, read from the English files (English is the source: every
 * other language has exactly its keys, see locales.test.ts). Types only: nothing is bundled here.
 */
import type account from './locales/en/account.json';
import type admin from './locales/en/admin.json';
import type adminVerification from './locales/en/adminVerification.json';
import type blog from './locales/en/blog.json';
import type catalogue from './locales/en/catalogue.json';
import type checkout from './locales/en/checkout.json';
import type common from './locales/en/common.json';
import type creditClaim from './locales/en/creditClaim.json';
import type customerDeletion from './locales/en/customerDeletion.json';
import type customerSession from './locales/en/customerSession.json';
import type domainOrder from './locales/en/domainOrder.json';
import type domains from './locales/en/domains.json';
import type footer from './locales/en/footer.json';
import type healthCheck from './locales/en/healthCheck.json';
import type home from './locales/en/home.json';
import type landing from './locales/en/landing.json';
import type language from './locales/en/language.json';
import type nav from './locales/en/nav.json';
import type notFound from './locales/en/notFound.json';
import type onboarding from './locales/en/onboarding.json';
import type packageSelection from './locales/en/packageSelection.json';
import type pages from './locales/en/pages.json';
import type paymentLink from './locales/en/paymentLink.json';
import type paymentSuccess from './locales/en/paymentSuccess.json';
import type popups from './locales/en/popups.json';
import type portal from './locales/en/portal.json';
import type portalMessage from './locales/en/portalMessage.json';
import type portfolio from './locales/en/portfolio.json';
import type repair from './locales/en/repair.json';
import type siteSearch from './locales/en/siteSearch.json';
import type subscriptionUpgrade from './locales/en/subscriptionUpgrade.json';
import type supportTicket from './locales/en/supportTicket.json';
import type theme from './locales/en/theme.json';
import type toast from './locales/en/toast.json';
import type tour from './locales/en/tour.json';
import type tracker from './locales/en/tracker.json';

export interface Messages {
  account: typeof account;
  admin: typeof admin;
  adminVerification: typeof adminVerification;
  blog: typeof blog;
  catalogue: typeof catalogue;
  checkout: typeof checkout;
  common: typeof common;
  creditClaim: typeof creditClaim;
  customerDeletion: typeof customerDeletion;
  customerSession: typeof customerSession;
  domainOrder: typeof domainOrder;
  domains: typeof domains;
  footer: typeof footer;
  healthCheck: typeof healthCheck;
  home: typeof home;
  landing: typeof landing;
  language: typeof language;
  nav: typeof nav;
  notFound: typeof notFound;
  onboarding: typeof onboarding;
  packageSelection: typeof packageSelection;
  pages: typeof pages;
  paymentLink: typeof paymentLink;
  paymentSuccess: typeof paymentSuccess;
  popups: typeof popups;
  portal: typeof portal;
  portalMessage: typeof portalMessage;
  portfolio: typeof portfolio;
  repair: typeof repair;
  siteSearch: typeof siteSearch;
  subscriptionUpgrade: typeof subscriptionUpgrade;
  supportTicket: typeof supportTicket;
  theme: typeof theme;
  toast: typeof toast;
  tour: typeof tour;
  tracker: typeof tracker;
}

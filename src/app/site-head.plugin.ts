/**
 * Fills the head of index.html at build time (and in the dev server), so the page crawlers and
 * link previews read states what the app states: the English home page's title and description
 * (English is the site's default language) with the delivery time from the catalogue, never a
 * number typed into the HTML. The app then sets the title per page and language at run time.
 */
import type { Plugin } from 'vite';
import { PACKAGES } from '../../contract/catalogue';
import en from '../i18n/locales/en.json';

export interface SiteHead {
  title: string;
  description: string;
}

/** i18next's `{{name}}`, for the few values the head needs. */
const interpolate = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same values the home page passes to its texts. */
const englishHead = (): SiteHead => {
  const values = { hours: PACKAGES.startup.deliveryHours };
  return {
    title: interpolate(en.pages.home.title, values),
    description: interpolate(en.pages.home.description, values),
  };
};

/** index.html with `%SITE_TITLE%` and `%SITE_DESCRIPTION%` filled in. */
export const fillSiteHead = (html: string, head: SiteHead = englishHead()): string =>
  html
    .replaceAll('%SITE_TITLE%', escapeHtml(head.title))
    .replaceAll('%SITE_DESCRIPTION%', escapeHtml(head.description));

export const siteHead = (): Plugin => ({
  name: 'site-head',
  // Before Vite's own `%VITE_*%` replacement, which would warn about unknown placeholders.
  transformIndexHtml: { order: 'pre', handler: (html) => fillSiteHead(html) },
});

/**
 * The site's public address, for canonical links and link previews. The server fills it in when it
 * serves a page (its PUBLIC_ORIGIN setting); the prerendered pages carry `SITE_ORIGIN_PLACEHOLDER`
 * until then. In the browser it is read from the page the server sent, so client renders produce
 * exactly the links the server rendered.
 */
import { SITE_ORIGIN_PLACEHOLDER } from '@contract/site-pages';

export { SITE_ORIGIN_PLACEHOLDER };

let origin = SITE_ORIGIN_PLACEHOLDER;

/** Takes the origin of a URL of the site (the canonical link of the page the server sent). */
export const setSiteOrigin = (url: string): void => {
  try {
    origin = new URL(url).origin;
  } catch {
    // Keeps the previous origin.
  }
};

/** The absolute URL of a path of this site. */
export const siteUrl = (path: string): string => `${origin}${path}`;

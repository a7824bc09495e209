/**
 * The site's addresses that mail links to, on PUBLIC_ORIGIN. Each page has one address today and
 * answers in the visitor's stored or browser language (spec part 1 §4); the language parameter is
 * where the per-language addresses of decision 30 (/de/reset-password) plug in once the site serves
 * them (docs/unlanded/README.md).
 */
import type { LanguageCode } from '../../../contract/catalogue';

export interface PortalLinks {
  /** The reset page with the token: /reset-password?token=…. */
  resetPassword(language: LanguageCode, token: string): string;
  /**
   * Where a person opens the portals: the site's home page in their language (the customer and
   * admin portals are dialogs of every page, with no address of their own).
   */
  site(language: LanguageCode): string;
  /** Any path of the site in a language. */
  page(language: LanguageCode, path: string): string;
}

export function createPortalLinks(publicOrigin: string): PortalLinks {
  const page = (_language: LanguageCode, path: string) => new URL(path, publicOrigin).href;
  return {
    resetPassword: (language, token) => page(language, `/reset-password?token=${encodeURIComponent(token)}`),
    site: (language) => page(language, '/'),
    page,
  };
}

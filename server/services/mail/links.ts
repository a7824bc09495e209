/**
 * The site's addresses that mail links to, on PUBLIC_ORIGIN, in the recipient's language: English
 * at the unprefixed path, every other language under its code (decision 30): /de/reset-password.
 * A prefixed address answers in its language for everyone, so the link opens in the mail's language
 * whatever browser it is opened in.
 */
import type { LanguageCode } from '@contract/catalogue';
import { localizedPath } from '@contract/language-paths';

export interface PortalLinks {
  /** The reset page with the token: /reset-password?token=… (or /<lang>/reset-password?token=…). */
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
  const page = (language: LanguageCode, path: string) => new URL(localizedPath(language, path), publicOrigin).href;
  return {
    resetPassword: (language, token) => page(language, `/reset-password?token=${encodeURIComponent(token)}`),
    site: (language) => page(language, '/'),
    page,
  };
}

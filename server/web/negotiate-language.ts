/**
 * The language of the first byte (spec part 1 §4: the stored choice, then the browser's
 * languages, then English). The picker stores its choice in a cookie as well, so the server reads
 * it; without one, Accept-Language stands for the browser's list, in its order of preference.
 */
import type { Context } from 'koa';
import type { LanguageCode } from '@contract/catalogue';
import { LANGUAGE_COOKIE } from '@contract/site-pages';
import { resolveLanguage } from '@contract/resolve-language';

export const negotiateLanguage = (ctx: Pick<Context, 'cookies' | 'acceptsLanguages'>): LanguageCode => {
  let cookie: string | null = null;
  try {
    cookie = ctx.cookies.get(LANGUAGE_COOKIE) ?? null;
  } catch {
    // A malformed Cookie header counts as no choice.
  }
  // `acceptsLanguages()` lists the header's languages by quality, `*` and refused ones left out.
  return resolveLanguage(cookie, ctx.acceptsLanguages());
};

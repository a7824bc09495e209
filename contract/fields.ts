/**
 * Field schemas shared by the entities and the request payloads, so that an email, an id or an
 * amount is checked the same way in the client form, the mock and the server.
 */
import { z } from './zod';
import {
  DOMAIN_YEARS,
  LANGUAGE_CODES,
  LIMITS,
  PACKAGE_IDS,
  PLAN_IDS,
  PORTFOLIO_CATEGORIES,
  TLDS,
  type LanguageCode,
} from './catalogue';

/** Length limits for free text that the catalogue does not name (storage and abuse bounds). */
export const TEXT_MAX = {
  companyName: 200,
  /** A client's full name: first and last name with a space. */
  fullName: LIMITS.nameMax * 2 + 1,
  phone: 40,
  shortText: 200,
  /** A payment's description (payment links, checkout). */
  paymentDescription: 1000,
  listItem: 200,
  listItems: 50,
  longText: 5000,
  url: 2048,
  domain: 253,
  domainLabel: 63,
  slug: 200,
  blogContent: 500_000,
  token: 512,
  sessionId: 128,
  userAgent: 512,
} as const;

/** Largest amount a single payment may carry, in dollars (card processors cap near a million). */
export const PAYMENT_MAX_DOLLARS = 999_999.99;

/** Ids are opaque: mongo ObjectIds, UUIDs and random tokens all fit; nothing else does. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** Trimmed and lowercased before the format check, so " Ann@Example.com" is accepted as typed. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email address').max(LIMITS.emailMax));

/** Required text a person types: trimmed, then non-blank, then bounded. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** Optional text a person types: trimmed; an empty answer is the same as no answer. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional();

export const personNameSchema = requiredText(LIMITS.nameMax);
export const fullNameSchema = requiredText(TEXT_MAX.fullName);
export const companyNameSchema = requiredText(TEXT_MAX.companyName);
export const subjectSchema = requiredText(LIMITS.subjectMax);
export const messageContentSchema = requiredText(LIMITS.messageMax);

/** A new password: never trimmed (spaces are characters of the secret). */
export const newPasswordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long.`)
  .max(LIMITS.passwordMax);

/** A password given to sign in: only required, so a wrong one gets the credentials answer. */
export const passwordSchema = z.string().min(1, 'Required').max(LIMITS.passwordMax);

/** A server timestamp, `Date.prototype.toISOString()` style. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

export const centsSchema = z.number().int().nonnegative();
export const wholeDollarsSchema = z.number().int().nonnegative();
/** A dollar amount a person enters: at least the catalogue minimum, at most two decimals. */
export const dollarAmountSchema = z
  .number()
  .min(LIMITS.paymentLinkMinDollars)
  .max(PAYMENT_MAX_DOLLARS)
  .multipleOf(0.01, 'At most two decimals');
/** A score on a 0–100 scale. */
export const percentScoreSchema = z.number().int().min(0).max(100);

/** A link the site renders as href: http(s) only, so stored data can never inject `javascript:`. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ }).max(TEXT_MAX.url);

/** An image or page address: an http(s) URL or a path on this site ("/images/a.webp"). */
export const siteUrlSchema = z
  .string()
  .max(TEXT_MAX.url)
  .refine((value) => /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value), {
    message: 'Expected an http(s) URL or a path starting with /',
  });

export const slugSchema = z
  .string()
  .max(TEXT_MAX.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug');

export const packageIdSchema = z.enum(PACKAGE_IDS);
export const planIdSchema = z.enum(PLAN_IDS);
export const tldSchema = z.enum(TLDS);
export const domainYearsSchema = z.literal(DOMAIN_YEARS);
export const portfolioCategorySchema = z.enum(PORTFOLIO_CATEGORIES);
/** One of the ten interface languages: the language mail to an account is written in (decision 36). */
export const languageSchema = z.enum(LANGUAGE_CODES as readonly [LanguageCode, ...LanguageCode[]]);

/** A list of short strings (technologies, metrics, tags, page names). */
export const stringListSchema = z
  .array(z.string().trim().min(1).max(TEXT_MAX.listItem))
  .max(TEXT_MAX.listItems);

/** Responses that only confirm an action. */
export const successSchema = z.object({ success: z.literal(true) });
/** Responses that send the browser somewhere (checkout, payment link). */
export const paymentUrlResponseSchema = z.object({ paymentUrl: siteUrlSchema });

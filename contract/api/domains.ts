/**
 * Domain search and order (spec part 2 §3, §7, decision 21).
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { TLDS } from '../catalogue';
import { domainSearchResultSchema, trackingFieldSchema } from '../entities';
import {
  TEXT_MAX,
  centsSchema,
  domainYearsSchema,
  emailSchema,
  fullNameSchema,
  idSchema,
  siteUrlSchema,
  tldSchema,
} from '../fields';

/*
 * Names may be international ("münchen", "café.fr"): the contract accepts Unicode letters, marks and
 * digits, and the server converts the name to its ASCII (punycode) form, "xn--mnchen-3ya", which is
 * what results and orders carry. A name that has no such form is refused by the server, naming the
 * field. Input is trimmed, NFC-normalised and lowercased first, so "MÜNCHEN" typed with a combining
 * umlaut is the same name.
 */

/** A DNS label: letters (any script), digits and inner hyphens, at most 63 characters. */
export const domainLabelSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .toLowerCase()
  .max(TEXT_MAX.domainLabel)
  .regex(/^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u, 'Use letters, digits and hyphens only');

/**
 * What the visitor typed: a label ("acme") or a full name ("acme.com"); the server keeps the label.
 * Dots may be ideographic or full-width ("。", "．", "｡"), as an IME types them; IDNA maps them to ".".
 */
export const domainQuerySchema = z
  .string()
  .trim()
  .normalize('NFC')
  .toLowerCase()
  .min(1, 'Required')
  .max(TEXT_MAX.domain)
  .regex(
    /^[\p{L}\p{M}\p{N}-]+(?:[.\u3002\uff0e\uff61][\p{L}\p{M}\p{N}-]+)*$/u,
    'Use letters, digits, hyphens and dots only',
  );

export const domainSearchBodySchema = z.object({
  domain: domainQuerySchema,
  /** The chosen TLD first, then the follow-ups (catalogue `searchTlds`). */
  tlds: z
    .array(tldSchema)
    .min(1)
    .max(TLDS.length)
    .refine((tlds) => new Set(tlds).size === tlds.length, 'Each TLD once'),
});
export type DomainSearchBody = z.input<typeof domainSearchBodySchema>;
/** One result per requested TLD, in the requested order. */
export const domainSearchResponseSchema = z.array(domainSearchResultSchema);

export const domainPurchaseBodySchema = z.object({
  customerName: fullNameSchema,
  customerEmail: emailSchema,
  domainName: domainLabelSchema,
  tld: tldSchema,
  years: domainYearsSchema,
  autoRenew: z.boolean(),
  whoisPrivacy: z.boolean(),
  /** What the page showed, in cents; ignored: the server prices the order itself (decision 21). */
  price: centsSchema.optional(),
  tracking: trackingFieldSchema,
});
export type DomainPurchaseBody = z.input<typeof domainPurchaseBodySchema>;

export const domainPurchaseResponseSchema = z.object({
  orderId: idSchema,
  /** Cents: unit price × years. */
  total: centsSchema,
  paymentUrl: siteUrlSchema,
});
export type DomainPurchaseResponse = z.infer<typeof domainPurchaseResponseSchema>;

export const domainsRoutes = {
  domainSearch: defineRoute({
    method: 'POST',
    path: '/api/domains/search',
    access: 'public',
    body: domainSearchBodySchema,
    response: domainSearchResponseSchema,
  }),
  domainPurchase: defineRoute({
    method: 'POST',
    path: '/api/domains/purchase',
    access: 'public',
    body: domainPurchaseBodySchema,
    response: domainPurchaseResponseSchema,
  }),
};

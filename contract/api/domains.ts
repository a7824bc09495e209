/**
 * Domain search and order (spec part 2 §3, §7, decision 21).
 */
import { z } from 'zod';
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

/** A DNS label: letters, digits and inner hyphens, 1–63 characters. */
export const domainLabelSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_MAX.domainLabel)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use letters, digits and hyphens only');

/** What the visitor typed: a label ("acme") or a full name ("acme.com"); the server keeps the label. */
export const domainQuerySchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Required')
  .max(TEXT_MAX.domain)
  .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/, 'Use letters, digits, hyphens and dots only');

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

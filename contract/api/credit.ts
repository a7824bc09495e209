/**
 * The one-time maintenance credit claim by email (spec part 2 §7, decision 16).
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { trackingRecordSchema } from '../entities';
import { TEXT_MAX, centsSchema, emailSchema, personNameSchema } from '../fields';

/**
 * Tracking on a GET travels as one JSON-encoded query parameter (decision 25); an unreadable one
 * is dropped, never an error.
 */
export const trackingQueryParamSchema = z
  .string()
  .max(TEXT_MAX.url * 4)
  .transform((raw) => {
    try {
      const parsed = trackingRecordSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  })
  .optional()
  .catch(undefined);

/** The server's signature of an email in a claim link (decision 29): 256 bits, base64url. */
export const claimLinkSignatureSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid claim link signature');

export const claimCreditQuerySchema = z.object({
  email: emailSchema,
  /** From a claim link the server signed: the answer may then carry the holder's first name. */
  sig: claimLinkSignatureSchema.optional(),
  tracking: trackingQueryParamSchema,
});
export type ClaimCreditQuery = z.input<typeof claimCreditQuerySchema>;

/**
 * The 200 answer: applied to an existing account (customer present, creditReserved false) or
 * reserved for the account this email will register (creditReserved true). alreadyClaimed is
 * false here: a credit used or reserved before answers 409 with `claimCreditErrorSchema`.
 * `customer.firstName` is there only for that customer signed in or a signed claim link (decision
 * 29): anyone else learns no more than registration tells.
 */
export const claimCreditResponseSchema = z.object({
  message: z.string(),
  alreadyClaimed: z.boolean(),
  creditReserved: z.boolean(),
  customer: z
    .object({
      firstName: personNameSchema.optional(),
      email: emailSchema,
      /** Cents. */
      maintenanceCredit: centsSchema,
    })
    .optional(),
});
export type ClaimCreditResponse = z.infer<typeof claimCreditResponseSchema>;

/**
 * The non-OK answer of a claim: the error body plus the flag the page styles by (yellow when
 * alreadyClaimed, 409; other failures 4xx/5xx without it).
 */
export const claimCreditErrorSchema = z.object({
  message: z.string(),
  error: z.literal(true),
  alreadyClaimed: z.boolean().optional(),
});
export type ClaimCreditError = z.infer<typeof claimCreditErrorSchema>;

export const creditRoutes = {
  claimMaintenanceCredit: defineRoute({
    method: 'GET',
    path: '/api/claim-maintenance-credit',
    access: 'public',
    query: claimCreditQuerySchema,
    response: claimCreditResponseSchema,
  }),
};

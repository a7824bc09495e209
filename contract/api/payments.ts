/**
 * Payments (decisions 13–15): checkout links for packages, the logo and payment links, the fixed
 * links, the built-in sandbox checkout and the Stripe webhook.
 */
import { z } from '../zod';
import { LIMITS } from '../catalogue';
import { defineRoute } from '../route-def';
import { paymentSchema } from '../entities';
import {
  dollarAmountSchema,
  idSchema,
  packageIdSchema,
  paymentUrlResponseSchema,
  siteUrlSchema,
} from '../fields';

/** Amount in whole dollars as the spec sends it (decision 4), with the package it buys. */
export const createPaymentIntentBodySchema = z.object({
  amount: dollarAmountSchema,
  packageType: packageIdSchema,
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;
export const createPaymentIntentResponseSchema = paymentUrlResponseSchema;

export const createLogoPaymentBodySchema = z.object({ projectId: idSchema });
export type CreateLogoPaymentBody = z.input<typeof createLogoPaymentBodySchema>;
export const createLogoPaymentResponseSchema = paymentUrlResponseSchema;

/** The fixed external links of decision 15, configuration on the server. */
export const PAYMENT_LINK_KINDS = ['maintenance', 'fix_plan', 'repair_deposit', 'domain_registrar'] as const;
export const paymentLinkKindSchema = z.enum(PAYMENT_LINK_KINDS);
export type PaymentLinkKind = z.infer<typeof paymentLinkKindSchema>;
export const paymentLinkParamsSchema = z.object({ kind: paymentLinkKindSchema });
export const paymentLinkResponseSchema = paymentUrlResponseSchema;

export const checkoutParamsSchema = z.object({ paymentId: idSchema });

/**
 * An email as a checkout link shows it to whoever holds the link: the server masks it
 * ("d***@agency.example", contract/mask-email.ts); the field stays a plain string.
 */
export const maskedEmailSchema = z.string().max(LIMITS.emailMax);

/** The sandbox checkout page: what is paid, and where the browser goes afterwards. */
export const checkoutResponseSchema = z.object({
  /** Anyone holding the payment id may open the page: the customer's email is masked. */
  payment: paymentSchema.extend({ customerEmail: maskedEmailSchema.optional() }),
  /** `/payment-success?package=…&amount=…` (decision 13). */
  returnUrl: siteUrlSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export const checkoutRedirectResponseSchema = z.object({ redirectUrl: siteUrlSchema });
export type CheckoutRedirectResponse = z.infer<typeof checkoutRedirectResponseSchema>;

/** Stripe's answer contract: anything 2xx; the body is for logs. */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true) });

/** The success page confirms a Stripe session through the same idempotent fulfilment. */
export const confirmPaymentQuerySchema = z.object({
  session_id: z.string().trim().min(1).max(255),
});
export type ConfirmPaymentQuery = z.input<typeof confirmPaymentQuerySchema>;
export const confirmPaymentResponseSchema = z.object({ payment: paymentSchema });

export const paymentsRoutes = {
  createPaymentIntent: defineRoute({
    method: 'POST',
    path: '/api/create-payment-intent',
    access: 'customer',
    body: createPaymentIntentBodySchema,
    response: createPaymentIntentResponseSchema,
  }),
  createLogoPayment: defineRoute({
    method: 'POST',
    path: '/api/create-logo-payment',
    access: 'customer',
    body: createLogoPaymentBodySchema,
    response: createLogoPaymentResponseSchema,
  }),
  /**
   * Public. With a customer's Bearer token, `maintenance` is a checkout for one month of that
   * customer's plan (startup when none) less their unused $200 credit; when the credit covers it,
   * the month is recorded at once and the URL is `/payment-success?package=maintenance&amount=0`.
   * A missing or invalid token gets the configured link (or the sandbox checkout) as anyone does.
   */
  paymentLink: defineRoute({
    method: 'GET',
    path: '/api/payment-links/:kind',
    access: 'public',
    params: paymentLinkParamsSchema,
    response: paymentLinkResponseSchema,
  }),
  checkout: defineRoute({
    method: 'GET',
    path: '/api/checkout/:paymentId',
    access: 'public',
    params: checkoutParamsSchema,
    response: checkoutResponseSchema,
  }),
  checkoutPay: defineRoute({
    method: 'POST',
    path: '/api/checkout/:paymentId/pay',
    access: 'public',
    params: checkoutParamsSchema,
    response: checkoutRedirectResponseSchema,
  }),
  checkoutCancel: defineRoute({
    method: 'POST',
    path: '/api/checkout/:paymentId/cancel',
    access: 'public',
    params: checkoutParamsSchema,
    response: checkoutRedirectResponseSchema,
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'public',
    response: stripeWebhookResponseSchema,
    raw: true,
  }),
  confirmPayment: defineRoute({
    method: 'GET',
    path: '/api/payments/confirm',
    access: 'public',
    query: confirmPaymentQuerySchema,
    response: confirmPaymentResponseSchema,
  }),
};

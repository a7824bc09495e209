/**
 * Sign-in, registration and the admin second factor (spec part 1 §7, decisions 6–12).
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { LIMITS } from '../catalogue';
import { customerSchema, trackingFieldSchema } from '../entities';
import {
  TEXT_MAX,
  emailSchema,
  idSchema,
  newPasswordSchema,
  optionalText,
  passwordSchema,
  personNameSchema,
  successSchema,
} from '../fields';

/** An opaque bearer token (decision 8). */
export const tokenSchema = z.string().min(1).max(TEXT_MAX.token);

export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    /** Checked by the form; the server only refuses a value that is present and differs. */
    confirmPassword: z.string().max(LIMITS.passwordMax).optional(),
    firstName: personNameSchema,
    lastName: personNameSchema,
    company: optionalText(TEXT_MAX.companyName),
    phone: optionalText(TEXT_MAX.phone),
    tracking: trackingFieldSchema,
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: 'Please make sure both password fields match.',
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** What login and register answer: a customer-scoped token and the account. */
export const authResponseSchema = z.object({
  token: tokenSchema,
  customer: customerSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ customer: customerSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const logoutResponseSchema = successSchema;

export const requestVerificationBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type RequestVerificationBody = z.input<typeof requestVerificationBodySchema>;

export const requestVerificationResponseSchema = z.object({
  sessionId: idSchema,
  /** Seconds left in the verification session (decision 10). */
  expiresIn: z.number().int().positive(),
});
export type RequestVerificationResponse = z.infer<typeof requestVerificationResponseSchema>;

/** Exactly the code's digits: the form strips everything else before sending. */
export const adminCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.adminCodeLength}}$`), `Enter the ${LIMITS.adminCodeLength}-digit code`);

/**
 * Both forms of the spec: {sessionId, code, email} from the customer portal and {code, sessionId}
 * from the admin portal. The session names the account, so email is informative only.
 */
export const verifyCodeBodySchema = z.object({
  sessionId: idSchema,
  code: adminCodeSchema,
  email: emailSchema.optional(),
});
export type VerifyCodeBody = z.input<typeof verifyCodeBodySchema>;

export const verifyCodeResponseSchema = z.object({
  /** The admin-scoped token (decision 9). */
  token: tokenSchema,
  /** Seconds until the admin token expires. */
  expiresIn: z.number().int().positive().optional(),
});
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: registerBodySchema,
    response: authResponseSchema,
    rateLimited: true,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginBodySchema,
    response: authResponseSchema,
    rateLimited: true,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    access: 'customer',
    response: meResponseSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'customer',
    response: logoutResponseSchema,
  }),
  requestVerification: defineRoute({
    method: 'POST',
    path: '/api/admin/request-verification',
    access: 'public',
    body: requestVerificationBodySchema,
    response: requestVerificationResponseSchema,
    rateLimited: true,
  }),
  verifyCode: defineRoute({
    method: 'POST',
    path: '/api/admin/verify-code',
    access: 'public',
    body: verifyCodeBodySchema,
    response: verifyCodeResponseSchema,
    rateLimited: true,
  }),
};

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
  languageSchema,
  newPasswordSchema,
  optionalText,
  passwordSchema,
  personNameSchema,
  successSchema,
} from '../fields';

/** What a new password and a confirmation that differ get, on the confirmation field. */
export const PASSWORDS_DIFFER = 'Please make sure both password fields match.';

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
    /** The page language: mail to the account is written in it (decision 36). */
    language: languageSchema.optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** The page language, recorded on the account at each sign-in (decision 36). */
  language: languageSchema.optional(),
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

/**
 * "Forgot password?": the email to send a reset link to, and the page language for a mail to an
 * address the server has no language for. The answer is the same whether or not an account exists.
 */
export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
/** Always 202 and this body, for a known and an unknown email alike. */
export const forgotPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent a link to reset its password. The link is valid for 30 minutes.';
/** Minutes a password reset link stays valid. */
export const RESET_TOKEN_MINUTES = 30;

/** The token of the emailed link (the `token` query parameter of /reset-password) and the new password. */
export const resetPasswordBodySchema = z
  .object({
    token: tokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().max(LIMITS.passwordMax),
  })
  .refine((body) => body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
/** The password is set and every token of the account revoked; `email` prefills the sign-in form. */
export const resetPasswordResponseSchema = z.object({
  success: z.literal(true),
  email: emailSchema,
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
/** 400 for a token that is unknown, used or expired (one message for all three). */
export const RESET_LINK_INVALID =
  'This password reset link has expired or has already been used. Please request a new one.';

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
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordBodySchema,
    response: forgotPasswordResponseSchema,
    rateLimited: true,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: resetPasswordBodySchema,
    response: resetPasswordResponseSchema,
    rateLimited: true,
  }),
};

/**
 * The mail the site sends (decision 36), as the admin portal's outbox shows it. Mail is queued in
 * the store and sent by a worker; without SMTP configured nothing is sent and the outbox is where a
 * person reads it (a demo on a fresh machine follows a reset link from there).
 */
import { z } from '../zod';
import { TEXT_MAX, emailSchema, idSchema, isoDateTimeSchema, languageSchema } from '../fields';

/** Every message the site writes: to a customer, then to the agency's admin address. */
export const MAIL_KINDS = [
  'welcome',
  'password_reset',
  'admin_message',
  'ticket_answered',
  'payment_received',
  'credit_claim_link',
  'admin_new_message',
  'admin_new_ticket',
  'admin_new_project',
  'admin_payment_paid',
] as const;
export const mailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKindSchema>;

/**
 * pending: waiting for its first or next attempt (or, without SMTP, kept for the outbox);
 * sending: claimed by a worker right now; sent: the SMTP server accepted it.
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const outboxMailSchema = z.object({
  id: idSchema,
  kind: mailKindSchema,
  to: emailSchema,
  language: languageSchema,
  subject: z.string().max(TEXT_MAX.shortText * 2),
  /** The plain-text part. */
  text: z.string().max(TEXT_MAX.longText * 4),
  /** The HTML part (escaped, self-contained): the outbox shows it in a sandboxed frame or as text. */
  html: z.string().max(TEXT_MAX.longText * 8),
  status: mailStatusSchema,
  /** Failed sends so far. */
  attempts: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.optional(),
  /** When the worker tries again after a failed send. */
  nextAttemptAt: isoDateTimeSchema.optional(),
  /** The last SMTP failure, for the admin (no secret in it). */
  lastError: z.string().max(TEXT_MAX.longText).optional(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /api/admin/outbox: how mail leaves this site, and the latest 100 messages, newest first. */
export const outboxResponseSchema = z.object({
  /** smtp: SMTP_URL is configured and the worker sends; outbox: nothing is sent, mail stays here. */
  delivery: z.enum(['smtp', 'outbox']),
  mails: z.array(outboxMailSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/**
 * The signed-in customer's own data (spec part 1 §7): lists, messages to the team, upgrades.
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { LIMITS } from '../catalogue';
import {
  messageSchema,
  projectSchema,
  subscriptionSchema,
  supportTicketSchema,
  ticketCategorySchema,
} from '../entities';
import {
  idSchema,
  messageContentSchema,
  newPasswordSchema,
  passwordSchema,
  planIdSchema,
  requiredText,
  subjectSchema,
  successSchema,
  wholeDollarsSchema,
} from '../fields';
import { PASSWORDS_DIFFER } from './auth';

export const customerProjectsResponseSchema = z.array(projectSchema);
export const customerSubscriptionsResponseSchema = z.array(subscriptionSchema);
export const customerSupportTicketsResponseSchema = z.array(supportTicketSchema);
export const customerMessagesResponseSchema = z.array(messageSchema);
/**
 * How many of the customer's messages from the team are unread, without reading them: the portal's
 * red dot on the messages tab (spec part 1 §2). Only opening the messages marks them read
 * (decision 18), so the portal cannot learn this from the list itself.
 */
export const customerUnreadMessagesResponseSchema = z.object({ count: z.number().int().nonnegative() });
export type CustomerUnreadMessagesResponse = z.infer<typeof customerUnreadMessagesResponseSchema>;

/** Subject and content must both be non-blank after trimming (spec part 1 §5). */
export const sendMessageBodySchema = z.object({
  subject: subjectSchema,
  content: messageContentSchema,
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;
/** The created message. */
export const sendMessageResponseSchema = messageSchema;

/** Only a higher plan is accepted (decision 17); the server answers 400 otherwise. */
export const upgradeSubscriptionBodySchema = z.object({
  subscriptionId: idSchema,
  newPlanId: planIdSchema,
});
export type UpgradeSubscriptionBody = z.input<typeof upgradeSubscriptionBodySchema>;

export const upgradeSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema,
  /** The new monthly price in whole dollars, shown in the success toast. */
  monthlyPrice: wholeDollarsSchema,
});
export type UpgradeSubscriptionResponse = z.infer<typeof upgradeSubscriptionResponseSchema>;

/** A new ticket: subject and description non-blank after trimming, a category of the fixed list (decision 34). */
export const createSupportTicketBodySchema = z.object({
  subject: subjectSchema,
  description: requiredText(LIMITS.messageMax),
  category: ticketCategorySchema,
});
export type CreateSupportTicketBody = z.input<typeof createSupportTicketBodySchema>;
/** 201 with the created ticket (status open). */
export const createSupportTicketResponseSchema = supportTicketSchema;

/**
 * A signed-in password change (decision 35). A wrong current password is a 400 naming
 * `currentPassword` (not a 401: the session is fine); the other sessions of the account end.
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword: passwordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(LIMITS.passwordMax),
  })
  .refine((body) => body.confirmPassword === body.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = successSchema;
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

export const customerRoutes = {
  customerProjects: defineRoute({
    method: 'GET',
    path: '/api/customer/projects',
    access: 'customer',
    response: customerProjectsResponseSchema,
  }),
  customerSubscriptions: defineRoute({
    method: 'GET',
    path: '/api/customer/subscriptions',
    access: 'customer',
    response: customerSubscriptionsResponseSchema,
  }),
  customerSupportTickets: defineRoute({
    method: 'GET',
    path: '/api/customer/support-tickets',
    access: 'customer',
    response: customerSupportTicketsResponseSchema,
  }),
  customerMessages: defineRoute({
    method: 'GET',
    path: '/api/customer/messages',
    access: 'customer',
    response: customerMessagesResponseSchema,
  }),
  customerUnreadMessages: defineRoute({
    method: 'GET',
    path: '/api/customer/messages/unread',
    access: 'customer',
    response: customerUnreadMessagesResponseSchema,
  }),
  sendMessage: defineRoute({
    method: 'POST',
    path: '/api/customer/send-message',
    access: 'customer',
    body: sendMessageBodySchema,
    response: sendMessageResponseSchema,
  }),
  upgradeSubscription: defineRoute({
    method: 'POST',
    path: '/api/customer/subscriptions/upgrade',
    access: 'customer',
    body: upgradeSubscriptionBodySchema,
    response: upgradeSubscriptionResponseSchema,
  }),
  createSupportTicket: defineRoute({
    method: 'POST',
    path: '/api/customer/support-tickets',
    access: 'customer',
    body: createSupportTicketBodySchema,
    response: createSupportTicketResponseSchema,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/customer/change-password',
    access: 'customer',
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
    rateLimited: true,
  }),
};

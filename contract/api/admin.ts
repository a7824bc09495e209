/**
 * The admin's calls (spec part 1 §7, decisions 9, 14, 16, 19). All need the admin-scoped token.
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import {
  customerSchema,
  messageSchema,
  projectSchema,
  supportTicketSchema,
  ticketStatusSchema,
  type ProjectStatus,
} from '../entities';
import { LIMITS } from '../catalogue';
import { outboxResponseSchema } from './mail';
import { paymentLinkKindSchema } from './payments';
import { studioRoutes } from './studio';
import {
  TEXT_MAX,
  dollarAmountSchema,
  emailSchema,
  fullNameSchema,
  idSchema,
  messageContentSchema,
  paymentUrlResponseSchema,
  requiredText,
  subjectSchema,
  successSchema,
} from '../fields';

export const adminCustomersResponseSchema = z.array(customerSchema);
/** Every message, each with its customerName. */
export const adminMessagesResponseSchema = z.array(messageSchema);
/** Every project, with the client's email. */
export const adminProjectsResponseSchema = z.array(projectSchema);

/**
 * The customer portal sends {customerId, subject, content}, the admin portal
 * {customerId, subject, message}; both arrive at the service as {customerId, subject, content}.
 * When both are sent, content wins.
 */
export const adminSendMessageBodySchema = z
  .object({
    customerId: idSchema,
    subject: subjectSchema,
    content: messageContentSchema.optional(),
    message: messageContentSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.content === undefined && body.message === undefined) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'Required' });
    }
  })
  .transform(({ customerId, subject, content, message }) => ({
    customerId,
    subject,
    // The refinement above guarantees one of them; '' is unreachable.
    content: content ?? message ?? '',
  }));
export type AdminSendMessageBody = z.input<typeof adminSendMessageBodySchema>;
export type AdminSendMessage = z.output<typeof adminSendMessageBodySchema>;
/** The created message. */
export const adminSendMessageResponseSchema = messageSchema;

/** `:id` of the customer and project routes. */
export const idParamsSchema = z.object({ id: idSchema });

export const deleteCustomerResponseSchema = successSchema;

export const applyMaintenanceCreditBodySchema = z.object({ customerId: idSchema });
export type ApplyMaintenanceCreditBody = z.input<typeof applyMaintenanceCreditBodySchema>;
export const applyMaintenanceCreditResponseSchema = z.object({ customer: customerSchema });

/**
 * The statuses the admin moves a project to (decision 14). pending, paid_deposit and paid_full
 * follow from the payments alone, so the admin cannot set them: a project marked paid that was not
 * (or pending that was) would misstate what the customer owes.
 */
export const ADMIN_PROJECT_STATUSES = [
  'in_progress',
  'completed',
] as const satisfies readonly ProjectStatus[];
export const adminProjectStatusSchema = z.enum(ADMIN_PROJECT_STATUSES);
export type AdminProjectStatus = z.infer<typeof adminProjectStatusSchema>;

export const updateProjectStatusBodySchema = z.object({ status: adminProjectStatusSchema });
export type UpdateProjectStatusBody = z.input<typeof updateProjectStatusBodySchema>;
export const updateProjectStatusResponseSchema = projectSchema;

/** Amount in dollars, at least 1, cents at most (spec part 1 §5: min 1, step 0.01). */
export const createPaymentLinkBodySchema = z.object({
  customerName: fullNameSchema,
  customerEmail: emailSchema,
  amount: dollarAmountSchema,
  description: requiredText(TEXT_MAX.paymentDescription),
  /** The project this payment is for; its paidAmount grows when paid (decision 14). */
  projectId: idSchema.optional(),
});
export type CreatePaymentLinkBody = z.input<typeof createPaymentLinkBodySchema>;
export const createPaymentLinkResponseSchema = paymentUrlResponseSchema;

/**
 * How this site runs, for the admin's Settings tab: read-only, and never a secret (no keys, no
 * passwords, no TOTP secret): which adapters are in use and the limits that shape the portals.
 */
export const siteSettingsSchema = z.object({
  environment: z.enum(['development', 'production', 'test']),
  /** PUBLIC_ORIGIN: payment return URLs are built on it. */
  publicOrigin: z.string().max(TEXT_MAX.url),
  storage: z.enum(['embedded', 'mongodb']),
  payments: z.enum(['sandbox', 'stripe']),
  domainRegistry: z.enum(['embedded', 'rdap']),
  /** The fixed external payment links that are configured (decision 15); the others use the checkout. */
  externalPaymentLinks: z.array(paymentLinkKindSchema),
  healthCheckAllowLoopback: z.boolean(),
  /** The admin account is the public demo admin (decision 11). */
  usesDemoAdmin: z.boolean(),
  /** Token lifetimes of decision 8, in hours. */
  customerTokenHours: z.number().positive(),
  adminTokenHours: z.number().positive(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The signed-in admin's own account and the site's settings. */
export const adminAccountResponseSchema = z.object({
  customer: customerSchema,
  settings: siteSettingsSchema,
});

/** Every customer's tickets, newest first, each with customerId, customerName and customerEmail. */
export const adminSupportTicketsQuerySchema = z.object({ status: ticketStatusSchema.optional() });
export type AdminSupportTicketsQuery = z.input<typeof adminSupportTicketsQuerySchema>;
export const adminSupportTicketsResponseSchema = z.array(supportTicketSchema);

/**
 * The admin's answer: writes adminResponse and moves the status (decision 34). `answered` sends the
 * answer and leaves the ticket open to follow-up; `closed` answers and ends it. A closed ticket can
 * be answered again (re-opened as answered).
 */
export const RESPOND_STATUSES = ['answered', 'closed'] as const;
export const respondToTicketBodySchema = z.object({
  response: requiredText(LIMITS.messageMax),
  status: z.enum(RESPOND_STATUSES),
});
export type RespondToTicketBody = z.input<typeof respondToTicketBodySchema>;
/** The ticket as it is now, with the customer's name and email. */
export const respondToTicketResponseSchema = supportTicketSchema;

export const adminRoutes = {
  adminAccount: defineRoute({
    method: 'GET',
    path: '/api/admin/account',
    access: 'admin',
    response: adminAccountResponseSchema,
  }),
  /** Revokes every token of the calling admin, on every device, both scopes. */
  adminSignOutEverywhere: defineRoute({
    method: 'POST',
    path: '/api/admin/sign-out-everywhere',
    access: 'admin',
    response: successSchema,
  }),
  adminCustomers: defineRoute({
    method: 'GET',
    path: '/api/admin/customers',
    access: 'admin',
    response: adminCustomersResponseSchema,
  }),
  adminMessages: defineRoute({
    method: 'GET',
    path: '/api/admin/messages',
    access: 'admin',
    response: adminMessagesResponseSchema,
  }),
  adminSendMessage: defineRoute({
    method: 'POST',
    path: '/api/admin/send-message',
    access: 'admin',
    body: adminSendMessageBodySchema,
    response: adminSendMessageResponseSchema,
  }),
  deleteCustomer: defineRoute({
    method: 'DELETE',
    path: '/api/admin/customer/:id',
    access: 'admin',
    params: idParamsSchema,
    response: deleteCustomerResponseSchema,
  }),
  adminProjects: defineRoute({
    method: 'GET',
    path: '/api/admin/projects',
    access: 'admin',
    response: adminProjectsResponseSchema,
  }),
  updateProjectStatus: defineRoute({
    method: 'PATCH',
    path: '/api/admin/projects/:id',
    access: 'admin',
    params: idParamsSchema,
    body: updateProjectStatusBodySchema,
    response: updateProjectStatusResponseSchema,
  }),
  applyMaintenanceCredit: defineRoute({
    method: 'POST',
    path: '/api/admin/apply-maintenance-credit',
    access: 'admin',
    body: applyMaintenanceCreditBodySchema,
    response: applyMaintenanceCreditResponseSchema,
  }),
  createPaymentLink: defineRoute({
    method: 'POST',
    path: '/api/admin/create-payment-link',
    access: 'admin',
    body: createPaymentLinkBodySchema,
    response: createPaymentLinkResponseSchema,
  }),
  adminSupportTickets: defineRoute({
    method: 'GET',
    path: '/api/admin/support-tickets',
    access: 'admin',
    query: adminSupportTicketsQuerySchema,
    response: adminSupportTicketsResponseSchema,
  }),
  respondToTicket: defineRoute({
    method: 'POST',
    path: '/api/admin/support-tickets/:id/respond',
    access: 'admin',
    params: idParamsSchema,
    body: respondToTicketBodySchema,
    response: respondToTicketResponseSchema,
  }),
  adminOutbox: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    response: outboxResponseSchema,
  }),
  // The content studio's calls live in their own file; they are the admin's all the same.
  ...studioRoutes,
};

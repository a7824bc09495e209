/**
 * Live portal updates (issue 21): `GET /api/customer/events` and `GET /api/admin/events` stream
 * server-sent events (text/event-stream) to a signed-in caller, authenticated like every call by
 * `Authorization: Bearer <token>` (the client reads the stream with fetch). Each event is written as
 *
 *   id: <n>
 *   event: <type>
 *   data: <the event as JSON, `type` included>
 *
 * and parsed with `portalEventSchema`. The stream opens with `ready`; comment lines (": keep-alive")
 * come every 20 seconds so proxies keep it open. After a drop the client reconnects and reloads
 * its lists: events are not replayed. The server ends the streams when it shuts down.
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { customerSchema, messageSchema, projectSchema, supportTicketSchema } from '../entities';
import { outboxMailSchema } from './mail';

/** The first event of every stream: the server listens for this caller from now on. */
export const readyEventSchema = z.object({ type: z.literal('ready') });
/** A new message: to the customer, one the team wrote them (or theirs from another tab); to the admin, every message, with customerName. */
export const messageCreatedEventSchema = z.object({
  type: z.literal('message.created'),
  message: messageSchema,
});
/** A new ticket (admin stream; the customer's own stream too, for their other tabs). */
export const ticketCreatedEventSchema = z.object({
  type: z.literal('ticket.created'),
  ticket: supportTicketSchema,
});
/** The admin answered or moved a ticket: its new adminResponse and status. */
export const ticketAnsweredEventSchema = z.object({
  type: z.literal('ticket.answered'),
  ticket: supportTicketSchema,
});
/** A new project (admin stream; the customer's own too). */
export const projectCreatedEventSchema = z.object({
  type: z.literal('project.created'),
  project: projectSchema,
});
/** A project's status or payment changed (admin moved it, or a payment arrived). */
export const projectUpdatedEventSchema = z.object({
  type: z.literal('project.updated'),
  project: projectSchema,
});
/** Admin stream only: a new account was registered. */
export const customerCreatedEventSchema = z.object({
  type: z.literal('customer.created'),
  customer: customerSchema,
});
/** Admin stream only: a mail was queued (the outbox view adds it). */
export const mailQueuedEventSchema = z.object({ type: z.literal('mail.queued'), mail: outboxMailSchema });

export const portalEventSchema = z.discriminatedUnion('type', [
  readyEventSchema,
  messageCreatedEventSchema,
  ticketCreatedEventSchema,
  ticketAnsweredEventSchema,
  projectCreatedEventSchema,
  projectUpdatedEventSchema,
  customerCreatedEventSchema,
  mailQueuedEventSchema,
]);
export type PortalEvent = z.infer<typeof portalEventSchema>;
export type PortalEventType = PortalEvent['type'];

/** The events a customer's stream carries; the admin's carries every type. */
export const CUSTOMER_EVENT_TYPES = [
  'ready',
  'message.created',
  'ticket.created',
  'ticket.answered',
  'project.created',
  'project.updated',
] as const satisfies readonly PortalEventType[];

/** Seconds between keep-alive comments on an open stream. */
export const EVENTS_HEARTBEAT_SECONDS = 20;
/** The `retry:` the server announces: milliseconds an EventSource waits before reconnecting. */
export const EVENTS_RETRY_MS = 3000;

export const eventsRoutes = {
  customerEvents: defineRoute({
    method: 'GET',
    path: '/api/customer/events',
    access: 'customer',
    stream: 'sse',
    response: portalEventSchema,
  }),
  adminEvents: defineRoute({
    method: 'GET',
    path: '/api/admin/events',
    access: 'admin',
    stream: 'sse',
    response: portalEventSchema,
  }),
};

/**
 * Which cached reads an event of the live stream makes stale, per audience. A list that is shown
 * reads again at once; one that is not is read when it next shows. The customer's unread count
 * (the red dot) follows every new message.
 */
import type { PortalEvent, PortalEventType } from '@contract/api/events';
import type { RouteName } from '@contract/routes';
import type { LiveAudience } from '@machines/live-updates';

type Reads = Readonly<Partial<Record<PortalEventType, readonly RouteName[]>>>;

export const LIVE_READS: Readonly<Record<LiveAudience, Reads>> = {
  customer: {
    'message.created': ['customerMessages', 'customerUnreadMessages'],
    'ticket.created': ['customerSupportTickets'],
    'ticket.answered': ['customerSupportTickets'],
    'project.created': ['customerProjects'],
    'project.updated': ['customerProjects'],
  },
  admin: {
    'message.created': ['adminMessages'],
    'ticket.created': ['adminSupportTickets'],
    'ticket.answered': ['adminSupportTickets'],
    'project.created': ['adminProjects'],
    'project.updated': ['adminProjects'],
    'customer.created': ['adminCustomers'],
    'mail.queued': ['adminOutbox'],
  },
};

export const readsStaleAfter = (event: PortalEvent, audience: LiveAudience): readonly RouteName[] =>
  LIVE_READS[audience][event.type] ?? [];

/** Every read an audience's stream keeps up to date: reloaded after the stream was down. */
export const liveReadsOf = (audience: LiveAudience): RouteName[] => [
  ...new Set(Object.values(LIVE_READS[audience]).flat()),
];

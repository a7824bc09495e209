/**
 * Publishes the portals' live events (issue 21) on the store's feed. A live update is a courtesy:
 * a failure to publish is logged and never fails the call that caused it (the lists reload anyway).
 */
import type { PortalEvent } from '@contract/api/events';
import type { Logger } from '../../lib/logger';
import type { EventAudience, EventsFeed } from '../../store/port';

export interface EventPublisher {
  /** To one customer's streams (and every admin's). */
  toCustomer(customerId: string, event: PortalEvent): Promise<void>;
  /** To the admins' streams only. */
  toAdmins(event: PortalEvent): Promise<void>;
}

export function createEventPublisher(deps: { events: EventsFeed; logger: Logger }): EventPublisher {
  const publish = async (event: PortalEvent, audience: EventAudience) => {
    try {
      await deps.events.publish({ event, audience });
    } catch (error) {
      deps.logger.warn('could not publish a live event', { error, type: event.type });
    }
  };
  return {
    toCustomer: (customerId, event) => publish(event, { customerId }),
    toAdmins: (event) => publish(event, {}),
  };
}

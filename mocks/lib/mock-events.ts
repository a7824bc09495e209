/**
 * The mocks' live updates: handlers that change something publish a portal event here, and the
 * open event streams (GET /api/customer/events, /api/admin/events) write it to their readers, as
 * the server's event bus does. A customer's stream gets the events addressed to that customer; the
 * admin's stream gets every event.
 */
import { formatEvent, KEEP_ALIVE_COMMENT, type PortalEvent } from '@contract';

/** Who an event is for: one customer (and the admin), or the admin only. */
export interface MockAudience {
  customerId?: string;
}

type Listener = (event: PortalEvent, audience: MockAudience) => void;

const listeners = new Set<Listener>();
let nextEventId = 0;

/** Sends an event to every open stream that may see it. */
export const publishMockEvent = (event: PortalEvent, audience: MockAudience = {}): void => {
  for (const listener of listeners) listener(event, audience);
};

/**
 * A text/event-stream body: `ready` first, then each published event the filter lets through,
 * until the reader cancels (the page closed the stream). No timers: a mock stream needs no
 * keep-alive, but it writes one comment up front so readers meet one, as from the server.
 */
export const mockEventStream = (accepts: (audience: MockAudience) => boolean): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  let listener: Listener | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text));
      write(KEEP_ALIVE_COMMENT);
      nextEventId += 1;
      write(formatEvent({ type: 'ready' }, nextEventId));
      listener = (event, audience) => {
        if (!accepts(audience)) return;
        nextEventId += 1;
        write(formatEvent(event, nextEventId));
      };
      listeners.add(listener);
    },
    cancel() {
      if (listener) listeners.delete(listener);
    },
  });
};

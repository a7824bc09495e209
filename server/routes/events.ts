/**
 * The portals' live updates (issue 21): GET /api/customer/events and /api/admin/events answer a
 * text/event-stream. The caller authenticates like any call (Authorization: Bearer), and is checked
 * again at every keep-alive, so a revoked token's stream ends within a heartbeat. A customer's
 * stream carries only the events addressed to that customer and of the customer's types; an
 * admin's carries every event. Each event is checked against the contract before it is written.
 * Streams end when the server starts to drain (shutdown), so clients reconnect elsewhere.
 */
import { PassThrough } from 'node:stream';
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import {
  CUSTOMER_EVENT_TYPES,
  EVENTS_HEARTBEAT_SECONDS,
  EVENTS_RETRY_MS,
  portalEventSchema,
  type PortalEventType,
} from '@contract/api/events';
import { formatEvent, KEEP_ALIVE_COMMENT } from '@contract/event-stream';
import type { Drain } from '../http/drain';
import type { Logger } from '../lib/logger';
import type { Authenticate, Caller } from '../policies/authenticate';
import { requireAccess } from '../policies/require-access';
import type { EventAudience, EventsFeed } from '../store/port';

export interface EventRoutesDeps {
  authenticate: Authenticate;
  events: EventsFeed;
  logger: Logger;
  drain?: Drain;
  /** Milliseconds between keep-alive comments (tests shorten it). */
  heartbeatMs?: number;
}

const CUSTOMER_TYPES: ReadonlySet<PortalEventType> = new Set(CUSTOMER_EVENT_TYPES);

type Filter = (type: PortalEventType, audience: EventAudience) => boolean;

const customerFilter =
  (caller: Caller): Filter =>
  (type, audience) =>
    CUSTOMER_TYPES.has(type) && audience.customerId === caller.customer.id;

const everything: Filter = () => true;

export function mountEventRoutes(router: Router, deps: EventRoutesDeps): void {
  const heartbeatMs = deps.heartbeatMs ?? EVENTS_HEARTBEAT_SECONDS * 1000;

  for (const route of [routes.customerEvents, routes.adminEvents]) {
    router.register(route.path, ['GET'], async (ctx) => {
      const authorization = ctx.get('authorization') || undefined;
      const caller = requireAccess(route.access, await deps.authenticate(authorization)) as Caller;
      const accepts = route.access === 'admin' ? everything : customerFilter(caller);

      const stream = new PassThrough();
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setKeepAlive(true);
      ctx.compress = false;
      ctx.status = 200;
      ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
      ctx.set('Cache-Control', 'no-store');
      // nginx and similar proxies would otherwise hold the events back in a buffer.
      ctx.set('X-Accel-Buffering', 'no');
      ctx.body = stream;

      let nextId = 0;
      let ended = false;
      const write = (text: string) => {
        if (!ended) stream.write(text);
      };
      write(`retry: ${EVENTS_RETRY_MS}\n\n`);
      write(formatEvent({ type: 'ready' }, ++nextId));

      const unsubscribe = deps.events.subscribe(({ event, audience }) => {
        if (!accepts(event.type, audience)) return;
        const checked = portalEventSchema.safeParse(event);
        if (!checked.success) {
          deps.logger.error('a live event broke the contract; not sent', { type: event.type });
          return;
        }
        write(formatEvent(checked.data, ++nextId));
      });
      const heartbeat = setInterval(() => {
        void deps.authenticate(authorization).then(
          (current) => {
            // Signed out, deleted, or no longer an admin: the stream ends with the access.
            try {
              requireAccess(route.access, current);
              write(KEEP_ALIVE_COMMENT);
            } catch {
              end();
            }
          },
          () => write(KEEP_ALIVE_COMMENT),
        );
      }, heartbeatMs);
      heartbeat.unref();
      // Deferred: a drain that has already begun calls back at once, before `end` could run safely.
      const stopDrainWatch = deps.drain?.onDrain(() => queueMicrotask(end));

      function end(): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        stopDrainWatch?.();
        stream.end();
      }
      ctx.req.on('close', end);
      stream.on('error', end);
    });
  }
}

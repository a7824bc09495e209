/**
 * The open portal's live updates (issue 21): the server's event stream (`/api/customer/events` or
 * `/api/admin/events`, provided by the app as the `eventStream` callback actor) is read while the
 * portal is open; each event asks the app to bring the lists it touches up to date at once, with no
 * polling. A dropped stream is opened again after a wait that doubles per failure up to a ceiling;
 * events are not replayed, so a stream opened again reloads every list once it is ready. A refused
 * token (401, 403: signed out elsewhere, password changed) ends the updates.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { PortalEvent } from '@contract/api/events';
import { isServerRefusal } from '../shared/errors';
import { TIMINGS } from '../timings';

/** Whose stream: the customer's own events, or the admin's (every event). */
export type LiveAudience = 'customer' | 'admin';

export interface LiveUpdatesInput {
  audience: LiveAudience;
}

export interface LiveUpdatesContext {
  audience: LiveAudience;
  /** Streams that reached `ready`: after the first, a ready stream reloads the lists. */
  connections: number;
  /** Failures since the last ready stream: the wait before the next attempt doubles with each. */
  failures: number;
}

/** What the stream actor sends back to the machine. */
export type LiveStreamEvent =
  | { type: 'server.event'; event: PortalEvent }
  | { type: 'stream.ended' }
  | { type: 'stream.failed'; error: unknown };

export type LiveUpdatesEvent = LiveStreamEvent;

/** The wait before attempt n+1 after n failures: 3 s, 6 s, 12 s … at most 30 s. */
export const reconnectDelay = (failures: number): number =>
  Math.min(TIMINGS.liveReconnect * 2 ** Math.max(failures - 1, 0), TIMINGS.liveReconnectMax);

const isRefusedToken = (error: unknown): boolean =>
  isServerRefusal(error) && [401, 403].includes((error as { status: number }).status);

export const liveUpdatesMachine = setup({
  types: {
    context: {} as LiveUpdatesContext,
    events: {} as LiveUpdatesEvent,
    input: {} as LiveUpdatesInput,
  },
  actors: {
    eventStream: fromCallback<LiveUpdatesEvent, LiveUpdatesInput>(() => {
      throw new Error('eventStream is provided by the app');
    }),
  },
  actions: {
    /** App: bring the lists an event touches up to date (and the unread dot). */
    applyEvent: (_, _params: { event: PortalEvent; audience: LiveAudience }) => {},
    /** App: reload every list of the portal (events missed while the stream was down). */
    reloadLists: (_, _params: { audience: LiveAudience }) => {},
    countConnection: assign({ connections: ({ context }) => context.connections + 1, failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  guards: {
    isReady: (_, params: { event: PortalEvent }) => params.event.type === 'ready',
    /** Ready after an earlier stream dropped: events may have been missed. */
    isReadyAgain: ({ context }, params: { event: PortalEvent }) =>
      params.event.type === 'ready' && context.connections > 0,
    isRefusedToken: (_, params: { error: unknown }) => isRefusedToken(params.error),
  },
  delays: {
    reconnect: ({ context }) => reconnectDelay(context.failures),
  },
}).createMachine({
  id: 'liveUpdates',
  context: ({ input }) => ({ audience: input.audience, connections: 0, failures: 0 }),
  initial: 'open',
  states: {
    /** The stream is asked for and read, for as long as it lasts. */
    open: {
      invoke: {
        id: 'eventStream',
        src: 'eventStream',
        input: ({ context }) => ({ audience: context.audience }),
      },
      initial: 'connecting',
      states: {
        /** Nothing has arrived yet. */
        connecting: {
          on: {
            'server.event': [
              {
                guard: { type: 'isReadyAgain', params: ({ event }) => event },
                target: 'live',
                actions: [{ type: 'reloadLists', params: ({ context }) => context }, 'countConnection'],
              },
              {
                guard: { type: 'isReady', params: ({ event }) => event },
                target: 'live',
                actions: 'countConnection',
              },
            ],
          },
        },
        /** Ready: each event updates its lists. */
        live: {
          on: {
            'server.event': {
              actions: {
                type: 'applyEvent',
                params: ({ context, event }) => ({ event: event.event, audience: context.audience }),
              },
            },
          },
        },
      },
      on: {
        'stream.ended': { target: 'waiting', actions: 'countFailure' },
        'stream.failed': [
          { guard: { type: 'isRefusedToken', params: ({ event }) => event }, target: 'stopped' },
          { target: 'waiting', actions: 'countFailure' },
        ],
      },
    },
    /** The stream dropped: it opens again after the wait. */
    waiting: {
      after: { reconnect: 'open' },
    },
    /** The token was refused: no more attempts (the portal's session handles the sign-out). */
    stopped: { type: 'final' },
  },
});

export type LiveUpdatesMachine = typeof liveUpdatesMachine;

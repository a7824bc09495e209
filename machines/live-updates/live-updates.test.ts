import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromCallback, type AnyActorRef } from 'xstate';
import type { PortalEvent } from '@contract/api/events';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { TIMINGS } from '../timings';
import { connect } from './live-updates.connect';
import {
  liveUpdatesMachine,
  reconnectDelay,
  type LiveUpdatesEvent,
  type LiveUpdatesInput,
} from './live-updates.machine';
import { statesOfInterest } from './live-updates.states';

const answered: PortalEvent = {
  type: 'ticket.answered',
  ticket: {
    id: 'tkt-1',
    subject: 'Invoice address',
    description: 'New address',
    category: 'billing',
    status: 'answered',
    createdAt: '2025-11-12T17:30:00.000Z',
    adminResponse: 'Done.',
  },
};

/** The machine over a stream the test writes to; time on a simulated clock. */
const start = () => {
  const clock = new SimulatedClock();
  const applyEvent = vi.fn();
  const reloadLists = vi.fn();
  let stream: ((event: LiveUpdatesEvent) => void) | null = null;
  const opened = vi.fn();
  const closed = vi.fn();
  const actor = createActor(
    liveUpdatesMachine.provide({
      actors: {
        eventStream: fromCallback<LiveUpdatesEvent, LiveUpdatesInput>(({ sendBack, input }) => {
          opened(input.audience);
          stream = sendBack;
          return () => closed();
        }),
      },
      actions: {
        applyEvent: (_, params) => applyEvent(params.event, params.audience),
        reloadLists: (_, params) => reloadLists(params.audience),
      },
    }),
    { input: { audience: 'customer' }, clock },
  ).start();
  const write = (event: LiveUpdatesEvent) => stream?.(event);
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { actor: actor as AnyActorRef, clock, applyEvent, reloadLists, opened, closed, write, view };
};

describe('liveUpdates', () => {
  it('opens the stream and passes each event on once it is ready, without reloading the lists', () => {
    const { opened, write, view, applyEvent, reloadLists, closed } = start();
    expect(opened).toHaveBeenCalledWith('customer');
    expect(view()).toEqual({ isLive: false, isReconnecting: false });
    write({ type: 'server.event', event: { type: 'ready' } });
    expect(view().isLive).toBe(true);
    write({ type: 'server.event', event: answered });
    expect(applyEvent).toHaveBeenCalledWith(answered, 'customer');
    expect(reloadLists).not.toHaveBeenCalled();
    // Ready opened the same stream: it was not closed and opened again.
    expect(opened).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
  });

  it('opens a dropped stream again after 3 s, then reloads the lists once it is ready', () => {
    const { opened, write, view, clock, reloadLists } = start();
    write({ type: 'server.event', event: { type: 'ready' } });
    write({ type: 'stream.ended' });
    expect(view().isReconnecting).toBe(true);
    clock.increment(TIMINGS.liveReconnect - 1);
    expect(opened).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(opened).toHaveBeenCalledTimes(2);
    write({ type: 'server.event', event: { type: 'ready' } });
    expect(reloadLists).toHaveBeenCalledWith('customer');
  });

  it('waits longer after each failure in a row, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([3000, 6000, 12000, 24000, 30000, 30000]);
    const { opened, write, clock } = start();
    write({ type: 'stream.failed', error: new Error('') });
    clock.increment(3000);
    expect(opened).toHaveBeenCalledTimes(2);
    write({ type: 'stream.failed', error: Object.assign(new Error('Bad gateway'), { status: 502 }) });
    clock.increment(3000);
    expect(opened).toHaveBeenCalledTimes(2);
    clock.increment(3000);
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('stops when the token is refused (signed out elsewhere)', () => {
    const { actor, opened, write, clock } = start();
    write({ type: 'stream.failed', error: Object.assign(new Error('Unauthorized'), { status: 401 }) });
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(TIMINGS.liveReconnectMax);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('closes the stream when the portal closes', () => {
    const { actor, closed } = start();
    actor.stop();
    expect(closed).toHaveBeenCalledTimes(1);
  });

  itReachesEachStateOfInterest(liveUpdatesMachine, statesOfInterest);
});

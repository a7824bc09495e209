/** The live updates' states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { LiveUpdatesEvent, LiveUpdatesInput } from './live-updates.machine';

type Entry = StateOfInterest<LiveUpdatesEvent, LiveUpdatesInput>;
const customer: LiveUpdatesInput = { audience: 'customer' };
const ready: LiveUpdatesEvent = { type: 'server.event', event: { type: 'ready' } };
/** The stream stays open; the events below are what it sends. */
const streaming = { eventStream: 'pending' } as const;

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Connecting',
    description: 'The stream is asked for.',
    input: customer,
    events: [],
    answers: streaming,
    expected: { open: 'connecting' },
  },
  {
    name: 'Live',
    description: 'The stream is ready.',
    input: customer,
    events: [ready],
    answers: streaming,
    expected: { open: 'live' },
  },
  {
    name: 'Reconnecting',
    description: 'The stream dropped; it opens again after the wait.',
    input: customer,
    events: [ready, { type: 'stream.ended' }],
    answers: streaming,
    expected: 'waiting',
  },
];

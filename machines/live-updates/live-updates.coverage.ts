/** How the coverage suite explores the live updates. */
import type { CoverageSpec } from '../testing/coverage';
import { liveUpdatesMachine, type LiveUpdatesMachine } from './live-updates.machine';

const sampleTicket = {
  id: 'tkt-1',
  subject: 'Invoice address',
  description: 'New address',
  category: 'billing',
  status: 'answered',
  createdAt: '2025-11-12T17:30:00.000Z',
  adminResponse: 'Done.',
} as const;

export const liveUpdatesCoverage: CoverageSpec<LiveUpdatesMachine> = {
  name: 'liveUpdates',
  machine: liveUpdatesMachine,
  inputs: [{ audience: 'customer' }],
  events: {
    'server.event': [
      { type: 'server.event', event: { type: 'ready' } },
      { type: 'server.event', event: { type: 'ticket.answered', ticket: sampleTicket } },
    ],
    'stream.failed': [
      { type: 'stream.failed', error: Object.assign(new Error(''), { status: 401 }) },
      { type: 'stream.failed', error: new Error('') },
    ],
  },
  // Two connections tell a first ready from a later one; more add nothing.
  project: (context) => ({
    connected: Math.min(context.connections, 1),
    failing: Math.min(context.failures, 1),
  }),
};

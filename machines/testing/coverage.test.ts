import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { checkCoverage } from './coverage';

/** Two timers racing in parallel regions and a service: what the harness must handle. */
const sample = setup({
  types: { context: {} as { saved: number }, events: {} as { type: 'save' } | { type: 'dismiss' } },
  actors: { save: fromPromise<number>(async () => 1) },
  delays: { short: 15, long: 20 },
  guards: { hasSaved: ({ context }) => context.saved > 0 },
}).createMachine({
  id: 'sample',
  context: { saved: 0 },
  type: 'parallel',
  states: {
    first: {
      initial: 'waiting',
      states: {
        waiting: { after: { short: 'open' } },
        open: { on: { dismiss: 'closed' } },
        closed: {},
      },
    },
    second: {
      initial: 'waiting',
      states: {
        waiting: { after: { long: 'open' } },
        open: { on: { save: 'saving' } },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
            onError: 'open',
          },
        },
        saved: { always: { guard: 'hasSaved', target: 'open' } },
      },
    },
  },
});

describe('checkCoverage', () => {
  it('reaches every state and takes every transition, timers in real order', async () => {
    const report = await checkCoverage({
      name: 'sample',
      machine: sample,
      inputs: [undefined],
      outcomes: { save: { done: [2] } },
    });
    expect(report).toMatchObject({ uncoveredStates: [], uncoveredTransitions: [] });
    expect(report.states).toBe(9);
    expect(report.transitions).toBe(7);
  });

  it('names what no path reaches', async () => {
    const unreachable = setup({ types: { events: {} as { type: 'go' } } }).createMachine({
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: {}, c: { on: { go: 'a' } } },
    });
    const report = await checkCoverage({ name: 'unreachable', machine: unreachable, inputs: [undefined] });
    expect(report.uncoveredStates).toEqual(['c']);
    expect(report.uncoveredTransitions).toEqual(['c —go→ a']);
  });
});

import { describe, expect, it } from 'vitest';
import { assign, createActor, raise, setup, type AnyMachineSnapshot } from 'xstate';
import { activeNodes, initialStep, microstepTransitions, nextStep, type AnyTransition } from './microsteps';

/** An event, an eventless transition behind a named guard, a raised event and a delayed one. */
const sample = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'go' } | { type: 'echo' } },
  guards: { counted: ({ context }) => context.count > 0 },
  actions: { count: assign({ count: ({ context }) => context.count + 1 }), echo: raise({ type: 'echo' }) },
  delays: { later: 500 },
}).createMachine({
  id: 'sample',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: { target: 'checking', actions: ['count', 'echo'] } } },
    checking: { always: [{ guard: 'counted', target: 'counted' }, { target: 'idle' }] },
    counted: { on: { echo: 'echoed' } },
    echoed: { after: { later: 'idle' } },
  },
});

const names = (transitions: readonly AnyTransition[]): string[] =>
  transitions.map(
    (t) => `${t.source.key} —${t.eventType || 'always'}→ ${t.target?.map((n) => n.key).join() ?? ''}`,
  );

describe('microsteps', () => {
  it('names the active state nodes of a snapshot, ancestors included', () => {
    const { snapshot } = initialStep(sample, undefined);
    expect(activeNodes(snapshot).map((node) => node.id)).toEqual(['sample', 'sample.idle']);
  });

  it('reads the event, eventless and raised transitions of a macrostep, and its delayed raise', () => {
    const start = initialStep(sample, undefined).snapshot;
    const step = nextStep(sample, start, { type: 'go' });
    expect(step.snapshot.value).toBe('echoed');
    expect(names(step.taken)).toEqual([
      'idle —go→ checking',
      'checking —always→ counted',
      'counted —echo→ echoed',
    ]);
    expect(step.actions.filter((a) => a.type === 'xstate.raise').map((a) => a.params)).toEqual([
      { event: { type: 'echo' } },
      {
        event: { type: 'xstate.after.later.sample.echoed' },
        id: 'xstate.after.later.sample.echoed',
        delay: 500,
      },
    ]);
  });

  it('finds the same transitions in what a real actor reports to its inspector', () => {
    const seen: AnyTransition[] = [];
    let before = initialStep(sample, undefined).firstMicrostep;
    let opens = false;
    const actor = createActor(sample, {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event') opens = inspection.event.type !== 'xstate.init';
        if (inspection.type !== '@xstate.microstep') return;
        seen.push(...microstepTransitions(before, inspection.event, opens));
        opens = false;
        before = inspection.snapshot as AnyMachineSnapshot;
      },
    }).start();
    actor.send({ type: 'go' });
    expect(names(seen)).toEqual(['idle —go→ checking', 'checking —always→ counted', 'counted —echo→ echoed']);
    actor.stop();
  });
});

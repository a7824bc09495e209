/** Test helper: every state of interest of a machine lands where it says. */
import { expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { FakeServices, StateOfInterest } from '../shared/states-of-interest';
import { replayStateOfInterest } from './replay-state-of-interest';

export const itReachesEachStateOfInterest = (
  machine: AnyStateMachine,
  entries: ReadonlyArray<StateOfInterest<EventObject, unknown>>,
  fakes: FakeServices = {},
): void => {
  it('names each state of interest once', () => {
    const names = entries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
  for (const entry of entries) {
    it(`reaches the state of interest "${entry.name}"`, async () => {
      const { actor } = await replayStateOfInterest(machine, entry, fakes);
      expect(actor.getSnapshot().value).toEqual(entry.expected);
      actor.stop();
    });
  }
};

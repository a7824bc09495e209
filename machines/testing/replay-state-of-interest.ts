/**
 * Replays a state of interest against a real actor: fake services (answering at once unless the
 * entry says otherwise), XState's SimulatedClock for time. Tests check each entry lands where it
 * says; Storybook renders the resulting snapshot.
 */
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type Actor,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { FakeServices, StateOfInterest, TimePasses } from '../shared/states-of-interest';

const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

const isTimePasses = (event: EventObject): event is TimePasses => event.type === 'time.passes';

export const replayStateOfInterest = async <TMachine extends AnyStateMachine>(
  machine: TMachine,
  entry: StateOfInterest<EventObject, unknown>,
  fakes: FakeServices = {},
): Promise<{ actor: Actor<TMachine>; clock: SimulatedClock }> => {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(async ({ input }) => {
        const answer = entry.answers?.[src];
        if (answer === 'pending') return new Promise<never>(() => {});
        if (answer && 'error' in answer) throw answer.error;
        if (answer) return answer.output;
        const fake = fakes[src];
        if (!fake) throw new Error(`No fake for the service ${src}`);
        return fake(input);
      }),
    ]),
  );
  const clock = new SimulatedClock();
  const provided: AnyStateMachine = machine.provide({ actors });
  const actor = createActor(provided, { input: entry.input, clock });
  actor.start();
  await settle();
  for (const event of entry.events) {
    if (isTimePasses(event)) clock.increment(event.ms);
    else actor.send(event);
    await settle();
  }
  return { actor: actor as Actor<TMachine>, clock };
};

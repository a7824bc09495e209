/**
 * The named states of a machine worth showing on their own (Storybook renders one story per
 * entry), each with the events that reach it from the initial state.
 */
import type { EventObject, StateValue } from 'xstate';

/** Time passing in a replay: the simulated clock moves on by `ms` (one entry per chained timer). */
export interface TimePasses {
  type: 'time.passes';
  ms: number;
}

export const timePasses = (ms: number): TimePasses => ({ type: 'time.passes', ms });

/** How a service answers in one replay: with an output, with an error, or never (a loading state). */
export type ServiceAnswer = { output: unknown } | { error: unknown } | 'pending';

export interface StateOfInterest<TEvent extends EventObject, TInput> {
  name: string;
  description: string;
  input?: TInput;
  events: ReadonlyArray<TEvent | TimePasses>;
  /** Answers by service name; a service not named answers with the machine's fake at once. */
  answers?: Readonly<Record<string, ServiceAnswer>>;
  /** The state value the replay ends in. */
  expected: StateValue;
}

/** Fake services by name: each returns what the service resolves with, given its input. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each service has its own input type
export type FakeServices = Readonly<Record<string, (input: any) => unknown>>;

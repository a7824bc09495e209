/**
 * Which event sequences to replay: for each goal (a state node or a transition), the shortest
 * sequence the graph's shortest-path tree offers that reaches it.
 */
import type { StatePath } from '@xstate/graph';
import type { EventObject } from 'xstate';
import { activeNodes } from './microsteps';
import { stableJson, type createTimedModel, type TimedSnapshot } from './timed-model';

export type Model = ReturnType<typeof createTimedModel>;

/** The state nodes and transitions one model step reached. */
const goalsOfStep = (state: TimedSnapshot): unknown[] => [
  ...activeNodes(state.machine),
  ...state.taken.flatMap((t) => [t, t.source]),
];

export const keyOf = (events: readonly EventObject[]): string => events.map(stableJson).join('\n');

/**
 * For each goal, the shortest event sequence found that reaches it: a path of the shortest-path
 * tree, or such a path plus one event (a transition into a state reached before by another way).
 */
export const firstPaths = (
  model: Model,
  input: unknown,
  paths: readonly StatePath<TimedSnapshot, EventObject>[],
  tryEvents: (state: TimedSnapshot) => EventObject[],
): Map<unknown, EventObject[]> => {
  const found = new Map<unknown, EventObject[]>();
  const note = (state: TimedSnapshot, events: EventObject[]): void =>
    goalsOfStep(state).forEach((goal) => {
      if (!found.has(goal)) found.set(goal, events);
    });
  // Path steps carry snapshots shared between ways into a state; each step is recomputed instead.
  const reached = new Map<string, TimedSnapshot>();
  const tree = paths
    .map((path) => path.steps.slice(1).map((step) => step.event))
    .sort((a, b) => a.length - b.length);
  for (const events of tree) {
    const last = events[events.length - 1];
    const parent = last ? reached.get(keyOf(events.slice(0, -1))) : undefined;
    if (last && !parent) throw new Error(`No path to the start of [${keyOf(events)}]`);
    const state =
      last && parent
        ? model.transition(parent, last, undefined as never)
        : model.getInitialSnapshot(undefined as never, input);
    reached.set(keyOf(events), state);
    note(state, events);
  }
  for (const events of tree) {
    const state = reached.get(keyOf(events))!;
    for (const event of tryEvents(state))
      note(model.transition(state, event, undefined as never), [...events, event]);
  }
  return found;
};

/** The chosen sequences, without those that are the start of another chosen one. */
export const withoutPrefixes = (sequences: EventObject[][]): EventObject[][] => {
  const keys = sequences.map(keyOf);
  return sequences.filter(
    (_sequence, index) =>
      !keys.some(
        (other, j) =>
          j !== index && other.length > keys[index]!.length && other.startsWith(`${keys[index]}\n`),
      ) && keys.indexOf(keys[index]!) === index,
  );
};

/**
 * What a step of a machine did, read through XState's public API only: the active state nodes of
 * a snapshot (`getStateNodes` of the machine's root and the snapshot's value) and the transitions
 * each microstep took. XState's pure `getMicrosteps` gives the snapshots of a macrostep; which
 * transitions led to each is found as XState's macrostep chooses them: the event's own transitions
 * first (`machine.getTransitionData`), then eventless ones while any is enabled, then the events
 * the machine raised to itself, one a microstep.
 */
import {
  getInitialMicrosteps,
  getMicrosteps,
  getStateNodes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type TransitionDefinition,
} from 'xstate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a transition of any machine
export type AnyTransition = TransitionDefinition<any, any>;

/** An action a pure transition hands back, as far as the model reads it. */
export interface PlannedAction {
  type: string;
  params?: unknown;
}

export const INIT_EVENT = 'xstate.init';

const nodesOfSnapshot = new WeakMap<AnyMachineSnapshot, AnyStateNode[]>();

/** The state nodes a snapshot is in, ancestors included, in document order (snapshots never change, so kept). */
export const activeNodes = (snapshot: AnyMachineSnapshot): AnyStateNode[] => {
  let nodes = nodesOfSnapshot.get(snapshot);
  if (!nodes) {
    nodes = [...new Set(getStateNodes(snapshot.machine.root, snapshot.value))].sort(
      (a, b) => a.order - b.order,
    );
    nodesOfSnapshot.set(snapshot, nodes);
  }
  return nodes;
};

const isAtomic = (node: AnyStateNode): boolean => node.type === 'atomic' || node.type === 'final';

const selfAndAncestors = (node: AnyStateNode): AnyStateNode[] =>
  node.parent ? [node, ...selfAndAncestors(node.parent)] : [node];

/** A guard named in the machine's setup, evaluated as XState would; unnamed guards are refused. */
const guardPasses = (
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  guard: AnyTransition['guard'],
): boolean => {
  if (guard === undefined) return true;
  const reference = typeof guard === 'string' ? { type: guard, params: undefined } : guard;
  const name = typeof reference === 'object' && reference !== null ? reference.type : undefined;
  const implementation =
    typeof name === 'string'
      ? (snapshot.machine.implementations.guards[name] as
          ((args: { context: unknown; event: EventObject }, params: unknown) => boolean) | undefined)
      : undefined;
  if (!implementation)
    throw new Error('An eventless transition has a guard not named in setup: name it (machines/README.md)');
  const args = { context: snapshot.context, event };
  const raw = (reference as { params?: unknown }).params;
  const params = typeof raw === 'function' ? (raw as (a: typeof args) => unknown)(args) : raw;
  return implementation(args, params);
};

/** The eventless transitions enabled in a snapshot: per atomic state, the first whose guard passes. */
export const eventlessTransitions = (snapshot: AnyMachineSnapshot, event: EventObject): AnyTransition[] => {
  const enabled = new Set<AnyTransition>();
  for (const atomic of activeNodes(snapshot).filter(isAtomic)) {
    const chosen = selfAndAncestors(atomic)
      .flatMap((node) => node.always ?? [])
      .find((t) => guardPasses(snapshot, event, t.guard));
    if (chosen) enabled.add(chosen);
  }
  return [...enabled];
};

/**
 * The transitions of one microstep that started in `before` while handling `event`; `opens` says
 * that it is the first microstep of a macrostep (the event's own transitions).
 */
export const microstepTransitions = (
  before: AnyMachineSnapshot,
  event: EventObject,
  opens: boolean,
): AnyTransition[] => {
  if (opens) return before.machine.getTransitionData(before, event) as AnyTransition[];
  const eventless = eventlessTransitions(before, event);
  return eventless.length > 0
    ? eventless
    : (before.machine.getTransitionData(before, event) as AnyTransition[]);
};

/** A macrostep as the model sees it: where it ends, the actions to run and the transitions taken. */
export interface Step {
  snapshot: AnyMachineSnapshot;
  /** Where the first microstep ended (for the initial step: before any eventless transition). */
  firstMicrostep: AnyMachineSnapshot;
  actions: PlannedAction[];
  taken: AnyTransition[];
}

const isImmediateRaise = (action: PlannedAction): boolean =>
  action.type === 'xstate.raise' && typeof (action.params as { delay?: unknown })?.delay !== 'number';

const readSteps = (
  before: AnyMachineSnapshot | null,
  event: EventObject,
  microsteps: ReadonlyArray<readonly [AnyMachineSnapshot, readonly PlannedAction[]]>,
): Step => {
  const actions: PlannedAction[] = [];
  const taken: AnyTransition[] = [];
  // Raised events wait in XState's internal queue until no eventless transition is enabled.
  const queue: EventObject[] = [];
  let previous = before;
  let current = event;
  for (const [index, [snapshot, own]] of microsteps.entries()) {
    if (previous) {
      const opens = index === 0 && event.type !== INIT_EVENT;
      const eventless = opens ? [] : eventlessTransitions(previous, current);
      if (opens) taken.push(...microstepTransitions(previous, event, true));
      else if (eventless.length > 0) taken.push(...eventless);
      else {
        current = queue.shift() ?? current;
        taken.push(...(previous.machine.getTransitionData(previous, current) as AnyTransition[]));
      }
    }
    own.forEach((action) => {
      if (isImmediateRaise(action)) queue.push((action.params as { event: EventObject }).event);
    });
    actions.push(...own);
    previous = snapshot;
  }
  return { snapshot: previous!, firstMicrostep: microsteps[0]![0], actions, taken };
};

/** The machine's first macrostep (its initial transitions are not counted as taken). */
export const initialStep = (machine: AnyStateMachine, input: unknown): Step =>
  readSteps(
    null,
    { type: INIT_EVENT },
    getInitialMicrosteps(machine, input as never) as unknown as Array<[AnyMachineSnapshot, PlannedAction[]]>,
  );

/** One event's macrostep, without running any action. */
export const nextStep = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): Step =>
  readSteps(
    snapshot,
    event,
    getMicrosteps(machine, snapshot, event) as unknown as Array<[AnyMachineSnapshot, PlannedAction[]]>,
  );

/**
 * Model-based coverage: @xstate/graph finds a shortest path to every state of the time-aware model
 * of a machine; a few of those paths, chosen so that together they reach every state node and take
 * every transition the graph lists, are replayed against a real actor (fake services settled by
 * the harness, XState's SimulatedClock for every delay). Each replayed step must land where the
 * model says, and coverage is what the real actors did, not what the model predicted.
 */
import {
  getShortestPaths,
  getStateNodes,
  toDirectedGraph,
  type DirectedGraphNode,
  type StatePath,
} from '@xstate/graph';
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
} from 'xstate';
import {
  TIME_NEXT,
  createTimedModel,
  modelEvents,
  serviceEventOf,
  stableJson,
  type AnyTransition,
  type ServiceOutcomes,
  type TimedSnapshot,
} from './timed-model';

export interface CoverageSpec<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  /** Each input is explored from its own initial state. */
  inputs: readonly InputFrom<TMachine>[];
  /** Event objects to try, by type (a type not listed is tried as `{ type }`). */
  events?: {
    readonly [K in EventFromLogic<TMachine>['type']]?: readonly Extract<
      EventFromLogic<TMachine>,
      { type: K }
    >[];
  };
  /** How each service (by invoke id) may answer. */
  outcomes?: Readonly<Record<string, ServiceOutcomes>>;
  /** Shorter delays, to keep long countdowns out of the explored space. */
  delays?: Readonly<Record<string, number>>;
  /** The part of the context that tells two states apart; the whole context by default. */
  project?: (context: ContextFrom<TMachine>) => unknown;
  /** Most model states to explore before giving up. */
  limit?: number;
}

export interface CoverageReport {
  name: string;
  states: number;
  transitions: number;
  coveredStates: number;
  coveredTransitions: number;
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  /** Paths replayed against real actors. */
  paths: number;
  /** Events replayed, over all paths. */
  steps: number;
}

type Model = ReturnType<typeof createTimedModel>;

interface Settler {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

const nodeName = (node: AnyStateNode): string => node.path.join('.') || '(machine)';

const eventName = (type: string): string => {
  if (type === '') return 'always';
  const service = serviceEventOf({ type });
  if (service) return `${service.kind} ${service.id}`;
  if (type.startsWith('xstate.after.')) return `after ${type.slice('xstate.after.'.length).split('.')[0]}`;
  return type;
};

const guardName = (guard: AnyTransition['guard']): string =>
  typeof guard === 'string'
    ? guard
    : typeof guard === 'object' && guard !== null
      ? String(guard.type)
      : 'inline';

/** A readable name for a transition: source, event, guard, targets. */
export const transitionName = (t: AnyTransition): string =>
  `${nodeName(t.source)} —${eventName(t.eventType)}${t.guard ? ` [${guardName(t.guard)}]` : ''}→ ${
    t.target?.map(nodeName).join(', ') ?? '(stays)'
  }`;

/** Every transition the graph of the machine has, `always` ones included. */
export const allTransitions = (machine: AnyStateMachine): AnyTransition[] => {
  const found = new Set<AnyTransition>();
  const walk = (graphNode: DirectedGraphNode): void => {
    graphNode.edges.forEach((edge) => found.add(edge.transition));
    graphNode.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  // toDirectedGraph lists event transitions only; eventless ones are taken all the same.
  [machine.root, ...getStateNodes(machine.root)].forEach((node) => node.always?.forEach((t) => found.add(t)));
  return [...found];
};

const nodesOf = (snapshot: AnyMachineSnapshot): AnyStateNode[] => snapshot._nodes as AnyStateNode[];

/** The state nodes and transitions one model step reached. */
const goalsOfStep = (state: TimedSnapshot): unknown[] => [
  ...nodesOf(state.machine),
  ...state.taken.flatMap((t) => [t, t.source]),
];

const keyOf = (events: readonly EventObject[]): string => events.map(stableJson).join('\n');

/**
 * For each goal, the shortest event sequence found that reaches it: a path of the shortest-path
 * tree, or such a path plus one event (a transition into a state reached before by another way).
 */
const firstPaths = (
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
    const parent = events.length === 0 ? undefined : reached.get(keyOf(events.slice(0, -1)));
    const state =
      parent === undefined
        ? model.getInitialSnapshot(undefined as never, input)
        : model.transition(parent, events[events.length - 1]!, undefined as never);
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
const withoutPrefixes = (sequences: EventObject[][]): EventObject[][] => {
  const keys = sequences.map(keyOf);
  return sequences.filter(
    (sequence, index) =>
      !keys.some(
        (other, j) =>
          j !== index && other.length > keys[index]!.length && other.startsWith(`${keys[index]}\n`),
      ) && keys.indexOf(keys[index]!) === index,
  );
};

const flushMicrotasks = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/** Replays an event sequence on a real actor next to the model, asserting every step. */
const replay = async (
  machine: AnyStateMachine,
  model: Model,
  input: unknown,
  events: readonly EventObject[],
  services: Map<string, Settler>,
  describe: (snapshot: AnyMachineSnapshot) => string,
  observed: { transitions: Set<AnyTransition>; nodes: Set<AnyStateNode> },
): Promise<void> => {
  services.clear();
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      event._transitions.forEach((t) => {
        observed.transitions.add(t);
        observed.nodes.add(t.source);
      });
      nodesOf(event.snapshot as AnyMachineSnapshot).forEach((node) => observed.nodes.add(node));
    },
  });
  const path = events.map((event) => stableJson(event)).join(' → ');
  let expected = model.getInitialSnapshot(undefined as never, input);
  const check = (index: number): void => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    nodesOf(snapshot).forEach((node) => observed.nodes.add(node));
    if (describe(snapshot) !== describe(expected.machine)) {
      throw new Error(
        `After ${index} events of [${path}] the model is in ${describe(expected.machine)}, the actor in ${describe(snapshot)}`,
      );
    }
  };
  actor.start();
  check(0);
  for (const [index, event] of events.entries()) {
    const service = serviceEventOf(event);
    if (event.type === TIME_NEXT) {
      clock.increment(Math.min(...expected.timers.map((t) => t.dueAt)) - expected.now);
    } else if (service) {
      const settler = services.get(service.id);
      if (!settler)
        throw new Error(`Service ${service.id} is not running after ${index} events of [${path}]`);
      if (service.kind === 'done') settler.resolve((event as { output?: unknown }).output);
      else settler.reject((event as { error?: unknown }).error);
      await flushMicrotasks();
    } else {
      actor.send(event);
      await flushMicrotasks();
    }
    expected = model.transition(expected, event, undefined as never);
    check(index + 1);
  }
  actor.stop();
};

export const checkCoverage = async <TMachine extends AnyStateMachine>(
  spec: CoverageSpec<TMachine>,
): Promise<CoverageReport> => {
  const services = new Map<string, Settler>();
  // Every service is replaced by one the replay settles when the path says so.
  const actors = Object.fromEntries(
    Object.keys(spec.machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown>(
        ({ self }) => new Promise((resolve, reject) => services.set(self.id, { resolve, reject })),
      ),
    ]),
  );
  const machine = spec.machine.provide({ actors, delays: spec.delays ?? {} }) as AnyStateMachine;
  const project = spec.project ?? ((context: unknown) => context);
  const describe = (snapshot: AnyMachineSnapshot): string =>
    stableJson({ value: snapshot.value, context: project(snapshot.context as ContextFrom<TMachine>) });

  const nodes = getStateNodes(machine.root);
  const transitions = allTransitions(machine);
  const goals: unknown[] = [...nodes, ...transitions];
  const observed = { transitions: new Set<AnyTransition>(), nodes: new Set<AnyStateNode>() };
  let pathCount = 0;
  let stepCount = 0;

  const model = createTimedModel(machine);
  const tryEvents = modelEvents({
    events: spec.events as Readonly<Record<string, readonly EventObject[]>> | undefined,
    outcomes: spec.outcomes,
  });
  for (const input of spec.inputs) {
    const paths = getShortestPaths(model, {
      input,
      events: tryEvents,
      serializeState: (state: TimedSnapshot) =>
        stableJson({
          s: describe(state.machine),
          t: state.timers.map((t) => [t.id, t.dueAt - state.now]).sort(),
        }),
      serializeEvent: (event: EventObject) => stableJson(event),
      limit: spec.limit ?? 20000,
    });
    const found = firstPaths(model, input, paths, tryEvents);
    const wanted = goals.filter(
      (goal) =>
        found.has(goal) &&
        !observed.nodes.has(goal as AnyStateNode) &&
        !observed.transitions.has(goal as AnyTransition),
    );
    for (const events of withoutPrefixes(wanted.map((goal) => found.get(goal)!))) {
      await replay(machine, model, input, events, services, describe, observed);
      pathCount += 1;
      stepCount += events.length;
    }
  }

  const uncoveredStates = nodes.filter((node) => !observed.nodes.has(node)).map(nodeName);
  const uncoveredTransitions = transitions.filter((t) => !observed.transitions.has(t)).map(transitionName);
  return {
    name: spec.name,
    states: nodes.length,
    transitions: transitions.length,
    coveredStates: nodes.length - uncoveredStates.length,
    coveredTransitions: transitions.length - uncoveredTransitions.length,
    uncoveredStates,
    uncoveredTransitions,
    paths: pathCount,
    steps: stepCount,
  };
};

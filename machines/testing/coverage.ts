/**
 * Model-based coverage: @xstate/graph finds a shortest path to every state of the time-aware model
 * of a machine; a few of those paths, chosen so that together they reach every state node and take
 * every transition the graph lists, are replayed against a real actor (fake services settled by
 * the harness, XState's SimulatedClock for every delay). Each replayed step must land where the
 * model says, and coverage is what the real actors did, not what the model predicted.
 */
import { getShortestPaths, getStateNodes, toDirectedGraph, type DirectedGraphNode, type StatePath } from '@xstate/graph';
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
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
  events?: Readonly<Record<string, readonly EventObject[]>>;
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

type Path = StatePath<TimedSnapshot, EventObject>;

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
  typeof guard === 'string' ? guard : typeof guard === 'object' && guard !== null ? String(guard.type) : 'inline';

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

/** The goals (state nodes and transitions) a model path reaches. */
const goalsOf = (path: Path): Set<unknown> => {
  const goals = new Set<unknown>();
  for (const step of path.steps) {
    nodesOf(step.state.machine).forEach((node) => goals.add(node));
    step.state.taken.forEach((t) => {
      goals.add(t);
      goals.add(t.source);
    });
  }
  return goals;
};

/** Shortest paths first, one more path for each goal the chosen ones do not reach yet. */
const choosePaths = (paths: Path[], goals: readonly unknown[]): Path[] => {
  const byLength = paths
    .map((path) => ({ path, goals: goalsOf(path) }))
    .sort((a, b) => a.path.steps.length - b.path.steps.length);
  const reached = new Set<unknown>();
  const chosen: Path[] = [];
  for (const goal of goals) {
    if (reached.has(goal)) continue;
    const candidate = byLength.find((entry) => entry.goals.has(goal));
    if (!candidate) continue;
    chosen.push(candidate.path);
    candidate.goals.forEach((g) => reached.add(g));
  }
  return chosen;
};

const flushMicrotasks = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

const describePath = (path: Path): string => path.steps.map((step) => stableJson(step.event)).join(' → ');

/** Replays a model path on a real actor, asserting every step, and records what it did. */
const replay = async (
  machine: AnyStateMachine,
  input: unknown,
  path: Path,
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
  const check = (index: number): void => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    nodesOf(snapshot).forEach((node) => observed.nodes.add(node));
    const expected = path.steps[index]!.state.machine;
    if (describe(snapshot) !== describe(expected)) {
      throw new Error(
        `Step ${index} of [${describePath(path)}] should reach ${describe(expected)} but reached ${describe(snapshot)}`,
      );
    }
  };
  actor.start();
  check(0);
  for (let index = 1; index < path.steps.length; index += 1) {
    const { event } = path.steps[index]!;
    const before = path.steps[index - 1]!.state;
    const service = serviceEventOf(event);
    if (event.type === TIME_NEXT) {
      clock.increment(Math.min(...before.timers.map((t) => t.dueAt)) - clock.now());
    } else if (service) {
      const settler = services.get(service.id);
      if (!settler) throw new Error(`Service ${service.id} is not running at step ${index} of [${describePath(path)}]`);
      if (service.kind === 'done') settler.resolve((event as { output?: unknown }).output);
      else settler.reject((event as { error?: unknown }).error);
      await flushMicrotasks();
    } else {
      actor.send(event);
      await flushMicrotasks();
    }
    check(index);
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

  for (const input of spec.inputs) {
    const paths = getShortestPaths(createTimedModel(machine), {
      input,
      events: modelEvents(spec),
      serializeState: (state: TimedSnapshot) =>
        stableJson({
          s: describe(state.machine),
          t: state.timers.map((t) => [t.id, t.dueAt - state.now]).sort(),
        }),
      serializeEvent: (event: EventObject) => stableJson(event),
      limit: spec.limit ?? 20000,
    });
    const remaining = goals.filter((goal) => !(observed.nodes as Set<unknown>).has(goal) && !(observed.transitions as Set<unknown>).has(goal));
    for (const path of choosePaths(paths, remaining)) {
      await replay(machine, input, path, services, describe, observed);
      pathCount += 1;
      stepCount += path.steps.length - 1;
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

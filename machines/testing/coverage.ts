/**
 * Model-based coverage: @xstate/graph finds a shortest path to every state of the time-aware model
 * of a machine; a few of those paths, chosen so that together they reach every state node and take
 * every transition the graph lists, are replayed against a real actor (fake services settled by
 * the harness, XState's SimulatedClock for every delay). Each replayed step must land where the
 * model says, and coverage is what the real actors did, not what the model predicted.
 */
import { getShortestPaths, getStateNodes, toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import {
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { firstPaths, withoutPrefixes } from './path-selection';
import { replay, type Settler } from './path-replay';
import {
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
    // The model's own type, spelled out: TypeScript 7 otherwise infers the caller's machine type.
    const paths = getShortestPaths<typeof model>(model, {
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

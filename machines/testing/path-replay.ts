/**
 * Replays an event sequence on a real actor next to the time-aware model: fake services settled
 * when the sequence says, XState's SimulatedClock moved to each next timer. Every step must land
 * where the model says; what the actor did is recorded.
 */
import {
  SimulatedClock,
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { nodesOf, type Model } from './path-selection';
import { TIME_NEXT, serviceEventOf, stableJson, type AnyTransition } from './timed-model';

export interface Settler {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface Observed {
  transitions: Set<AnyTransition>;
  nodes: Set<AnyStateNode>;
}

const flushMicrotasks = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

export const replay = async (
  machine: AnyStateMachine,
  model: Model,
  input: unknown,
  events: readonly EventObject[],
  services: Map<string, Settler>,
  describe: (snapshot: AnyMachineSnapshot) => string,
  observed: Observed,
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

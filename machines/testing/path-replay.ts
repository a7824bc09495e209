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
import { INIT_EVENT, activeNodes, initialStep, microstepTransitions } from './microsteps';
import type { Model } from './path-selection';
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
  const record = (transitions: readonly AnyTransition[], snapshot: AnyMachineSnapshot): void => {
    transitions.forEach((t) => {
      observed.transitions.add(t);
      observed.nodes.add(t.source);
    });
    activeNodes(snapshot).forEach((node) => observed.nodes.add(node));
  };
  // The snapshot the actor's next microstep starts from: the initial microstep's at first (the
  // actor does not report that one), then each microstep's the actor reports.
  let before: AnyMachineSnapshot = initialStep(machine, input).firstMicrostep;
  let opens = false;
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (inspection) => {
      // Only the machine's own steps; child actors (the fake services) are not the machine.
      if ((inspection.actorRef as { sessionId?: string }).sessionId !== inspection.rootId) return;
      if (inspection.type === '@xstate.event') opens = inspection.event.type !== INIT_EVENT;
      if (inspection.type !== '@xstate.microstep') return;
      const after = inspection.snapshot as AnyMachineSnapshot;
      record(microstepTransitions(before, inspection.event, opens), after);
      opens = false;
      before = after;
    },
  });
  const path = events.map((event) => stableJson(event)).join(' → ');
  let expected = model.getInitialSnapshot(undefined as never, input);
  const check = (index: number): void => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    activeNodes(snapshot).forEach((node) => observed.nodes.add(node));
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

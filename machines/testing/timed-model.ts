/**
 * A model of a machine in which time is an event. @xstate/graph explores it like any actor logic:
 * the state is the machine's snapshot plus the simulated clock and the pending delayed events, and
 * `time.next` moves the clock to the next due timer and delivers every event due then. So the paths
 * the graph finds respect real timing (a 20 s timer never fires before a 15 s one started with it),
 * and a path can be replayed step by step against a real actor on XState's SimulatedClock.
 */
import type { ActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { activeNodes, initialStep, nextStep, type AnyTransition, type PlannedAction } from './microsteps';

export type { AnyTransition } from './microsteps';

/** The model event that lets time run until the next timer is due. */
export const TIME_NEXT = 'time.next';

export interface PendingTimer {
  readonly id: string;
  readonly event: EventObject;
  readonly dueAt: number;
  /** Scheduling order: timers due at the same moment fire in this order. */
  readonly seq: number;
}

export interface TimedSnapshot {
  readonly status: 'active';
  readonly output: undefined;
  readonly error: undefined;
  readonly machine: AnyMachineSnapshot;
  readonly now: number;
  readonly timers: readonly PendingTimer[];
  readonly seq: number;
  /** The transitions the step that led here took (empty for the initial state). */
  readonly taken: readonly AnyTransition[];
}

/** How the services of the machine may answer, by invoke id, when the model explores it. */
export interface ServiceOutcomes {
  done?: readonly unknown[];
  error?: readonly unknown[];
}

export interface ModelEvents {
  /** Event objects to try, by type; a type not listed is tried as `{ type }`. */
  events?: Readonly<Record<string, readonly EventObject[]>>;
  /** Outcomes per invoke id; by default a service resolves with undefined and rejects once. */
  outcomes?: Readonly<Record<string, ServiceOutcomes>>;
}

export const DEFAULT_SERVICE_ERROR = { message: 'The server refused' };

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';

interface RaiseParams {
  event: EventObject;
  delay?: number;
  id?: string;
}

interface Working {
  timers: PendingTimer[];
  seq: number;
  taken: AnyTransition[];
}

/**
 * What a real actor would hand to its scheduler, read from the actions a pure step returns:
 * delayed raises start a timer (replacing one with the same id), cancels stop one.
 */
const schedule = (now: number, work: Working, actions: readonly PlannedAction[]): void => {
  for (const action of actions) {
    if (action.type === 'xstate.raise') {
      const { event, delay, id } = action.params as RaiseParams;
      if (typeof delay !== 'number' || id === undefined) continue;
      work.timers = work.timers.filter((timer) => timer.id !== id);
      work.timers.push({ id, event, dueAt: now + delay, seq: work.seq++ });
    } else if (action.type === 'xstate.cancel') {
      const { sendId } = action.params as { sendId: string };
      work.timers = work.timers.filter((timer) => timer.id !== sendId);
    }
  }
};

const byDue = (a: PendingTimer, b: PendingTimer): number => a.dueAt - b.dueAt || a.seq - b.seq;

const deliver = (
  machine: AnyStateMachine,
  state: TimedSnapshot,
  event: EventObject,
  work: Working,
): AnyMachineSnapshot => {
  const step = nextStep(machine, state.machine, event);
  schedule(state.now, work, step.actions);
  work.taken.push(...step.taken);
  return step.snapshot;
};

const transition = (machine: AnyStateMachine, state: TimedSnapshot, event: EventObject): TimedSnapshot => {
  const work: Working = { timers: [...state.timers], seq: state.seq, taken: [] };
  if (event.type !== TIME_NEXT) {
    const next = deliver(machine, state, event, work);
    return { ...state, machine: next, timers: work.timers, seq: work.seq, taken: work.taken };
  }
  const due = Math.min(...state.timers.map((timer) => timer.dueAt));
  let current: TimedSnapshot = { ...state, now: due };
  // Every timer due by now fires, in order, including ones a fired timer scheduled with no delay.
  for (;;) {
    const timer = [...work.timers].sort(byDue).find((t) => t.dueAt <= current.now);
    if (!timer) break;
    work.timers = work.timers.filter((t) => t !== timer);
    current = { ...current, machine: deliver(machine, current, timer.event, work) };
  }
  return { ...current, timers: work.timers, seq: work.seq, taken: work.taken };
};

/** The machine as time-aware actor logic for @xstate/graph. */
export const createTimedModel = (
  machine: AnyStateMachine,
): ActorLogic<TimedSnapshot, EventObject, unknown> => ({
  transition: (state, event) => transition(machine, state, event),
  getInitialSnapshot: (_scope, input) => {
    const work: Working = { timers: [], seq: 0, taken: [] };
    const step = initialStep(machine, input);
    schedule(0, work, step.actions);
    work.taken.push(...step.taken);
    const initial = step.snapshot;
    return {
      status: 'active',
      output: undefined,
      error: undefined,
      machine: initial,
      now: 0,
      timers: work.timers,
      seq: work.seq,
      taken: work.taken,
    };
  },
  getPersistedSnapshot: (state) => state,
});

/** The events worth trying in a model state: what the active states handle, plus time. */
export const modelEvents =
  ({ events = {}, outcomes = {} }: ModelEvents) =>
  (state: TimedSnapshot): EventObject[] => {
    const types = new Set(activeNodes(state.machine).flatMap((node) => node.ownEvents as string[]));
    const tried = [...types].flatMap((type): EventObject[] => {
      if (type.startsWith(AFTER_PREFIX)) return [];
      if (type.startsWith(DONE_PREFIX)) {
        const id = type.slice(DONE_PREFIX.length);
        return (outcomes[id]?.done ?? [undefined]).map((output) => ({ type, output }));
      }
      if (type.startsWith(ERROR_PREFIX)) {
        const id = type.slice(ERROR_PREFIX.length);
        return (outcomes[id]?.error ?? [DEFAULT_SERVICE_ERROR]).map((error) => ({ type, error }));
      }
      return [...(events[type] ?? [{ type }])];
    });
    return state.timers.length > 0 ? [...tried, { type: TIME_NEXT }] : tried;
  };

/** The invoke id a done or error event comes from, if it is one. */
export const serviceEventOf = (event: EventObject): { id: string; kind: 'done' | 'error' } | undefined => {
  if (event.type.startsWith(DONE_PREFIX)) return { id: event.type.slice(DONE_PREFIX.length), kind: 'done' };
  if (event.type.startsWith(ERROR_PREFIX))
    return { id: event.type.slice(ERROR_PREFIX.length), kind: 'error' };
  return undefined;
};

/** JSON that keeps an Error's message (JSON.stringify alone writes `{}`). */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Error ? { ...v, name: v.name, message: v.message } : v,
  );

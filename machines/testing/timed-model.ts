/**
 * A model of a machine in which time is an event. @xstate/graph explores it like any actor logic:
 * the state is the machine's snapshot plus the simulated clock and the pending delayed events, and
 * `time.next` moves the clock to the next due timer and delivers every event due then. So the paths
 * the graph finds respect real timing (a 20 s timer never fires before a 15 s one started with it),
 * and a path can be replayed step by step against a real actor on XState's SimulatedClock.
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  createEmptyActor,
  type ActorLogic,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type TransitionDefinition,
} from 'xstate';

/** The model event that lets time run until the next timer is due. */
export const TIME_NEXT = 'time.next';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a transition of any machine
export type AnyTransition = TransitionDefinition<any, any>;

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
 * An actor scope for pure transitions that records what a real actor would hand to its scheduler
 * (delayed raises and their cancellations) and which transitions each microstep took. Nothing
 * else runs: no custom action, no child actor.
 */
const createModelScope = (now: number, work: Working): AnyActorScope => {
  const self = createEmptyActor();
  return {
    self,
    id: '',
    sessionId: 'model',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    system: {
      ...self.system,
      _sendInspectionEvent: (event: { type: string; _transitions?: AnyTransition[] }) => {
        if (event.type === '@xstate.microstep') work.taken.push(...(event._transitions ?? []));
      },
    },
    actionExecutor: (action) => {
      if (action.type === 'xstate.raise') {
        const { event, delay, id } = action.params as RaiseParams;
        if (typeof delay !== 'number' || id === undefined) return;
        work.timers = work.timers.filter((timer) => timer.id !== id);
        work.timers.push({ id, event, dueAt: now + delay, seq: work.seq++ });
      } else if (action.type === 'xstate.cancel') {
        const { sendId } = action.params as { sendId: string };
        work.timers = work.timers.filter((timer) => timer.id !== sendId);
      }
    },
  } as AnyActorScope;
};

const byDue = (a: PendingTimer, b: PendingTimer): number => a.dueAt - b.dueAt || a.seq - b.seq;

const deliver = (
  machine: AnyStateMachine,
  state: TimedSnapshot,
  event: EventObject,
  work: Working,
): AnyMachineSnapshot => machine.transition(state.machine, event, createModelScope(state.now, work));

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
    const initial = machine.getInitialSnapshot(createModelScope(0, work), input);
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
    const tried = __unsafe_getAllOwnEventDescriptors(state.machine).flatMap((type): EventObject[] => {
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

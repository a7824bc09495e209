/**
 * One run of a real machine in the explorer: started from its first state of interest (or a chosen
 * one), its services answered by the machine's fakes (or, as QA chooses per service, with a server
 * error or never), its time on the explorer's clock, and every step kept so that a link can replay
 * it exactly. No React here: the explorer's view and the tests drive the same session.
 *
 * A journey (issue 19) runs a parent machine over its real children: each child's services are
 * answered the same way (named `<child>/<service>`), provided to the child through `provide`, and the
 * one clock given to `createActor` schedules every actor of the system. An event step may name the
 * actor it goes to (`to: 'tour'`, a path of child ids), and the session reads the tree of actors
 * from `snapshot.children`.
 */
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import type { FakeServices, StateOfInterest } from '@machines';
import { activeNodes } from '@machines/testing/microsteps';
import { ExplorerClock, type PendingTimer } from './explorer-clock';

/** How a service answers from now on. */
export type ServiceMode = 'fake' | 'error' | 'pending';
export const SERVICE_MODES: readonly ServiceMode[] = ['fake', 'error', 'pending'];

/** One step of the history: an event sent, time passed, or a service told to answer otherwise. */
export type HistoryStep =
  { event: EventObject; to?: string } | { advance: number } | { service: string; mode: ServiceMode };

/** What the explorer runs: a machine with its states of interest, fakes and the app's side effects. */
export interface ExplorerTarget {
  flow: string;
  machine: AnyStateMachine;
  statesOfInterest: readonly StateOfInterest<EventObject, unknown>[];
  fakes: FakeServices;
  /** Side effects the app provides (navigation, toasts), as the view registry gives them. */
  implementations?: object;
  /** A journey: the parent machine built over its real children (by the parent's actor key). */
  journey?: {
    children: Readonly<Record<string, ExplorerTarget>>;
    assemble: (children: Record<string, AnyStateMachine>) => AnyStateMachine;
  };
}

/** One actor of the running system: its path of ids from the root ('' is the root). */
export interface ActorNode {
  path: string;
  id: string;
  /** The state value of a machine's snapshot, else null. */
  value: unknown;
  status: string;
  /** Its value or status differs from before the last step (or it is new). */
  changed: boolean;
  children: ActorNode[];
}

/** A transition out of a state, as the chart labels it. */
export interface ChartTransition {
  event: string;
  /** The targets' keys, as the list names them. */
  targets: string[];
  /** The targets' state node ids, for the drawing's arrows. */
  targetIds: string[];
  guard: string | null;
}

/** A node of the chart: its id, its key and its children. */
export interface ChartNode {
  id: string;
  key: string;
  type: string;
  initial: string | null;
  transitions: ChartTransition[];
  children: ChartNode[];
}

/** The refusal a server error gives: its message and a status, as the app's adapters reject. */
const serverError = (): Error & { status: number } =>
  Object.assign(new Error('Internal Server Error'), { status: 500 });

/** Lets promises that answer at once (the fakes) resolve, and the machine take their results. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

const isTimePasses = (event: EventObject): event is EventObject & { ms: number } =>
  event.type === 'time.passes';

const isMachineSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && 'value' in snapshot;

/** 'xstate.after.tourStart.guidedTour.tour.scheduled' → 'after tourStart'; done and error events shortened. */
const eventLabel = (type: string): string => {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]}: ${done[2]}`;
  if (type === '') return 'always';
  return type;
};

/** The children of an actor's snapshot, by id (public `snapshot.children`). */
const childrenOf = (ref: AnyActorRef): [string, AnyActorRef][] => {
  const snapshot: unknown = ref.getSnapshot();
  const children = (snapshot as { children?: Record<string, AnyActorRef | undefined> }).children ?? {};
  return Object.entries(children).filter((entry): entry is [string, AnyActorRef] => entry[1] !== undefined);
};

export class ExplorerSession {
  readonly clock = new ExplorerClock();
  readonly actor: Actor<AnyStateMachine>;
  readonly steps: HistoryStep[] = [];
  readonly modes: Record<string, ServiceMode>;
  /** The state of interest it started from, or null for the first one's input with no events. */
  readonly start: StateOfInterest<EventObject, unknown> | null;
  /** While the start replays, services answer as its state of interest says. */
  private startAnswers: StateOfInterest<EventObject, unknown>['answers'] | null = null;

  /** Each actor's value and status before the last step, by path: what changed is marked. */
  private before: Map<string, string> | null = null;

  private constructor(
    readonly target: ExplorerTarget,
    startName: string | null,
  ) {
    this.start = startName
      ? (target.statesOfInterest.find((entry) => entry.name === startName) ?? null)
      : null;
    if (startName && !this.start)
      throw new Error(`${target.flow} has no state of interest named '${startName}'`);
    this.modes = Object.fromEntries(this.services().map((service) => [service, 'fake' as ServiceMode]));
    const fakeActors = (names: readonly string[], prefix: string) =>
      Object.fromEntries(
        names.map((src) => [
          src,
          fromPromise<unknown, unknown>(async ({ input }) => this.answer(`${prefix}${src}`, input)),
        ]),
      );
    const parent = target.journey
      ? target.journey.assemble(
          Object.fromEntries(
            Object.entries(target.journey.children).map(([key, child]) => [
              key,
              child.machine.provide({ actors: fakeActors(this.ownServices(child), `${key}/`) } as never),
            ]),
          ),
        )
      : target.machine;
    const machine = (
      target.implementations ? parent.provide(target.implementations as never) : parent
    ).provide({ actors: fakeActors(this.ownServices(target), '') } as never) as AnyStateMachine;
    const input = (this.start ?? target.statesOfInterest[0])?.input;
    this.actor = createActor(machine, { input, clock: this.clock, inspect: this.clock.inspect });
  }

  /** Starts a session and replays the start's events, then the steps. */
  static async open(target: ExplorerTarget, start: string | null, steps: readonly HistoryStep[] = []) {
    const session = new ExplorerSession(target, start);
    // Services the machine calls as it starts answer as the state of interest says, too.
    session.startAnswers = session.start?.answers ?? null;
    session.actor.start();
    await settle();
    if (session.start) {
      for (const event of session.start.events) {
        if (isTimePasses(event)) await session.clock.advanceBy(event.ms, settle);
        else session.actor.send(event);
        await settle();
      }
      session.startAnswers = null;
    }
    for (const step of steps) await session.apply(step);
    return session;
  }

  /** The services of a target's own machine (a journey's children are actors, not services). */
  private ownServices(target: ExplorerTarget): string[] {
    const children = new Set(Object.keys(target.journey?.children ?? {}));
    return Object.keys(target.machine.implementations.actors)
      .filter((src) => !children.has(src))
      .sort();
  }

  /** The names of the machine's services; a journey's children's as `<child>/<service>`. */
  services(): string[] {
    const children = Object.entries(this.target.journey?.children ?? {}).flatMap(([key, child]) =>
      this.ownServices(child).map((src) => `${key}/${src}`),
    );
    return [...this.ownServices(this.target), ...children];
  }

  async apply(step: HistoryStep): Promise<void> {
    const before = this.signatures();
    this.steps.push(step);
    if ('event' in step) this.actorAt(step.to ?? '').send(step.event);
    else if ('advance' in step) await this.clock.advanceBy(step.advance, settle);
    else this.modes[step.service] = step.mode;
    await settle();
    this.before = before;
  }

  send = (event: AnyEventObject, to?: string) => this.apply(to ? { event, to } : { event });
  advanceBy = (ms: number) => this.apply({ advance: ms });
  setMode = (service: string, mode: ServiceMode) => this.apply({ service, mode });

  /** The actor at a path of child ids ('' is the root, 'onboarding', 'a/b' a grandchild). */
  actorAt(path: string): AnyActorRef {
    let ref: AnyActorRef = this.actor;
    for (const id of path.split('/').filter(Boolean)) {
      const child = childrenOf(ref).find(([childId]) => childId === id)?.[1];
      if (!child) throw new Error(`No running actor '${path}'`);
      ref = child;
    }
    return ref;
  }

  /** The tree of running actors: the root and its children, recursively. */
  actorTree(): ActorNode {
    const walk = (ref: AnyActorRef, id: string, path: string): ActorNode => {
      const snapshot = ref.getSnapshot() as { status: string; value?: unknown };
      const signature = JSON.stringify([snapshot.value ?? null, snapshot.status]);
      return {
        path,
        id,
        value: isMachineSnapshot(snapshot) ? snapshot.value : null,
        status: snapshot.status,
        changed: this.before !== null && this.before.get(path) !== signature,
        children: childrenOf(ref).map(([childId, child]) =>
          walk(child, childId, path ? `${path}/${childId}` : childId),
        ),
      };
    };
    return walk(this.actor, this.target.machine.id, '');
  }

  private signatures(): Map<string, string> {
    const seen = new Map<string, string>();
    const walk = (ref: AnyActorRef, path: string) => {
      const snapshot = ref.getSnapshot() as { status: string; value?: unknown };
      seen.set(path, JSON.stringify([snapshot.value ?? null, snapshot.status]));
      for (const [id, child] of childrenOf(ref)) walk(child, path ? `${path}/${id}` : id);
    };
    walk(this.actor, '');
    return seen;
  }

  /** The machine snapshot of the actor at a path, or null when it runs no machine. */
  private machineSnapshot(path: string): AnyMachineSnapshot | null {
    try {
      const snapshot: unknown = this.actorAt(path).getSnapshot();
      return isMachineSnapshot(snapshot) ? snapshot : null;
    } catch {
      return null;
    }
  }

  /** Moves the clock to the next timer; false when no timer waits. */
  async advanceToNextTimer(): Promise<boolean> {
    const ms = this.clock.untilNext();
    if (ms === null) return false;
    await this.advanceBy(ms);
    return true;
  }

  timers(): PendingTimer[] {
    return this.clock.pending();
  }

  /** The events the actor's current state has transitions for (XState's own delayed and done events left out). */
  acceptedEvents(path = ''): string[] {
    const snapshot = this.machineSnapshot(path);
    if (!snapshot || snapshot.status !== 'active') return [];
    const events = new Set(activeNodes(snapshot).flatMap((node) => node.ownEvents as string[]));
    return [...events].filter((type) => !/^(xstate\.|done\.|error\.)/.test(type) && type !== '*').sort();
  }

  /** The ids of the state nodes the actor is in. */
  activeNodeIds(path = ''): Set<string> {
    const snapshot = this.machineSnapshot(path);
    return new Set(snapshot ? activeNodes(snapshot).map((node) => node.id) : []);
  }

  /** The actor's chart as a tree of state nodes with their transitions (public StateNode members). */
  chart(path = ''): ChartNode | null {
    const machine = path ? this.machineSnapshot(path)?.machine : this.target.machine;
    if (!machine) return null;
    const walk = (node: AnyStateNode): ChartNode => ({
      id: node.id,
      key: node.key,
      type: node.type,
      initial: node.type === 'compound' ? (node.initial.target[0]?.key ?? null) : null,
      transitions: [...Object.values(node.on).flat(), ...(node.always ?? [])].map((transition) => ({
        event: eventLabel(transition.eventType),
        targets: (transition.target ?? []).map((target) => target.key),
        targetIds: (transition.target ?? []).map((target) => target.id),
        guard: transition.guard
          ? typeof transition.guard === 'string'
            ? transition.guard
            : ((transition.guard as { type?: string }).type ?? 'guard')
          : null,
      })),
      children: Object.values(node.states).map(walk),
    });
    return walk(machine.root);
  }

  /** The target (a journey's child, or the machine) whose machine the actor at a path runs. */
  private targetAt(path: string): ExplorerTarget | null {
    if (!path) return this.target;
    const id = this.machineSnapshot(path)?.machine.id;
    return (
      Object.values(this.target.journey?.children ?? {}).find((child) => child.machine.id === id) ?? null
    );
  }

  /** An event of this type as a state of interest sends it: the form's fields and their first values. */
  exampleEvent(type: string, path = ''): EventObject {
    for (const entry of this.targetAt(path)?.statesOfInterest ?? []) {
      const found = entry.events.find((event) => event.type === type);
      if (found) return found;
    }
    return { type };
  }

  stop(): void {
    this.actor.stop();
  }

  private answer(src: string, input: unknown): Promise<unknown> | unknown {
    const planned = this.startAnswers?.[src];
    const answer = planned ?? this.modeAnswer(this.modes[src] ?? 'fake');
    if (answer === 'pending') return new Promise<never>(() => {});
    if ('error' in answer) throw answer.error;
    if ('output' in answer) return answer.output;
    const [child, service] = src.includes('/') ? src.split('/') : [null, src];
    const fakes = child ? this.target.journey?.children[child]?.fakes : this.target.fakes;
    const fake = fakes?.[service!];
    if (!fake) throw new Error(`No fake for the service ${src}`);
    return fake(input);
  }

  private modeAnswer(mode: ServiceMode): { error: unknown } | 'pending' | { fake: true } {
    if (mode === 'error') return { error: serverError() };
    if (mode === 'pending') return 'pending';
    return { fake: true };
  }
}

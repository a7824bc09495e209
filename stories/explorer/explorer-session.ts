/**
 * One run of a real machine in the explorer: started from its first state of interest (or a chosen
 * one), its services answered by the machine's fakes (or, as QA chooses per service, with a server
 * error or never), its time on the explorer's clock, and every step kept so that a link can replay
 * it exactly. No React here: the explorer's view and the tests drive the same session.
 */
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import type { FakeServices, StateOfInterest } from '../../machines';
import { activeNodes } from '../../machines/testing/microsteps';
import { ExplorerClock, type PendingTimer } from './explorer-clock';

/** How a service answers from now on. */
export type ServiceMode = 'fake' | 'error' | 'pending';
export const SERVICE_MODES: readonly ServiceMode[] = ['fake', 'error', 'pending'];

/** One step of the history: an event sent, time passed, or a service told to answer otherwise. */
export type HistoryStep =
  { event: EventObject } | { advance: number } | { service: string; mode: ServiceMode };

/** What the explorer runs: a machine with its states of interest, fakes and the app's side effects. */
export interface ExplorerTarget {
  flow: string;
  machine: AnyStateMachine;
  statesOfInterest: readonly StateOfInterest<EventObject, unknown>[];
  fakes: FakeServices;
  /** Side effects the app provides (navigation, toasts), as the view registry gives them. */
  implementations?: object;
}

/** A node of the chart: its id, its key and its children. */
export interface ChartNode {
  id: string;
  key: string;
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

export class ExplorerSession {
  readonly clock = new ExplorerClock();
  readonly actor: Actor<AnyStateMachine>;
  readonly steps: HistoryStep[] = [];
  readonly modes: Record<string, ServiceMode>;
  /** The state of interest it started from, or null for the first one's input with no events. */
  readonly start: StateOfInterest<EventObject, unknown> | null;
  /** While the start replays, services answer as its state of interest says. */
  private startAnswers: StateOfInterest<EventObject, unknown>['answers'] | null = null;

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
    const actors = Object.fromEntries(
      this.services().map((src) => [
        src,
        fromPromise<unknown, unknown>(async ({ input }) => this.answer(src, input)),
      ]),
    );
    const machine = (
      target.implementations ? target.machine.provide(target.implementations as never) : target.machine
    ).provide({ actors } as never) as AnyStateMachine;
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

  /** The names of the machine's services. */
  services(): string[] {
    return Object.keys(this.target.machine.implementations.actors).sort();
  }

  async apply(step: HistoryStep): Promise<void> {
    this.steps.push(step);
    if ('event' in step) this.actor.send(step.event);
    else if ('advance' in step) await this.clock.advanceBy(step.advance, settle);
    else this.modes[step.service] = step.mode;
    await settle();
  }

  send = (event: EventObject) => this.apply({ event });
  advanceBy = (ms: number) => this.apply({ advance: ms });
  setMode = (service: string, mode: ServiceMode) => this.apply({ service, mode });

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

  /** The events the current state has transitions for (XState's own delayed and done events left out). */
  acceptedEvents(): string[] {
    const events = new Set(activeNodes(this.actor.getSnapshot()).flatMap((node) => node.ownEvents as string[]));
    return [...events].filter((type) => !/^(xstate\.|done\.|error\.)/.test(type) && type !== '*').sort();
  }

  /** The ids of the state nodes the machine is in. */
  activeNodeIds(): Set<string> {
    return new Set(activeNodes(this.actor.getSnapshot()).map((node) => node.id));
  }

  /** The machine's chart as a tree of state nodes. */
  chart(): ChartNode {
    const walk = (node: AnyStateNode): ChartNode => ({
      id: node.id,
      key: node.key,
      children: Object.values(node.states).map(walk),
    });
    return walk(this.target.machine.root);
  }

  /** An event of this type as a state of interest sends it: the form's fields and their first values. */
  exampleEvent(type: string): EventObject {
    for (const entry of this.target.statesOfInterest) {
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
    const fake = this.target.fakes[src];
    if (!fake) throw new Error(`No fake for the service ${src}`);
    return fake(input);
  }

  private modeAnswer(mode: ServiceMode): { error: unknown } | 'pending' | { fake: true } {
    if (mode === 'error') return { error: serverError() };
    if (mode === 'pending') return 'pending';
    return { fake: true };
  }
}

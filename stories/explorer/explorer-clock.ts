/**
 * The explorer's clock: XState's scheduler sets its timers here, and time moves only when QA says.
 * Unlike `SimulatedClock.increment`, moving on fires timers one at a time in the order they fall
 * due, timers that a fired timer schedules included (the known trap of chained timers), and lets
 * the machine settle after each one. Each timer carries the delayed event it will send: XState
 * reports a delayed raise or send to the actor's inspector (`@xstate.action`) just before it sets
 * the timer, and the session gives the clock's `inspect` to the actor for that.
 */
import type { EventObject, InspectionEvent } from 'xstate';

/** A timer waiting on the clock: the event it sends and when. */
export interface PendingTimer {
  id: number;
  /** The delayed event: 'xstate.after.popupDelay.popup-schedule.waiting', or a delayed send's type. */
  event: string;
  /** Clock time (ms since start) at which it fires. */
  due: number;
}

interface Timer extends PendingTimer {
  fire: () => void;
}

export class ExplorerClock {
  /** Milliseconds since the machine started. */
  now = 0;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();
  /** The delayed event XState announced last: the next timer it sets sends it. */
  private announced: string | null = null;

  /** An inspector for the actor: notes each delayed event as XState is about to schedule it. */
  inspect = (inspection: InspectionEvent): void => {
    if (inspection.type !== '@xstate.action') return;
    const params = inspection.action.params as { delay?: unknown; event?: EventObject } | undefined;
    if (typeof params?.delay === 'number' && params.event) this.announced = params.event.type;
  };

  setTimeout(fire: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { id, event: this.announced ?? 'timer', due: this.now + ms, fire });
    this.announced = null;
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** The timers waiting, soonest first. */
  pending(): PendingTimer[] {
    return [...this.timers.values()]
      .sort((a, b) => a.due - b.due || a.id - b.id)
      .map(({ id, event, due }) => ({ id, event, due }));
  }

  /** Moves the clock on by `ms`, firing every timer that falls due on the way, one at a time. */
  async advanceBy(ms: number, settle: () => Promise<void>): Promise<void> {
    const target = this.now + Math.max(0, ms);
    for (;;) {
      const [next] = this.pending();
      if (!next || next.due > target) break;
      const timer = this.timers.get(next.id)!;
      this.timers.delete(next.id);
      this.now = next.due;
      timer.fire();
      await settle();
    }
    this.now = target;
  }

  /** The time to the next timer, or null when none waits. */
  untilNext(): number | null {
    const [next] = this.pending();
    return next ? next.due - this.now : null;
  }
}

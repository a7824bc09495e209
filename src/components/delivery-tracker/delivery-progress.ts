/**
 * Where a project stands against the delivery promise (48 hours, 24 for Enterprise and Platinum, or
 * $500 off): pure, from the times the server answers and the current time. The tracker renders it;
 * the admin's project list sorts by it.
 */
import type { Project } from '@contract/entities';
import { TIMINGS } from '@machines/timings';

/** What of a project the tracker reads. */
export type DeliveryTimes = Pick<
  Project,
  'status' | 'packageType' | 'paidAt' | 'deliveryDeadline' | 'startedAt' | 'completedAt'
>;

export type DeliveryState =
  /** Not paid: the clock has not started. */
  | 'awaitingPayment'
  | 'onTrack'
  /** Less than TIMINGS.deliveryDueSoon left. */
  | 'dueSoon'
  | 'overdue'
  | 'deliveredOnTime'
  | 'deliveredLate'
  /** Completed without a promise to measure against (never paid through the site). */
  | 'delivered';

export const TIMELINE_STEPS = ['paid', 'inProgress', 'completed'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineEntry {
  step: TimelineStep;
  state: StepState;
  /** When the step was reached (ISO), when known. */
  at?: string;
}

export interface DeliveryProgress {
  state: DeliveryState;
  deadline?: string;
  /**
   * Milliseconds to the deadline: from now while the work runs (negative when overdue), from the
   * completion once delivered (negative when late). Absent without a deadline.
   */
  remainingMs?: number;
  timeline: TimelineEntry[];
}

const stepStates = ({ status, paidAt }: DeliveryTimes): Record<TimelineStep, StepState> => {
  if (status === 'completed')
    return { paid: paidAt ? 'done' : 'upcoming', inProgress: 'done', completed: 'done' };
  if (status === 'in_progress') {
    return { paid: paidAt ? 'done' : 'upcoming', inProgress: 'current', completed: 'upcoming' };
  }
  return { paid: paidAt ? 'done' : 'current', inProgress: 'upcoming', completed: 'upcoming' };
};

const timelineOf = (project: DeliveryTimes): TimelineEntry[] => {
  const states = stepStates(project);
  const times: Record<TimelineStep, string | undefined> = {
    paid: project.paidAt,
    inProgress: project.startedAt,
    completed: project.completedAt,
  };
  return TIMELINE_STEPS.map((step) => ({
    step,
    state: states[step],
    ...(states[step] !== 'upcoming' && times[step] ? { at: times[step] } : {}),
  }));
};

const stateOf = (project: DeliveryTimes, remainingMs: number | undefined): DeliveryState => {
  if (project.status === 'completed') {
    if (remainingMs === undefined) return 'delivered';
    return remainingMs >= 0 ? 'deliveredOnTime' : 'deliveredLate';
  }
  if (remainingMs === undefined) return 'awaitingPayment';
  if (remainingMs < 0) return 'overdue';
  return remainingMs < TIMINGS.deliveryDueSoon ? 'dueSoon' : 'onTrack';
};

/** The project's delivery state at `now` (milliseconds since the epoch). */
export const deliveryProgress = (project: DeliveryTimes, now: number): DeliveryProgress => {
  const deadline = project.deliveryDeadline;
  const measuredAt =
    project.status === 'completed'
      ? project.completedAt === undefined
        ? undefined
        : Date.parse(project.completedAt)
      : now;
  const remainingMs =
    deadline === undefined || measuredAt === undefined ? undefined : Date.parse(deadline) - measuredAt;
  return {
    state: stateOf(project, remainingMs),
    ...(deadline ? { deadline } : {}),
    ...(remainingMs === undefined ? {} : { remainingMs }),
    timeline: timelineOf(project),
  };
};

/** Work under way with a deadline first (nearest first, so overdue ones lead), then unpaid, then delivered. */
const rank = (project: DeliveryTimes): number => {
  if (project.status === 'completed') return 2;
  return project.deliveryDeadline ? 0 : 1;
};

/**
 * The admin's order: the nearest deadline first. Unpaid projects follow (newest first is the
 * caller's order, kept: the sort is stable), delivered ones last, the most recent delivery first.
 */
export const byNearestDeadline = <T extends DeliveryTimes>(projects: readonly T[]): T[] =>
  [...projects].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 0) return Date.parse(a.deliveryDeadline ?? '') - Date.parse(b.deliveryDeadline ?? '');
    if (rank(a) === 2) return (b.completedAt ?? '').localeCompare(a.completedAt ?? '');
    return 0;
  });

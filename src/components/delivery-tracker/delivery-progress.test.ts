import { describe, expect, it } from 'vitest';
import { byNearestDeadline, deliveryProgress, type DeliveryTimes } from './delivery-progress';
import { durationParts, formatDuration, formatRelative } from './format-duration';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2025-11-22T12:00:00.000Z');
const iso = (offsetHours: number) => new Date(NOW + offsetHours * HOUR).toISOString();

/** A Professional project (48 hours) paid `paidHoursAgo` hours before NOW. */
const paid = (paidHoursAgo: number, extra: Partial<DeliveryTimes> = {}): DeliveryTimes => ({
  status: 'paid_full',
  packageType: 'professional',
  paidAt: iso(-paidHoursAgo),
  deliveryDeadline: iso(48 - paidHoursAgo),
  ...extra,
});

describe('deliveryProgress', () => {
  it('waits for the payment before the clock starts', () => {
    expect(deliveryProgress({ status: 'pending', packageType: 'startup' }, NOW)).toEqual({
      state: 'awaitingPayment',
      timeline: [
        { step: 'paid', state: 'current' },
        { step: 'inProgress', state: 'upcoming' },
        { step: 'completed', state: 'upcoming' },
      ],
    });
  });

  it.each([
    [2, 'onTrack', 46],
    [42, 'onTrack', 6],
    [43, 'dueSoon', 5],
    [47.99, 'dueSoon', 0.01],
    [50, 'overdue', -2],
  ] as const)('paid %s hours ago: %s', (hoursAgo, state, hoursLeft) => {
    const progress = deliveryProgress(paid(hoursAgo), NOW);
    expect(progress.state).toBe(state);
    expect(progress.remainingMs).toBeCloseTo(hoursLeft * HOUR, -1);
  });

  it('marks the step under way and when each was reached', () => {
    const progress = deliveryProgress(paid(10, { status: 'in_progress', startedAt: iso(-8) }), NOW);
    expect(progress.timeline).toEqual([
      { step: 'paid', state: 'done', at: iso(-10) },
      { step: 'inProgress', state: 'current', at: iso(-8) },
      { step: 'completed', state: 'upcoming' },
    ]);
  });

  it('measures a delivery against the deadline, not against now', () => {
    const onTime = paid(100, { status: 'completed', startedAt: iso(-99), completedAt: iso(-60) });
    expect(deliveryProgress(onTime, NOW)).toMatchObject({ state: 'deliveredOnTime', remainingMs: 8 * HOUR });
    const late = paid(100, { status: 'completed', completedAt: iso(-50) });
    expect(deliveryProgress(late, NOW)).toMatchObject({ state: 'deliveredLate', remainingMs: -2 * HOUR });
    expect(deliveryProgress({ status: 'completed', packageType: 'startup' }, NOW).state).toBe('delivered');
  });
});

describe('byNearestDeadline', () => {
  it('puts the nearest deadline first (overdue ones lead), then unpaid, then delivered', () => {
    const projects = [
      { id: 'delivered-earlier', ...paid(100, { status: 'completed', completedAt: iso(-70) }) },
      { id: 'unpaid', status: 'pending', packageType: 'startup' },
      { id: 'plenty', ...paid(2) },
      { id: 'overdue', ...paid(50) },
      { id: 'delivered-later', ...paid(90, { status: 'completed', completedAt: iso(-50) }) },
      { id: 'soon', ...paid(44, { status: 'in_progress' }) },
    ] satisfies (DeliveryTimes & { id: string })[];
    expect(byNearestDeadline(projects).map(({ id }) => id)).toEqual([
      'overdue',
      'soon',
      'plenty',
      'unpaid',
      'delivered-later',
      'delivered-earlier',
    ]);
  });
});

describe('formatDuration', () => {
  it('shows the two largest units that matter', () => {
    expect(durationParts(21 * HOUR + 4.5 * 60_000)).toEqual({ hours: 21, minutes: 4 });
    expect(durationParts(-(75 * HOUR))).toEqual({ days: 3, hours: 3 });
    expect(durationParts(59 * 60_000 + 7_000)).toEqual({ minutes: 59, seconds: 7 });
  });

  it("speaks the page's language", () => {
    expect(formatDuration(21 * HOUR + 4 * 60_000, 'en')).toBe('21 hr, 4 min');
    expect(formatDuration(21 * HOUR + 4 * 60_000, 'de')).toBe('21 Std., 4 Min.');
    expect(formatDuration(12 * HOUR, 'en')).toBe('12 hr');
    expect(formatRelative(21 * HOUR, 'en')).toBe('in 21 hours');
    expect(formatRelative(-6 * HOUR, 'fr')).toBe('il y a 6 heures');
  });

  it('falls back to one unit at a time where the browser has no Intl.DurationFormat', () => {
    expect(formatDuration(21 * HOUR + 4 * 60_000, 'en', null)).toBe('21 hr 4 min');
    expect(formatDuration(12 * HOUR, 'en', null)).toBe('12 hr');
    expect(formatDuration(0, 'en', null)).toBe('0 sec');
  });
});

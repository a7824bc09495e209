/** A project in each delivery state at one fixed moment, for the stories and tests of the tracker. */
import type { DeliveryState, DeliveryTimes } from './delivery-progress';

const HOUR = 60 * 60 * 1000;
/** The moment every example is seen at. */
export const TRACKER_NOW = '2025-11-22T12:00:00.000Z';
const iso = (offsetHours: number) => new Date(Date.parse(TRACKER_NOW) + offsetHours * HOUR).toISOString();

/** Professional (48 hours) paid `hoursAgo` before TRACKER_NOW. */
const professional = (hoursAgo: number, extra: Partial<DeliveryTimes> = {}): DeliveryTimes => ({
  status: 'paid_full',
  packageType: 'professional',
  paidAt: iso(-hoursAgo),
  deliveryDeadline: iso(48 - hoursAgo),
  ...extra,
});

export const trackerExamples: Record<DeliveryState, DeliveryTimes> = {
  awaitingPayment: { status: 'pending', packageType: 'professional' },
  onTrack: professional(26.9, { status: 'in_progress', startedAt: iso(-25) }),
  dueSoon: {
    status: 'in_progress',
    packageType: 'enterprise',
    paidAt: iso(-20.5),
    deliveryDeadline: iso(3.5),
    startedAt: iso(-19),
  },
  overdue: professional(54.2, { status: 'paid_deposit' }),
  deliveredOnTime: professional(60, { status: 'completed', startedAt: iso(-59), completedAt: iso(-24) }),
  deliveredLate: professional(80, { status: 'completed', startedAt: iso(-78), completedAt: iso(-29) }),
  delivered: { status: 'completed', packageType: 'startup', startedAt: iso(-300), completedAt: iso(-250) },
};

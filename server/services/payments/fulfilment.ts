/**
 * What a paid payment changes, applied exactly once by the payment service's `fulfil` right after
 * the payment moved from pending to paid:
 * - package payments and admin payment links with a project add to the project's paidAmount and set
 *   its status (decision 14); a package payment made before its project exists goes to the
 *   customer's project of that package waiting for it, or waits for that project (package-payments.ts);
 *   a logo payment is an add-on and leaves the website's balance alone;
 * - a maintenance payment creates or extends the customer's subscription by one month and uses up
 *   the $200 credit it was discounted with (decision 16); it never lowers the plan: a month bought
 *   for startup while the customer holds professional extends professional;
 * - a domain payment marks the order paid.
 */
import { maintenancePriceFor, planRank, type PlanId } from '@contract/catalogue';
import { newId as defaultNewId } from '../../lib/ids';
import type { Store } from '../../store/port';
import type { PaymentRecord, ProjectRecord, ProjectStatus, SubscriptionRecord } from '../../store/records';
import { applyToWaitingProject } from './package-payments';

export type FulfilmentStore = Pick<
  Store,
  'payments' | 'projects' | 'subscriptions' | 'customers' | 'domainOrders'
>;

/** Statuses a payment may move; in_progress and completed belong to the admin. */
const PAYMENT_STATUSES: readonly ProjectStatus[] = ['pending', 'paid_deposit', 'paid_full'];

/** Decision 14: paid_full when paid ≥ total, paid_deposit when 0 < paid < total, pending before. */
export function projectStatusAfterPayment(project: ProjectRecord): ProjectStatus {
  if (!PAYMENT_STATUSES.includes(project.status)) return project.status;
  if (project.paidAmount <= 0) return 'pending';
  return project.paidAmount >= project.totalAmount ? 'paid_full' : 'paid_deposit';
}

/** The same day one month later, clamped to the month's end (Jan 31 → Feb 28/29). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The subscription a maintenance month extends: the active one, else one past due. */
export const currentSubscription = (
  subscriptions: readonly SubscriptionRecord[],
): SubscriptionRecord | undefined =>
  subscriptions.find((s) => s.status === 'active') ?? subscriptions.find((s) => s.status === 'past_due');

export async function applyPaymentEffects(
  store: FulfilmentStore,
  payment: PaymentRecord,
  now: Date,
  newId: () => string = defaultNewId,
): Promise<void> {
  switch (payment.purpose) {
    case 'package':
      if (payment.projectId) await addToProject(store, payment, now);
      else await applyToWaitingProject(store, payment);
      return;
    case 'payment_link':
      if (payment.projectId) await addToProject(store, payment, now);
      return;
    case 'maintenance':
      if (payment.customerId) {
        await extendSubscription(store, payment.customerId, payment.plan ?? 'startup', now, newId);
        await consumeCreditIfDiscounted(store, payment);
      }
      return;
    case 'domain':
      if (payment.domainOrderId) await store.domainOrders.update(payment.domainOrderId, { status: 'paid' });
      return;
    case 'logo':
    case 'repair_deposit':
    case 'fix_plan':
      return;
  }
}

async function addToProject(
  store: FulfilmentStore,
  { projectId, amountCents, paidAt }: PaymentRecord,
  now: Date,
): Promise<void> {
  if (!projectId) return;
  const project = await store.projects.addPayment(projectId, amountCents, paidAt ? new Date(paidAt) : now);
  if (!project) return;
  const status = projectStatusAfterPayment(project);
  if (status !== project.status) await store.projects.update(projectId, { status });
}

async function extendSubscription(
  store: FulfilmentStore,
  customerId: string,
  plan: PlanId,
  now: Date,
  newId: () => string,
): Promise<void> {
  const current = currentSubscription(await store.subscriptions.listByCustomer(customerId));
  if (!current) {
    await store.subscriptions.create({
      id: newId(),
      customerId,
      plan,
      status: 'active',
      currentPeriodEnd: addOneMonth(now).toISOString(),
      createdAt: now.toISOString(),
    });
    return;
  }
  // A paid month starts where the current period ends, or now if it already lapsed.
  const periodEnd = new Date(current.currentPeriodEnd);
  const from = periodEnd.getTime() > now.getTime() ? periodEnd : now;
  await store.subscriptions.update(current.id, {
    // The customer may have upgraded between opening this checkout and paying it (decision 17).
    plan: planRank(plan) > planRank(current.plan) ? plan : current.plan,
    status: 'active',
    currentPeriodEnd: addOneMonth(from).toISOString(),
  });
}

/** The checkout charged less than the plan's fee only when the credit paid the rest. */
async function consumeCreditIfDiscounted(store: FulfilmentStore, payment: PaymentRecord): Promise<void> {
  const feeCents = maintenancePriceFor(payment.plan ?? 'startup') * 100;
  if (payment.customerId && payment.amountCents < feeCents) {
    await store.customers.update(payment.customerId, {
      maintenanceCredit: 0,
      hasUsedMaintenanceCredit: true,
    });
  }
}

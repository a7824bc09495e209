/**
 * Package payments made before their project exists: onboarding takes the payment at step 3 and
 * creates the project at step 5, so the payment is recorded for the customer and package only. It
 * counts toward that customer's project of the package once both exist, whichever comes first:
 * - the project is created after the payment: `claimPackagePayments` when the project is stored;
 * - the payment is fulfilled after the project (a slow webhook): `applyToWaitingProject`.
 * The store links each payment to one project exactly once, so its amount is never counted twice,
 * even when both paths run at the same moment.
 */
import type { Store } from '../../store/port';
import type { PaymentRecord, ProjectRecord } from '../../store/records';

export type PackagePaymentStore = Pick<Store, 'payments' | 'projects'>;

/** When the first of these payments was made: the delivery clock runs from then. */
const earliestPaidAt = (payments: readonly PaymentRecord[]): Date =>
  new Date(Math.min(...payments.map((payment) => Date.parse(payment.paidAt ?? payment.createdAt))));

/**
 * Links the customer's paid, unlinked payments for the project's package to the project and adds
 * them to its paidAmount (which moves its status forward). Returns the updated project, or null
 * when there was nothing to claim.
 */
export async function claimPackagePayments(
  store: PackagePaymentStore,
  project: Pick<ProjectRecord, 'id' | 'customerId' | 'packageType'>,
): Promise<ProjectRecord | null> {
  if (!project.customerId) return null;
  const claimed = await store.payments.claimUnlinkedPackagePayments(
    project.customerId,
    project.packageType,
    project.id,
  );
  const cents = claimed.reduce((sum, payment) => sum + payment.amountCents, 0);
  return cents > 0 ? store.projects.addPayment(project.id, cents, earliestPaidAt(claimed)) : null;
}

/**
 * A package payment fulfilled without a project: when the customer already has a project of that
 * package waiting for its payment (pending, nothing paid), the oldest such project gets it;
 * otherwise it stays unlinked until the project is created.
 */
export async function applyToWaitingProject(
  store: PackagePaymentStore,
  payment: PaymentRecord,
): Promise<void> {
  if (payment.purpose !== 'package' || payment.projectId || !payment.customerId || !payment.packageType) {
    return;
  }
  const waiting = (await store.projects.listByCustomer(payment.customerId))
    .filter(
      (project) =>
        project.packageType === payment.packageType &&
        project.status === 'pending' &&
        project.paidAmount === 0,
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))[0];
  if (waiting) await claimPackagePayments(store, waiting);
}

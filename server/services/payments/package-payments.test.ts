/**
 * A package paid during onboarding (step 3) before its project exists (step 5): the payment counts
 * toward the customer's project of that package, whichever of the two is recorded first.
 */
import { describe, expect, it } from 'vitest';
import { PACKAGES } from '@contract/catalogue';
import { isoAt, project as projectRecord } from '../../store/contract/fixtures';
import { claimPackagePayments } from './package-payments';
import { setupSandbox } from './test-fixtures/sandbox-setup';

const PRICE = PACKAGES.professional.price;
const TOTAL = PRICE * 100;

async function setup() {
  const sandbox = await setupSandbox();
  const payPackage = async (packageType = 'professional', amountDollars = PRICE) => {
    const { paymentId } = await sandbox.payments.createPackagePayment({
      customer: sandbox.customer,
      amountDollars,
      packageType,
    });
    await sandbox.payments.pay(paymentId ?? '');
    return paymentId ?? '';
  };
  const newProject = (over: Parameters<typeof projectRecord>[0] = {}) =>
    sandbox.store.projects.create(
      projectRecord({
        customerId: sandbox.customer.id,
        packageType: 'professional',
        totalAmount: TOTAL,
        ...over,
      }),
    );
  return { ...sandbox, payPackage, newProject };
}

describe('a package paid before its project exists', () => {
  it('is claimed by the project created afterwards, once', async () => {
    const { store, payPackage, newProject } = await setup();
    const paymentId = await payPackage();
    expect((await store.payments.findById(paymentId))?.projectId).toBeUndefined();

    const project = await newProject();
    expect(await claimPackagePayments(store, project)).toMatchObject({
      paidAmount: TOTAL,
      status: 'paid_full',
    });
    expect((await store.payments.findById(paymentId))?.projectId).toBe(project.id);
    // A second claim (or a second project of the same package) finds nothing left to count.
    expect(await claimPackagePayments(store, project)).toBeNull();
    const second = await newProject();
    expect(await claimPackagePayments(store, second)).toBeNull();
    expect((await store.projects.findById(project.id))?.paidAmount).toBe(TOTAL);
  });

  it("does not count another package's payment", async () => {
    const { store, payPackage, newProject } = await setup();
    await payPackage('startup', PACKAGES.startup.price);
    const project = await newProject();
    expect(await claimPackagePayments(store, project)).toBeNull();
    expect((await store.projects.findById(project.id))?.paidAmount).toBe(0);
  });
});

describe('a package paid after its project exists', () => {
  it("goes to the customer's oldest project of that package still waiting for payment", async () => {
    const { store, payPackage, newProject } = await setup();
    const alreadyPaid = await newProject({
      status: 'paid_full',
      paidAmount: TOTAL,
      createdAt: isoAt(-3_000),
    });
    const otherPackage = await newProject({ packageType: 'startup', createdAt: isoAt(-2_000) });
    const waiting = await newProject({ createdAt: isoAt(-1_000) });
    const newer = await newProject({ createdAt: isoAt(0) });

    const paymentId = await payPackage();
    expect((await store.payments.findById(paymentId))?.projectId).toBe(waiting.id);
    expect(await store.projects.findById(waiting.id)).toMatchObject({
      paidAmount: TOTAL,
      status: 'paid_full',
    });
    for (const untouched of [alreadyPaid, otherPackage, newer]) {
      expect(await store.projects.findById(untouched.id)).toEqual(untouched);
    }
  });

  it('stays unlinked when no project is waiting, until one is created', async () => {
    const { store, payPackage, newProject } = await setup();
    await newProject({ status: 'in_progress' });
    const paymentId = await payPackage();
    expect((await store.payments.findById(paymentId))?.projectId).toBeUndefined();
    const project = await newProject();
    expect(await claimPackagePayments(store, project)).toMatchObject({ paidAmount: TOTAL });
    expect((await store.payments.findById(paymentId))?.projectId).toBe(project.id);
  });

  it('counts once when the payment and the project are recorded at the same moment', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { store, payments, customer, newProject } = await setup();
      const { paymentId } = await payments.createPackagePayment({
        customer,
        amountDollars: PRICE,
        packageType: 'professional',
      });
      const [, project] = await Promise.all([
        payments.pay(paymentId ?? ''),
        newProject().then(async (created) => {
          await claimPackagePayments(store, created);
          return created;
        }),
      ]);
      expect(await store.projects.findById(project.id)).toMatchObject({
        paidAmount: TOTAL,
        status: 'paid_full',
      });
    }
  });
});

/**
 * The sandbox checkout's pay and cancel buttons racing: each step is one conditional store call, so
 * whichever reaches the store second is refused, even when it checked the payment before the other
 * changed it. The store is wrapped so the other button lands exactly in that gap.
 */
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock';
import { customer as customerRecord, project as projectRecord } from '../../store/contract/fixtures';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import type { PaymentsRepo } from '../../store/port';
import { createPaymentService } from './payment.service';
import { START } from './test-fixtures/sandbox-setup';

async function setup(race: (payments: PaymentsRepo) => Partial<PaymentsRepo>) {
  const store = createSqliteStore();
  const raced = { ...store, payments: { ...store.payments, ...race(store.payments) } };
  const service = createPaymentService({
    store: raced,
    clock: createFakeClock(START),
    publicOrigin: 'http://localhost:3000',
  });
  const customer = await store.customers.create(customerRecord());
  const { paymentId } = await service.createPackagePayment({
    customer,
    amountDollars: 1995,
    packageType: 'startup',
  });
  return { store, service, customer, paymentId: paymentId ?? '' };
}

describe('pay and cancel racing on one checkout', () => {
  it('refuses a pay whose payment was cancelled after it looked, and applies nothing', async () => {
    const { store, service, customer, paymentId } = await setup((payments) => ({
      async markPaidOnce(id, now) {
        await payments.markCancelledOnce(id); // the cancel button wins the race
        return payments.markPaidOnce(id, now);
      },
    }));
    const project = await store.projects.create(
      projectRecord({ customerId: customer.id, packageType: 'startup', totalAmount: 199_500 }),
    );
    await expect(service.pay(paymentId)).rejects.toMatchObject({
      status: 409,
      message: 'This payment was cancelled and can no longer be paid.',
    });
    expect((await store.payments.findById(paymentId))?.status).toBe('cancelled');
    expect(await store.projects.findById(project.id)).toMatchObject({ paidAmount: 0, status: 'pending' });
  });

  it('refuses a cancel when the payment was paid first', async () => {
    const { store, service, paymentId } = await setup((payments) => ({
      async markCancelledOnce(id) {
        await payments.markPaidOnce(id, START); // the pay button wins the race
        return payments.markCancelledOnce(id);
      },
    }));
    await expect(service.cancel(paymentId)).rejects.toMatchObject({
      status: 409,
      message: 'This payment has already been made and can no longer be cancelled.',
    });
    expect((await store.payments.findById(paymentId))?.status).toBe('paid');
  });
});

/** A memory store, a fake clock, the sandbox payment service and one customer. */
import { createFakeClock } from '@server/lib/clock';
import { customer as customerRecord } from '@server/store/contract/fixtures';
import { createSqliteStore } from '@server/store/sqlite/sqlite-store';
import type { CustomerRecord } from '@server/store/records';
import { createPaymentService } from '../payment.service';

export const START = new Date('2030-01-31T12:00:00.000Z');

export async function setupSandbox(options: { customer?: Partial<CustomerRecord> } = {}) {
  const store = createSqliteStore();
  const clock = createFakeClock(START);
  const payments = createPaymentService({ store, clock, publicOrigin: 'http://localhost:3000' });
  const customer = await store.customers.create(customerRecord(options.customer));
  return { store, clock, payments, customer };
}

/** The payment id in a sandbox checkout URL. */
export const paymentIdOf = (url: string) => url.replace('/checkout/', '');

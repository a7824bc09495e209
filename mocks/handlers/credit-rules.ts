import { AMOUNTS, type Customer } from '@contract';
import { db } from '../db';

/**
 * Grants the one $200 maintenance credit to an account (decision 16). As on the server, it is
 * used (hasUsedMaintenanceCredit) only when a maintenance month consumes it.
 */
export const grantCredit = (customer: Customer): Customer => {
  customer.maintenanceCredit = AMOUNTS.maintenanceCreditCents;
  return customer;
};

/** The credit was granted before or already used: never twice (decision 16). */
export const hasHadCredit = (customer: Customer): boolean =>
  customer.hasUsedMaintenanceCredit || customer.maintenanceCredit > 0;

/** A credit claimed before the account existed is applied when the account registers. */
export const applyReservedCredit = (customer: Customer): Customer => {
  if (!db.creditReservations.delete(customer.email)) return customer;
  return grantCredit(customer);
};

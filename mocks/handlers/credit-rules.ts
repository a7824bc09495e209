import { AMOUNTS, type Customer } from '../../contract';
import { db } from '../db';

/** Grants the one $200 maintenance credit to an account (decision 16). */
export const grantCredit = (customer: Customer): Customer => {
  customer.maintenanceCredit = AMOUNTS.maintenanceCreditCents;
  customer.hasUsedMaintenanceCredit = true;
  return customer;
};

/** A credit claimed before the account existed is applied when the account registers. */
export const applyReservedCredit = (customer: Customer): Customer => {
  if (!db.creditReservations.delete(customer.email)) return customer;
  return grantCredit(customer);
};

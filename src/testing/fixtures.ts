import type { Customer } from '@contract/entities';

/** A signed-in customer for tests of the client. */
export const adaCustomer: Customer = {
  id: 'c1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  createdAt: '2025-01-15T09:30:00.000Z',
  isAdmin: false,
  maintenanceCredit: 0,
  hasUsedMaintenanceCredit: false,
};

/** The wire form of an account: everything but the password hash and the TOTP secret. */
import type { Customer } from '@contract/entities';
import type { CustomerRecord } from '../../store/records';

export const toCustomer = (record: CustomerRecord): Customer => ({
  id: record.id,
  firstName: record.firstName,
  lastName: record.lastName,
  email: record.email,
  company: record.company,
  phone: record.phone,
  createdAt: record.createdAt,
  isAdmin: record.isAdmin,
  maintenanceCredit: record.maintenanceCredit,
  hasUsedMaintenanceCredit: record.hasUsedMaintenanceCredit,
});

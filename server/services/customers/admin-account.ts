/**
 * The configured admin account (decision 11): created at start-up when it does not exist; an
 * existing one is brought in line with the configuration (admin flag, TOTP secret, password). It is
 * the only admin: any other account with the flag (the demo admin of an earlier start, whose
 * password and secret are public, or a former configured admin) is demoted and signed out.
 */
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { DuplicateKeyError, type Store } from '../../store/port';
import { normalizeEmail } from '../../store/record-utils';
import type { CustomerRecord } from '../../store/records';
import type { PasswordHasher } from '../auth/passwords';

export interface AdminAccountConfig {
  email: string;
  password: string;
  totpSecret: string;
  firstName?: string;
  lastName?: string;
}

export async function ensureAdminAccount(deps: {
  store: Store;
  clock: Pick<Clock, 'now'>;
  passwords: PasswordHasher;
  admin: AdminAccountConfig;
}): Promise<CustomerRecord> {
  const { store, passwords, admin } = deps;
  const email = normalizeEmail(admin.email);
  await demoteOtherAdmins(store, email);
  const existing = await store.customers.findByEmail(email);
  if (existing) {
    // A hash of an older kind (scrypt) is replaced like a changed password (decision 7).
    const passwordOk =
      !passwords.needsRehash(existing.passwordHash) &&
      (await passwords.verify(admin.password, existing.passwordHash));
    const updated = await store.customers.update(existing.id, {
      isAdmin: true,
      totpSecret: admin.totpSecret,
      ...(passwordOk ? {} : { passwordHash: await passwords.hash(admin.password) }),
    });
    return updated ?? existing;
  }
  const record: CustomerRecord = {
    id: newId(),
    email,
    passwordHash: await passwords.hash(admin.password),
    firstName: admin.firstName ?? 'Agency',
    lastName: admin.lastName ?? 'Admin',
    isAdmin: true,
    totpSecret: admin.totpSecret,
    maintenanceCredit: 0,
    hasUsedMaintenanceCredit: false,
    createdAt: deps.clock.now().toISOString(),
  };
  try {
    return await store.customers.create(record);
  } catch (error) {
    // Another process created it first: use theirs.
    if (!(error instanceof DuplicateKeyError)) throw error;
    return (await store.customers.findByEmail(email)) ?? record;
  }
}

/**
 * Takes the admin flag and the TOTP secret from every admin but `email`, and deletes its tokens so
 * an admin token issued before this start stops working at once. The account stays a customer.
 */
async function demoteOtherAdmins(store: Store, email: string): Promise<void> {
  for (const other of await store.customers.listAdmins()) {
    if (other.email === email) continue;
    await store.customers.update(other.id, { isAdmin: false, totpSecret: undefined });
    await store.tokens.deleteForCustomer(other.id);
  }
}

/**
 * Accounts in the embedded store. Each method does its reads and writes synchronously before its
 * first `await`, so within one process a check and the write it guards can never interleave with
 * another request: that is what makes create-if-absent and the once-only updates atomic.
 */
import type {
  CreditReservationsRepo,
  CustomersRepo,
  RateLimitsRepo,
  SecretsRepo,
  TokensRepo,
  TotpStepsRepo,
  VerificationSessionsRepo,
} from '../port';
import { newestFirst, normalizeEmail } from '../record-utils';
import type { MemoryDb } from './memory-db';
import { hasExpired, patched } from './rows';

export function memoryCustomers(db: MemoryDb): CustomersRepo {
  const { customers } = db.tables;
  return {
    async create(record) {
      const stored = customers.insert(record.id, { ...record, email: normalizeEmail(record.email) });
      await db.commit();
      return stored;
    },
    async findById(id) {
      return customers.get(id) ?? null;
    },
    async findByEmail(email) {
      return customers.findUnique('email', normalizeEmail(email)) ?? null;
    },
    async list() {
      return customers.values().sort(newestFirst);
    },
    async listAdmins() {
      return customers.values().filter((row) => row.isAdmin);
    },
    async update(id, patch) {
      const row = customers.get(id);
      if (!row) return null;
      const stored = customers.put(id, patched(row, patch, ['id', 'email']));
      await db.commit();
      return stored;
    },
    async grantCreditOnce(id, cents) {
      const row = customers.get(id);
      if (!row || row.maintenanceCredit !== 0 || row.hasUsedMaintenanceCredit) return null;
      const stored = customers.put(id, { ...row, maintenanceCredit: cents });
      await db.commit();
      return stored;
    },
    async delete(id) {
      const deleted = customers.delete(id);
      await db.commit();
      return deleted;
    },
  };
}

export function memoryTokens(db: MemoryDb): TokensRepo {
  const { tokens } = db.tables;
  return {
    async create(record) {
      tokens.insert(record.tokenHash, record);
      await db.commit();
    },
    async findValid(tokenHash, now) {
      db.prune(now);
      const row = tokens.get(tokenHash);
      if (!row) return null;
      if (hasExpired(row.expiresAt, now)) {
        tokens.delete(tokenHash);
        return null;
      }
      return row;
    },
    async delete(tokenHash) {
      tokens.delete(tokenHash);
      await db.commit();
    },
    async deleteForCustomer(customerId) {
      tokens.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    },
  };
}

export function memoryVerificationSessions(db: MemoryDb): VerificationSessionsRepo {
  const { verificationSessions: sessions } = db.tables;
  return {
    async create(record) {
      sessions.insert(record.id, record);
      await db.commit();
    },
    async findById(id) {
      return sessions.get(id) ?? null;
    },
    async takeAttempt(id, maxAttempts, now) {
      const row = sessions.get(id);
      if (!row || row.closed || hasExpired(row.expiresAt, now) || row.attempts >= maxAttempts) return null;
      const stored = sessions.put(id, { ...row, attempts: row.attempts + 1 });
      await db.commit();
      return stored;
    },
    async close(id) {
      const row = sessions.get(id);
      if (!row) return;
      sessions.put(id, { ...row, closed: true });
      await db.commit();
    },
  };
}

export function memoryTotpSteps(db: MemoryDb): TotpStepsRepo {
  const { totpSteps } = db.tables;
  return {
    async markUsed(customerId, step, expiresAt) {
      const key = `${customerId}:${step}`;
      if (totpSteps.has(key)) return false;
      totpSteps.insert(key, { customerId, step, expiresAt: expiresAt.toISOString() });
      await db.commit();
      return true;
    },
  };
}

export function memoryRateLimits(db: MemoryDb): RateLimitsRepo {
  const { rateLimits } = db.tables;
  return {
    async hit(key, windowMs, now) {
      db.prune(now);
      const row = rateLimits.get(key);
      const next =
        row && !hasExpired(row.resetAt, now)
          ? { ...row, count: row.count + 1 }
          : { key, count: 1, resetAt: new Date(now.getTime() + windowMs).toISOString() };
      rateLimits.put(key, next);
      await db.commit();
      return { count: next.count, resetAt: new Date(next.resetAt) };
    },
    async count(key, now) {
      const row = rateLimits.get(key);
      return row && !hasExpired(row.resetAt, now) ? row.count : 0;
    },
  };
}

export function memorySecrets(db: MemoryDb): SecretsRepo {
  const { secrets } = db.tables;
  return {
    async getOrCreate(name, candidate) {
      const row = secrets.get(name);
      if (row) return row.value;
      secrets.insert(name, { name, value: candidate });
      await db.commit();
      return candidate;
    },
  };
}

export function memoryCreditReservations(db: MemoryDb): CreditReservationsRepo {
  const { creditReservations: reservations } = db.tables;
  return {
    async reserve(email, now) {
      const key = normalizeEmail(email);
      if (reservations.has(key)) return false;
      reservations.insert(key, { email: key, createdAt: now.toISOString() });
      await db.commit();
      return true;
    },
    async find(email) {
      return reservations.get(normalizeEmail(email)) ?? null;
    },
    async markApplied(email, now) {
      const key = normalizeEmail(email);
      const row = reservations.get(key);
      if (!row || row.appliedAt !== undefined) return false;
      reservations.put(key, { ...row, appliedAt: now.toISOString() });
      await db.commit();
      return true;
    },
    async applyOnce(email, now) {
      const key = normalizeEmail(email);
      const row = reservations.get(key);
      if (row?.appliedAt !== undefined) return false;
      const appliedAt = now.toISOString();
      if (row) reservations.put(key, { ...row, appliedAt });
      else reservations.insert(key, { email: key, createdAt: appliedAt, appliedAt });
      await db.commit();
      return true;
    },
  };
}

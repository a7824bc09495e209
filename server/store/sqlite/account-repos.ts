/**
 * Accounts in the embedded store. A check and the write it guards run in one transaction
 * (database.ts), so create-if-absent and the once-only updates hold however requests interleave.
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
import type {
  CreditReservationRecord,
  CustomerRecord,
  TokenRecord,
  VerificationSessionRecord,
} from '../records';
import { hasExpired, normalizeEmail } from '../record-utils';
import type { Database } from './database';
import { Docs } from './docs';

export function sqliteCustomers(db: Database): CustomersRepo {
  const customers = new Docs<CustomerRecord>(db, 'customers');
  return {
    async create(record) {
      return customers.insert(record.id, { ...record, email: normalizeEmail(record.email) });
    },
    async findById(id) {
      return customers.get(id);
    },
    async findByEmail(email) {
      return customers.first('email = ?', normalizeEmail(email));
    },
    async list() {
      return customers.where('1 ORDER BY createdAt DESC, k DESC');
    },
    async listAdmins() {
      return customers.where("doc ->> '$.isAdmin'");
    },
    async update(id, patch) {
      return customers.patch(id, patch, ['id', 'email']);
    },
    async grantCreditOnce(id, cents) {
      return db.transaction(() => {
        const record = customers.get(id);
        if (!record || record.maintenanceCredit !== 0 || record.hasUsedMaintenanceCredit) return null;
        return customers.put(id, { ...record, maintenanceCredit: cents });
      });
    },
    async delete(id) {
      return customers.delete(id);
    },
  };
}

/** Expired tokens, sessions, TOTP steps and rate-limit windows go at most once a minute of `now`. */
export function createPruner(db: Database): (now: Date) => void {
  const PRUNE_EVERY_MS = 60_000;
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    const at = now.getTime();
    // Math.abs: a clock set back (tests) prunes again rather than never.
    if (Math.abs(at - last) < PRUNE_EVERY_MS) return;
    last = at;
    const iso = now.toISOString();
    db.transaction(() => {
      for (const [table, column] of [
        ['tokens', 'expiresAt'],
        ['verificationSessions', 'expiresAt'],
        ['totpSteps', 'expiresAt'],
        ['rateLimits', 'resetAt'],
      ] as const) {
        db.write(table, `DELETE FROM ${table} WHERE ${column} <= ?`, iso);
      }
    });
  };
}

export function sqliteTokens(db: Database, prune: (now: Date) => void): TokensRepo {
  const tokens = new Docs<TokenRecord>(db, 'tokens');
  return {
    async create(record) {
      tokens.insert(record.tokenHash, record);
    },
    async findValid(tokenHash, now) {
      prune(now);
      const record = tokens.get(tokenHash);
      return record && !hasExpired(record.expiresAt, now) ? record : null;
    },
    async delete(tokenHash) {
      tokens.delete(tokenHash);
    },
    async deleteForCustomer(customerId, exceptTokenHash) {
      if (exceptTokenHash === undefined) tokens.deleteWhere('customerId = ?', customerId);
      else tokens.deleteWhere('customerId = ? AND k != ?', customerId, exceptTokenHash);
    },
  };
}

export function sqliteVerificationSessions(db: Database): VerificationSessionsRepo {
  const sessions = new Docs<VerificationSessionRecord>(db, 'verificationSessions');
  return {
    async create(record) {
      sessions.insert(record.id, record);
    },
    async findById(id) {
      return sessions.get(id);
    },
    async takeAttempt(id, maxAttempts, now) {
      return db.transaction(() => {
        const record = sessions.get(id);
        if (!record || record.closed || hasExpired(record.expiresAt, now) || record.attempts >= maxAttempts)
          return null;
        return sessions.put(id, { ...record, attempts: record.attempts + 1 });
      });
    },
    async close(id) {
      db.transaction(() => {
        const record = sessions.get(id);
        if (record) sessions.put(id, { ...record, closed: true });
      });
    },
  };
}

export function sqliteTotpSteps(db: Database): TotpStepsRepo {
  const steps = new Docs<{ customerId: string; step: number; expiresAt: string }>(db, 'totpSteps');
  return {
    async markUsed(customerId, step, expiresAt) {
      const key = `${customerId}:${step}`;
      return db.transaction(() => {
        if (steps.get(key)) return false;
        steps.insert(key, { customerId, step, expiresAt: expiresAt.toISOString() });
        return true;
      });
    },
  };
}

interface RateLimitRow {
  key: string;
  count: number;
  resetAt: string;
}

export function sqliteRateLimits(db: Database, prune: (now: Date) => void): RateLimitsRepo {
  const windows = new Docs<RateLimitRow>(db, 'rateLimits');
  return {
    async hit(key, windowMs, now) {
      prune(now);
      const next = db.transaction(() => {
        const row = windows.get(key);
        return windows.put(
          key,
          row && !hasExpired(row.resetAt, now)
            ? { ...row, count: row.count + 1 }
            : { key, count: 1, resetAt: new Date(now.getTime() + windowMs).toISOString() },
        );
      });
      return { count: next.count, resetAt: new Date(next.resetAt) };
    },
    async count(key, now) {
      const row = windows.get(key);
      return row && !hasExpired(row.resetAt, now) ? row.count : 0;
    },
  };
}

export function sqliteSecrets(db: Database): SecretsRepo {
  const secrets = new Docs<{ name: string; value: string }>(db, 'secrets');
  return {
    async getOrCreate(name, candidate) {
      return db.transaction(() => secrets.get(name) ?? secrets.insert(name, { name, value: candidate }))
        .value;
    },
  };
}

export function sqliteCreditReservations(db: Database): CreditReservationsRepo {
  const reservations = new Docs<CreditReservationRecord>(db, 'creditReservations');
  return {
    async reserve(email, now) {
      const key = normalizeEmail(email);
      return db.transaction(() => {
        if (reservations.get(key)) return false;
        reservations.insert(key, { email: key, createdAt: now.toISOString() });
        return true;
      });
    },
    async find(email) {
      return reservations.get(normalizeEmail(email));
    },
    async markApplied(email, now) {
      const key = normalizeEmail(email);
      return db.transaction(() => {
        const record = reservations.get(key);
        if (!record || record.appliedAt !== undefined) return false;
        reservations.put(key, { ...record, appliedAt: now.toISOString() });
        return true;
      });
    },
    async applyOnce(email, now) {
      const key = normalizeEmail(email);
      return db.transaction(() => {
        const record = reservations.get(key);
        if (record?.appliedAt !== undefined) return false;
        const appliedAt = now.toISOString();
        reservations.put(
          key,
          record ? { ...record, appliedAt } : { email: key, createdAt: appliedAt, appliedAt },
        );
        return true;
      });
    },
  };
}

/**
 * Accounts in MongoDB. Create-if-absent relies on unique indexes (E11000), once-only changes on
 * findOneAndUpdate with the condition in the filter, so concurrent requests on several servers agree.
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
import { normalizeEmail } from '../record-utils';
import { insertedOnce, isDuplicate, patchById, toDoc, toRecord, toRecords, uniquely } from './mapper';
import type { CustomerDoc } from './documents';
import type { Models } from './models';

const after = { returnDocument: 'after' } as const;

export function mongoCustomers({ customers }: Models): CustomersRepo {
  return {
    async create(record) {
      const doc = toDoc({ ...record, email: normalizeEmail(record.email) });
      await uniquely(() => customers.create(doc));
      return toRecord<CustomerRecord>(doc) as CustomerRecord;
    },
    async findById(id) {
      return toRecord(await customers.findById(id).lean());
    },
    async findByEmail(email) {
      return toRecord(await customers.findOne({ email: normalizeEmail(email) }).lean());
    },
    async list() {
      return toRecords(await customers.find().sort({ createdAt: -1, _id: -1 }).lean());
    },
    async listAdmins() {
      return toRecords(await customers.find({ isAdmin: true }).lean());
    },
    update: (id, patch) => patchById<CustomerRecord, CustomerDoc>(customers, id, patch, ['id', 'email']),
    async grantCreditOnce(id, cents) {
      const granted = await customers
        .findOneAndUpdate(
          { _id: id, maintenanceCredit: 0, hasUsedMaintenanceCredit: false },
          { $set: { maintenanceCredit: cents } },
          after,
        )
        .lean();
      return toRecord(granted);
    },
    async delete(id) {
      const { deletedCount } = await customers.deleteOne({ _id: id });
      return deletedCount === 1;
    },
  };
}

export function mongoTokens({ tokens }: Models): TokensRepo {
  return {
    async create(record) {
      await uniquely(() => tokens.create({ ...record, expiresAt: new Date(record.expiresAt) }));
    },
    async findValid(tokenHash, now) {
      // The TTL index removes expired tokens within a minute or so; the filter is what decides.
      return toRecord<TokenRecord>(await tokens.findOne({ tokenHash, expiresAt: { $gt: now } }).lean());
    },
    async delete(tokenHash) {
      await tokens.deleteOne({ tokenHash });
    },
    async deleteForCustomer(customerId, exceptTokenHash) {
      await tokens.deleteMany(
        exceptTokenHash === undefined ? { customerId } : { customerId, tokenHash: { $ne: exceptTokenHash } },
      );
    },
  };
}

export function mongoVerificationSessions({
  verificationSessions: sessions,
}: Models): VerificationSessionsRepo {
  return {
    async create(record) {
      await uniquely(() => sessions.create({ ...toDoc(record), expiresAt: new Date(record.expiresAt) }));
    },
    async findById(id) {
      return toRecord<VerificationSessionRecord>(await sessions.findById(id).lean());
    },
    async takeAttempt(id, maxAttempts, now) {
      // The whole condition sits in the filter: the document changes only if every part holds.
      const taken = await sessions
        .findOneAndUpdate(
          { _id: id, closed: false, attempts: { $lt: maxAttempts }, expiresAt: { $gt: now } },
          { $inc: { attempts: 1 } },
          after,
        )
        .lean();
      return toRecord<VerificationSessionRecord>(taken);
    },
    async close(id) {
      await sessions.updateOne({ _id: id }, { $set: { closed: true } });
    },
  };
}

export function mongoTotpSteps({ totpSteps }: Models): TotpStepsRepo {
  return {
    markUsed: (customerId, step, expiresAt) =>
      insertedOnce(() => totpSteps.create({ customerId, step, expiresAt })),
  };
}

export function mongoRateLimits({ rateLimits }: Models): RateLimitsRepo {
  return {
    async hit(key, windowMs, now) {
      // Count in the open window, else restart an ended one, else open the first; two requests that
      // open the first window at once collide on the unique key and the loser counts again.
      for (;;) {
        const counted = await rateLimits
          .findOneAndUpdate({ key, resetAt: { $gt: now } }, { $inc: { count: 1 } }, after)
          .lean();
        if (counted) return { count: counted.count, resetAt: counted.resetAt };
        const resetAt = new Date(now.getTime() + windowMs);
        const restarted = await rateLimits
          .findOneAndUpdate({ key, resetAt: { $lte: now } }, { $set: { count: 1, resetAt } }, after)
          .lean();
        if (restarted) return { count: restarted.count, resetAt: restarted.resetAt };
        try {
          await rateLimits.create({ key, count: 1, resetAt });
          return { count: 1, resetAt };
        } catch (error) {
          if (!isDuplicate(error)) throw error;
        }
      }
    },
    async count(key, now) {
      const row = await rateLimits.findOne({ key, resetAt: { $gt: now } }).lean();
      return row?.count ?? 0;
    },
  };
}

export function mongoSecrets({ secrets }: Models): SecretsRepo {
  return {
    async getOrCreate(name, candidate) {
      // The unique name decides a race between processes starting at once: the loser reads the winner's.
      if (await insertedOnce(() => secrets.create({ _id: name, value: candidate }))) return candidate;
      const stored = await secrets.findById(name).lean();
      if (!stored) throw new Error(`secret ${name} vanished`);
      return stored.value;
    },
  };
}

export function mongoCreditReservations({
  creditReservations: reservations,
}: Models): CreditReservationsRepo {
  return {
    reserve: (email, now) =>
      insertedOnce(() => reservations.create({ email: normalizeEmail(email), createdAt: now.toISOString() })),
    async find(email) {
      return toRecord<CreditReservationRecord>(
        await reservations.findOne({ email: normalizeEmail(email) }).lean(),
      );
    },
    async markApplied(email, now) {
      const applied = await reservations
        .findOneAndUpdate(
          { email: normalizeEmail(email), appliedAt: { $exists: false } },
          { $set: { appliedAt: now.toISOString() } },
          after,
        )
        .lean();
      return applied !== null;
    },
    async applyOnce(email, now) {
      const appliedAt = now.toISOString();
      try {
        // An applied entry does not match the filter, so the upsert's insert hits the unique email.
        await reservations.updateOne(
          { email: normalizeEmail(email), appliedAt: { $exists: false } },
          { $set: { appliedAt }, $setOnInsert: { createdAt: appliedAt } },
          { upsert: true },
        );
        return true;
      } catch (error) {
        if (isDuplicate(error)) return false;
        throw error;
      }
    },
  };
}

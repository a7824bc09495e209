/** Contract: customers, tokens, verification sessions, TOTP steps, rate limits, credit reservations. */
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Store } from '../port';
import { HOUR, MINUTE, NOW, at, concurrently, customer, isoAt, token, verificationSession } from './fixtures';

export function accountsContract(store: () => Store): void {
  describe('customers', () => {
    it('stores the email trimmed and lowercased and finds it in any case', async () => {
      const created = await store().customers.create(customer({ email: ' Ada@X.com ' }));
      expect(created.email).toBe('ada@x.com');
      expect(await store().customers.findByEmail('ADA@x.COM ')).toEqual(created);
      expect(await store().customers.findById(created.id)).toEqual(created);
      expect(await store().customers.findByEmail('grace@x.com')).toBeNull();
      expect(await store().customers.findById('missing')).toBeNull();
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      await store().customers.create(customer({ email: 'Ada@X.com ' }));
      const second = store().customers.create(customer({ email: 'ada@x.com' }));
      await expect(second).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(second).rejects.toMatchObject({ key: 'email' });
      expect(await store().customers.list()).toHaveLength(1);
    });

    it('refuses a second record with the same id', async () => {
      const first = await store().customers.create(customer());
      await expect(store().customers.create(customer({ id: first.id }))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('creates exactly one account when 50 requests register one email at once', async () => {
      const { values, errors } = await concurrently(50, (index) =>
        store().customers.create(customer({ email: index % 2 ? 'Race@Example.com' : ' race@example.com ' })),
      );
      expect(values).toHaveLength(1);
      expect(errors).toHaveLength(49);
      for (const error of errors) expect(error).toBeInstanceOf(DuplicateKeyError);
      expect(await store().customers.list()).toHaveLength(1);
    });

    it('lists customers newest first', async () => {
      const older = await store().customers.create(customer({ createdAt: isoAt(-HOUR) }));
      const newer = await store().customers.create(customer({ createdAt: isoAt(0) }));
      expect((await store().customers.list()).map((row) => row.id)).toEqual([newer.id, older.id]);
    });

    it('lists the admin accounts only', async () => {
      await store().customers.create(customer());
      const first = await store().customers.create(customer({ isAdmin: true, totpSecret: 'A'.repeat(32) }));
      const second = await store().customers.create(customer({ isAdmin: true }));
      const admins = await store().customers.listAdmins();
      expect(admins.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
      expect(admins.find((row) => row.id === first.id)).toEqual(first);
    });

    it('updates fields, removes a field set to undefined and never changes id or email', async () => {
      const created = await store().customers.create(
        customer({ company: 'Engines Ltd', email: 'ada@x.com' }),
      );
      const patch = { firstName: 'Augusta', company: undefined, email: 'other@x.com', id: 'other' };
      const updated = await store().customers.update(created.id, patch);
      expect(updated).toMatchObject({ id: created.id, email: 'ada@x.com', firstName: 'Augusta' });
      expect(updated).not.toHaveProperty('company');
      expect(await store().customers.findById(created.id)).toEqual(updated);
      expect(await store().customers.update('missing', { firstName: 'X' })).toBeNull();
    });

    it('hands out records through which nothing stored can change', async () => {
      const created = await store().customers.create(customer());
      // Records are read-only: the embedded store's are frozen (the write throws), MongoDB's are copies.
      try {
        (created as { firstName: string }).firstName = 'Changed';
      } catch {
        // frozen
      }
      const found = await store().customers.findById(created.id);
      expect(found?.firstName).toBe('Ada');
    });

    it('grants the maintenance credit once, even to 50 requests at once', async () => {
      const created = await store().customers.create(customer());
      const { values } = await concurrently(50, () => store().customers.grantCreditOnce(created.id, 20_000));
      expect(values.filter((value) => value !== null)).toHaveLength(1);
      expect((await store().customers.findById(created.id))?.maintenanceCredit).toBe(20_000);
      expect(await store().customers.grantCreditOnce('missing', 20_000)).toBeNull();
    });

    it('does not grant the credit to a customer who has used it', async () => {
      const used = await store().customers.create(customer({ hasUsedMaintenanceCredit: true }));
      expect(await store().customers.grantCreditOnce(used.id, 20_000)).toBeNull();
    });

    it('deletes a customer', async () => {
      const created = await store().customers.create(customer());
      expect(await store().customers.delete(created.id)).toBe(true);
      expect(await store().customers.findById(created.id)).toBeNull();
      expect(await store().customers.findByEmail(created.email)).toBeNull();
      expect(await store().customers.delete(created.id)).toBe(false);
    });
  });

  describe('tokens', () => {
    it('finds a token until it expires', async () => {
      const record = token({ expiresAt: isoAt(HOUR) });
      await store().tokens.create(record);
      expect(await store().tokens.findValid(record.tokenHash, NOW)).toEqual(record);
      expect(await store().tokens.findValid(record.tokenHash, at(HOUR - 1))).toEqual(record);
      expect(await store().tokens.findValid(record.tokenHash, at(HOUR))).toBeNull();
      expect(await store().tokens.findValid('unknown', NOW)).toBeNull();
    });

    it('refuses a duplicate token hash', async () => {
      const record = token();
      await store().tokens.create(record);
      await expect(store().tokens.create(token({ tokenHash: record.tokenHash }))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('revokes one token, or all of a customer', async () => {
      const [a1, a2, b] = [
        token({ customerId: 'a' }),
        token({ customerId: 'a' }),
        token({ customerId: 'b' }),
      ];
      for (const record of [a1, a2, b]) await store().tokens.create(record);
      await store().tokens.delete(a1.tokenHash);
      expect(await store().tokens.findValid(a1.tokenHash, NOW)).toBeNull();
      expect(await store().tokens.findValid(a2.tokenHash, NOW)).not.toBeNull();
      await store().tokens.deleteForCustomer('a');
      expect(await store().tokens.findValid(a2.tokenHash, NOW)).toBeNull();
      expect(await store().tokens.findValid(b.tokenHash, NOW)).toEqual(b);
    });

    it('revokes every token of a customer but one (a password change keeps its own session)', async () => {
      const [kept, other, stranger] = [token({ customerId: 'c' }), token({ customerId: 'c' }), token()];
      for (const record of [kept, other, stranger]) await store().tokens.create(record);
      await store().tokens.deleteForCustomer('c', kept.tokenHash);
      expect(await store().tokens.findValid(kept.tokenHash, NOW)).toEqual(kept);
      expect(await store().tokens.findValid(other.tokenHash, NOW)).toBeNull();
      expect(await store().tokens.findValid(stranger.tokenHash, NOW)).toEqual(stranger);
    });
  });

  describe('verification sessions', () => {
    it('takes attempts of an open session up to the maximum, then none', async () => {
      const session = verificationSession({ expiresAt: isoAt(5 * MINUTE) });
      await store().verificationSessions.create(session);
      expect(await store().verificationSessions.findById(session.id)).toEqual(session);
      const taken = [];
      for (let i = 0; i < 3; i += 1)
        taken.push(await store().verificationSessions.takeAttempt(session.id, 3, NOW));
      expect(taken.map((row) => row?.attempts)).toEqual([1, 2, 3]);
      expect(taken[0]).toEqual({ ...session, attempts: 1 });
      expect(await store().verificationSessions.takeAttempt(session.id, 3, NOW)).toBeNull();
      expect((await store().verificationSessions.findById(session.id))?.attempts).toBe(3);
    });

    it('takes at most the maximum when 20 attempts arrive at once', async () => {
      const session = verificationSession();
      await store().verificationSessions.create(session);
      const { values, errors } = await concurrently(20, () =>
        store().verificationSessions.takeAttempt(session.id, 5, NOW),
      );
      expect(errors).toEqual([]);
      const taken = values.filter((value) => value !== null);
      expect(taken.map((row) => row.attempts).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
      expect((await store().verificationSessions.findById(session.id))?.attempts).toBe(5);
    });

    it('takes no attempt of a closed, expired or unknown session', async () => {
      const closed = verificationSession({ closed: true });
      const expired = verificationSession({ expiresAt: isoAt(MINUTE) });
      for (const session of [closed, expired]) await store().verificationSessions.create(session);
      expect(await store().verificationSessions.takeAttempt(closed.id, 5, NOW)).toBeNull();
      expect(await store().verificationSessions.takeAttempt(expired.id, 5, at(MINUTE - 1))).not.toBeNull();
      expect(await store().verificationSessions.takeAttempt(expired.id, 5, at(MINUTE))).toBeNull();
      expect(await store().verificationSessions.takeAttempt('missing', 5, NOW)).toBeNull();
      expect((await store().verificationSessions.findById(closed.id))?.attempts).toBe(0);
    });

    it('closes a session on request', async () => {
      const session = verificationSession();
      await store().verificationSessions.create(session);
      await store().verificationSessions.close(session.id);
      expect((await store().verificationSessions.findById(session.id))?.closed).toBe(true);
    });
  });

  describe('TOTP steps', () => {
    it('accepts a step once per customer, even when replayed at once', async () => {
      const { values } = await concurrently(20, () =>
        store().totpSteps.markUsed('admin', 1000, at(2 * MINUTE)),
      );
      expect(values.filter(Boolean)).toHaveLength(1);
      expect(await store().totpSteps.markUsed('admin', 1000, at(2 * MINUTE))).toBe(false);
      expect(await store().totpSteps.markUsed('admin', 1001, at(2 * MINUTE))).toBe(true);
      expect(await store().totpSteps.markUsed('other', 1000, at(2 * MINUTE))).toBe(true);
    });
  });

  describe('rate limits', () => {
    it('counts hits in a window that starts at the first hit, per key', async () => {
      const limits = store().rateLimits;
      expect(await limits.hit('ip:1', MINUTE, NOW)).toEqual({ count: 1, resetAt: at(MINUTE) });
      expect(await limits.hit('ip:1', MINUTE, at(10_000))).toEqual({ count: 2, resetAt: at(MINUTE) });
      expect(await limits.hit('ip:2', MINUTE, at(10_000))).toEqual({
        count: 1,
        resetAt: at(10_000 + MINUTE),
      });
      const { values } = await concurrently(10, () => limits.hit('ip:1', MINUTE, at(20_000)));
      expect(values.map((value) => value.count).sort((a, b) => a - b)).toEqual([
        3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
    });

    it('starts a new window once the old one has passed', async () => {
      const limits = store().rateLimits;
      await limits.hit('account:ada', MINUTE, NOW);
      await limits.hit('account:ada', MINUTE, at(1000));
      expect(await limits.hit('account:ada', MINUTE, at(MINUTE))).toEqual({
        count: 1,
        resetAt: at(2 * MINUTE),
      });
      expect(await limits.hit('account:ada', MINUTE, at(MINUTE + 1))).toEqual({
        count: 2,
        resetAt: at(2 * MINUTE),
      });
    });
  });

  describe('rate limit counts', () => {
    it("reads a key's count in its current window without counting", async () => {
      const limits = store().rateLimits;
      expect(await limits.count('known:ada', NOW)).toBe(0);
      await limits.hit('known:ada', MINUTE, NOW);
      await limits.hit('known:ada', MINUTE, at(1000));
      expect(await limits.count('known:ada', at(2000))).toBe(2);
      expect(await limits.count('known:ada', at(2000))).toBe(2);
      expect(await limits.count('known:ada', at(MINUTE))).toBe(0);
    });
  });

  describe('secrets', () => {
    it('keeps the first secret stored under a name, even when many ask at once', async () => {
      const { values } = await concurrently(10, (index) =>
        store().secrets.getOrCreate('claim-link', `candidate-${index}`),
      );
      expect(new Set(values).size).toBe(1);
      expect(await store().secrets.getOrCreate('claim-link', 'later')).toBe(values[0]);
      expect(await store().secrets.getOrCreate('other', 'own')).toBe('own');
    });
  });

  describe('credit reservations', () => {
    it('reserves once per email, whatever its case, even when claimed at once', async () => {
      const { values } = await concurrently(20, (index) =>
        store().creditReservations.reserve(index % 2 ? 'Ada@X.com ' : 'ada@x.com', NOW),
      );
      expect(values.filter(Boolean)).toHaveLength(1);
      expect(await store().creditReservations.find('ADA@x.com')).toEqual({
        email: 'ada@x.com',
        createdAt: NOW.toISOString(),
      });
      expect(await store().creditReservations.find('grace@x.com')).toBeNull();
    });

    it('applies the credit of an email once, with or without a reservation, even when asked at once', async () => {
      const reservations = store().creditReservations;
      const { values } = await concurrently(20, () => reservations.applyOnce('New@X.com', NOW));
      expect(values.filter(Boolean)).toHaveLength(1);
      expect(await reservations.find('new@x.com')).toMatchObject({ email: 'new@x.com', appliedAt: isoAt(0) });
      expect(await reservations.reserve('new@x.com', NOW)).toBe(false);
      expect(await reservations.markApplied('new@x.com', NOW)).toBe(false);

      expect(await reservations.reserve('reserved@x.com', NOW)).toBe(true);
      expect(await reservations.applyOnce('reserved@x.com', at(MINUTE))).toBe(true);
      expect(await reservations.find('reserved@x.com')).toMatchObject({
        createdAt: isoAt(0),
        appliedAt: isoAt(MINUTE),
      });
      expect(await reservations.applyOnce('reserved@x.com', at(MINUTE))).toBe(false);
    });

    it('applies a reservation once', async () => {
      await store().creditReservations.reserve('ada@x.com', NOW);
      const { values } = await concurrently(10, () =>
        store().creditReservations.markApplied('Ada@X.com', at(HOUR)),
      );
      expect(values.filter(Boolean)).toHaveLength(1);
      expect((await store().creditReservations.find('ada@x.com'))?.appliedAt).toBe(isoAt(HOUR));
      expect(await store().creditReservations.markApplied('grace@x.com', NOW)).toBe(false);
    });
  });
}

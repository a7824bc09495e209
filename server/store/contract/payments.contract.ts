/**
 * Contract: payments. Their state changes are single conditional port calls (pay once, cancel once,
 * link to a project once), so they stay correct when requests race.
 */
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Store } from '../port';
import { HOUR, NOW, at, concurrently, isoAt, payment } from './fixtures';

export function paymentsContract(store: () => Store): void {
  describe('payments', () => {
    it('creates payments and finds them by id and provider session', async () => {
      const created = await store().payments.create(payment({ providerSessionId: 'cs_1' }));
      expect(await store().payments.findById(created.id)).toEqual(created);
      expect(await store().payments.findByProviderSession('cs_1')).toEqual(created);
      expect(await store().payments.findByProviderSession('cs_2')).toBeNull();
    });

    it('records a provider session once; payments without one do not collide', async () => {
      await store().payments.create(payment({ providerSessionId: 'cs_1' }));
      const again = store().payments.create(payment({ providerSessionId: 'cs_1' }));
      await expect(again).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(again).rejects.toMatchObject({ key: 'providerSessionId' });
      await store().payments.create(payment());
      await store().payments.create(payment());
    });

    it('updates a payment, including the session it got from the provider', async () => {
      const created = await store().payments.create(payment());
      const patch = { providerSessionId: 'cs_9', id: 'other' };
      const updated = await store().payments.update(created.id, patch);
      expect(updated).toMatchObject({ id: created.id, providerSessionId: 'cs_9' });
      expect((await store().payments.findByProviderSession('cs_9'))?.id).toBe(created.id);
      expect(await store().payments.update('missing', { status: 'cancelled' })).toBeNull();
    });

    it('moves a pending payment to paid exactly once, even when fulfilled 20 times at once', async () => {
      const created = await store().payments.create(payment());
      const { values } = await concurrently(20, () => store().payments.markPaidOnce(created.id, NOW));
      const paid = values.filter((value) => value !== null);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ status: 'paid', paidAt: NOW.toISOString() });
      expect(await store().payments.markPaidOnce(created.id, at(HOUR))).toBeNull();
      const cancelled = await store().payments.create(payment({ status: 'cancelled' }));
      expect(await store().payments.markPaidOnce(cancelled.id, NOW)).toBeNull();
    });

    it('moves a pending payment to cancelled exactly once; a paid one stays paid', async () => {
      const created = await store().payments.create(payment());
      const { values } = await concurrently(20, () => store().payments.markCancelledOnce(created.id));
      const cancelled = values.filter((value) => value !== null);
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]).toMatchObject({ id: created.id, status: 'cancelled' });
      expect((await store().payments.findById(created.id))?.status).toBe('cancelled');

      const paid = await store().payments.create(payment({ status: 'paid', paidAt: isoAt(0) }));
      expect(await store().payments.markCancelledOnce(paid.id)).toBeNull();
      expect((await store().payments.findById(paid.id))?.status).toBe('paid');
      expect(await store().payments.markCancelledOnce('missing')).toBeNull();
    });

    it('lets exactly one of pay and cancel win when they race', async () => {
      for (let round = 0; round < 10; round += 1) {
        const created = await store().payments.create(payment());
        const [paid, cancelled] = await Promise.all([
          store().payments.markPaidOnce(created.id, NOW),
          store().payments.markCancelledOnce(created.id),
        ]);
        expect([paid, cancelled].filter((value) => value !== null)).toHaveLength(1);
        const stored = await store().payments.findById(created.id);
        expect(stored?.status).toBe(paid ? 'paid' : 'cancelled');
      }
    });
  });

  describe('claiming package payments for a new project', () => {
    const paidPackage = (over: Parameters<typeof payment>[0] = {}) =>
      payment({ status: 'paid', paidAt: isoAt(0), customerId: 'ada', packageType: 'professional', ...over });

    it("links only the customer's paid, unlinked payments for that package, oldest first", async () => {
      const second = await store().payments.create(paidPackage({ createdAt: isoAt(2 * HOUR) }));
      const first = await store().payments.create(paidPackage({ createdAt: isoAt(HOUR) }));
      const left = [
        paidPackage({ status: 'pending', paidAt: undefined }),
        paidPackage({ status: 'cancelled', paidAt: undefined }),
        paidPackage({ packageType: 'startup' }),
        paidPackage({ customerId: 'grace' }),
        paidPackage({ projectId: 'earlier-project' }),
        paidPackage({ purpose: 'logo' }),
      ];
      for (const other of left) await store().payments.create(other);

      const claimed = await store().payments.claimUnlinkedPackagePayments('ada', 'professional', 'p1');
      expect(claimed).toEqual([
        { ...first, projectId: 'p1' },
        { ...second, projectId: 'p1' },
      ]);
      expect((await store().payments.findById(first.id))?.projectId).toBe('p1');
      for (const other of left) expect(await store().payments.findById(other.id)).toEqual(other);
      expect(await store().payments.claimUnlinkedPackagePayments('ada', 'professional', 'p2')).toEqual([]);
    });

    it('links each payment to one project only, even when 20 projects claim at once', async () => {
      const created = [];
      for (let i = 0; i < 5; i += 1) created.push(await store().payments.create(paidPackage()));
      const { values, errors } = await concurrently(20, (index) =>
        store().payments.claimUnlinkedPackagePayments('ada', 'professional', `project-${index}`),
      );
      expect(errors).toEqual([]);
      const claimed = values.flat();
      expect(claimed.map((row) => row.id).sort()).toEqual(created.map((row) => row.id).sort());
      for (const row of claimed) {
        expect((await store().payments.findById(row.id))?.projectId).toBe(row.projectId);
      }
    });

    it('unlinks the payments of a project, so another claim can take them', async () => {
      const linked = await store().payments.create(paidPackage({ projectId: 'undone' }));
      const other = await store().payments.create(paidPackage({ projectId: 'kept' }));
      expect(await store().payments.unlinkProject('undone')).toBe(1);
      expect(await store().payments.findById(linked.id)).not.toHaveProperty('projectId');
      expect(await store().payments.findById(other.id)).toEqual(other);
      expect(await store().payments.unlinkProject('undone')).toBe(0);
      const claimed = await store().payments.claimUnlinkedPackagePayments('ada', 'professional', 'retry');
      expect(claimed.map((row) => row.id)).toEqual([linked.id]);
    });
  });
}

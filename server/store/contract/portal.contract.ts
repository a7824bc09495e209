/** Contract: projects, subscriptions, support tickets, messages and leads. */
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Store } from '../port';
import type { LeadRecord } from '../records';
import {
  HOUR,
  MINUTE,
  NOW,
  at,
  concurrently,
  isoAt,
  message,
  project,
  subscription,
  ticket,
} from './fixtures';

const ids = (rows: { id: string }[]): string[] => rows.map((row) => row.id);

export function portalContract(store: () => Store): void {
  describe('projects', () => {
    it('creates, finds and lists projects newest first, per customer or all', async () => {
      const older = await store().projects.create(project({ customerId: 'ada', createdAt: isoAt(-HOUR) }));
      const newer = await store().projects.create(project({ customerId: 'ada', createdAt: isoAt(0) }));
      const other = await store().projects.create(
        project({ customerId: 'bob', createdAt: isoAt(-2 * HOUR) }),
      );
      const unclaimed = await store().projects.create(
        project({ customerId: undefined, createdAt: isoAt(HOUR) }),
      );
      expect(unclaimed).not.toHaveProperty('customerId');
      expect(await store().projects.findById(newer.id)).toEqual(newer);
      expect(await store().projects.findById('missing')).toBeNull();
      expect(ids(await store().projects.listByCustomer('ada'))).toEqual([newer.id, older.id]);
      expect(ids(await store().projects.list())).toEqual([unclaimed.id, newer.id, older.id, other.id]);
      await expect(store().projects.create(project({ id: older.id }))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('updates a project and never its id', async () => {
      const created = await store().projects.create(project({ websiteUrl: 'https://old.example' }));
      const updated = await store().projects.update(created.id, {
        status: 'in_progress',
        websiteUrl: undefined,
        customerId: 'claimed',
      });
      expect(updated).toMatchObject({ id: created.id, status: 'in_progress', customerId: 'claimed' });
      expect(updated).not.toHaveProperty('websiteUrl');
      expect(await store().projects.update('missing', { status: 'completed' })).toBeNull();
    });

    it('adds 20 concurrent payments of 100 cents to 2000', async () => {
      const created = await store().projects.create(project({ paidAmount: 0 }));
      const { values } = await concurrently(20, () => store().projects.addPayment(created.id, 100, NOW));
      expect(values).toHaveLength(20);
      expect((await store().projects.findById(created.id))?.paidAmount).toBe(2000);
      expect(await store().projects.addPayment('missing', 100, NOW)).toBeNull();
    });

    it('moves the payment status forward with the payment, never back', async () => {
      const created = await store().projects.create(
        project({ paidAmount: 0, totalAmount: 1000, status: 'pending' }),
      );
      expect((await store().projects.addPayment(created.id, 300, NOW))?.status).toBe('paid_deposit');
      const [a, b] = await Promise.all([
        store().projects.addPayment(created.id, 350, NOW),
        store().projects.addPayment(created.id, 350, NOW),
      ]);
      expect([a?.status, b?.status]).toContain('paid_full');
      expect(await store().projects.findById(created.id)).toMatchObject({
        paidAmount: 1000,
        status: 'paid_full',
      });
      const started = await store().projects.create(
        project({ paidAmount: 0, totalAmount: 1000, status: 'in_progress' }),
      );
      expect((await store().projects.addPayment(started.id, 1000, NOW))?.status).toBe('in_progress');
    });

    it("keeps the earliest payment's time as paidAt, whatever order payments arrive in", async () => {
      const created = await store().projects.create(project({ paidAmount: 0, totalAmount: 1000 }));
      expect(created).not.toHaveProperty('paidAt');
      expect((await store().projects.addPayment(created.id, 300, at(HOUR)))?.paidAt).toBe(isoAt(HOUR));
      expect((await store().projects.addPayment(created.id, 300, at(2 * HOUR)))?.paidAt).toBe(isoAt(HOUR));
      // A payment made earlier but recorded later (a slow webhook) moves the start back.
      expect((await store().projects.addPayment(created.id, 400, at(-MINUTE)))?.paidAt).toBe(isoAt(-MINUTE));
      expect(await store().projects.findById(created.id)).toMatchObject({
        paidAmount: 1000,
        paidAt: isoAt(-MINUTE),
      });
    });

    it('deletes a project', async () => {
      const created = await store().projects.create(project());
      const kept = await store().projects.create(project());
      expect(await store().projects.delete(created.id)).toBe(true);
      expect(await store().projects.findById(created.id)).toBeNull();
      expect(await store().projects.delete(created.id)).toBe(false);
      expect(ids(await store().projects.list())).toEqual([kept.id]);
    });
  });

  describe('subscriptions', () => {
    it('creates, lists per customer, updates and deletes for a customer', async () => {
      const first = await store().subscriptions.create(
        subscription({ customerId: 'ada', createdAt: isoAt(-HOUR) }),
      );
      const second = await store().subscriptions.create(subscription({ customerId: 'ada' }));
      const other = await store().subscriptions.create(subscription({ customerId: 'bob' }));
      expect(await store().subscriptions.findById(first.id)).toEqual(first);
      expect(ids(await store().subscriptions.listByCustomer('ada'))).toEqual([second.id, first.id]);
      const patch = { plan: 'enterprise' as const, customerId: 'bob' };
      const upgraded = await store().subscriptions.update(first.id, patch);
      expect(upgraded).toMatchObject({ plan: 'enterprise', customerId: 'ada' });
      expect(await store().subscriptions.update('missing', { plan: 'platinum' })).toBeNull();
      await store().subscriptions.deleteForCustomer('ada');
      expect(await store().subscriptions.listByCustomer('ada')).toEqual([]);
      expect(await store().subscriptions.findById(other.id)).toEqual(other);
    });
  });

  describe('support tickets', () => {
    it('creates, lists per customer newest first and deletes for a customer', async () => {
      const older = await store().supportTickets.create(
        ticket({ customerId: 'ada', createdAt: isoAt(-HOUR) }),
      );
      const newer = await store().supportTickets.create(ticket({ customerId: 'ada' }));
      const other = await store().supportTickets.create(ticket({ customerId: 'bob' }));
      expect(ids(await store().supportTickets.listByCustomer('ada'))).toEqual([newer.id, older.id]);
      await store().supportTickets.deleteForCustomer('ada');
      expect(await store().supportTickets.listByCustomer('ada')).toEqual([]);
      expect(await store().supportTickets.listByCustomer('bob')).toEqual([other]);
    });
  });

  describe('messages', () => {
    it('lists messages newest first, per customer or all', async () => {
      const older = await store().messages.create(message({ customerId: 'ada', createdAt: isoAt(-HOUR) }));
      const newer = await store().messages.create(message({ customerId: 'ada' }));
      const other = await store().messages.create(
        message({ customerId: 'bob', createdAt: isoAt(-2 * HOUR) }),
      );
      expect(await store().messages.listByCustomer('ada')).toEqual([newer, older]);
      expect(ids(await store().messages.list())).toEqual([newer.id, older.id, other.id]);
    });

    it("marks only the customer's unread admin messages read", async () => {
      const fromAdmin = await store().messages.create(message({ customerId: 'ada', fromAdmin: true }));
      const fromCustomer = await store().messages.create(message({ customerId: 'ada', fromAdmin: false }));
      const otherCustomer = await store().messages.create(message({ customerId: 'bob', fromAdmin: true }));
      expect(await store().messages.markAdminMessagesRead('ada', NOW)).toBe(1);
      expect(await store().messages.markAdminMessagesRead('ada', at(HOUR))).toBe(0);
      const byId = new Map((await store().messages.list()).map((row) => [row.id, row]));
      expect(byId.get(fromAdmin.id)).toMatchObject({ isRead: true, readAt: NOW.toISOString() });
      expect(byId.get(fromCustomer.id)?.isRead).toBe(false);
      expect(byId.get(otherCustomer.id)?.isRead).toBe(false);
    });

    it('deletes messages read before the cutoff and keeps unread and recently read ones', async () => {
      const readLongAgo = await store().messages.create(message({ isRead: true, readAt: isoAt(-25 * HOUR) }));
      const readRecently = await store().messages.create(message({ isRead: true, readAt: isoAt(-HOUR) }));
      const unread = await store().messages.create(message({ isRead: false, createdAt: isoAt(-48 * HOUR) }));
      expect(await store().messages.deleteReadBefore(at(-24 * HOUR))).toBe(1);
      const left = ids(await store().messages.list());
      expect(left).toHaveLength(2);
      expect(left).toEqual(expect.arrayContaining([readRecently.id, unread.id]));
      expect(left).not.toContain(readLongAgo.id);
    });

    it("deletes a customer's messages", async () => {
      await store().messages.create(message({ customerId: 'ada' }));
      const kept = await store().messages.create(message({ customerId: 'bob' }));
      await store().messages.deleteForCustomer('ada');
      expect(await store().messages.listByCustomer('ada')).toEqual([]);
      expect(await store().messages.list()).toEqual([kept]);
    });
  });

  describe('leads', () => {
    it('creates leads and lists them newest first, tracking data intact', async () => {
      const tracking = {
        utm_source: 'newsletter',
        landingPage: '/pricing',
        nested: { visits: 2 },
        empty: {},
      };
      const older = await store().leads.create({
        id: 'lead-1',
        source: 'contact',
        email: 'ada@example.com',
        leadScore: 40,
        tracking,
        createdAt: isoAt(-HOUR),
      });
      const newer = await store().leads.create({
        id: 'lead-2',
        source: 'quote',
        leadScore: 10,
        tracking: {},
        createdAt: isoAt(0),
      });
      expect(await store().leads.list()).toEqual([newer, older]);
      expect(older.tracking).toEqual(tracking);
    });

    const lead = (id: string, over: Partial<LeadRecord> = {}): LeadRecord => ({
      id,
      source: 'health_check',
      leadScore: 30,
      tracking: { session_id: 'session-1', current_page: '/' },
      createdAt: isoAt(0),
      ...over,
    });

    it('stores one lead per session, source and email within the window', async () => {
      const since = at(-HOUR);
      const keep = (record: LeadRecord, from = since) => store().leads.createUnlessRecent(record, from);
      expect(await keep(lead('a'))).toBe(true);
      // The same session repeating the call: not stored again.
      expect(await keep(lead('b', { createdAt: isoAt(MINUTE) }))).toBe(false);
      // Another session, source or email is another lead.
      const others = [
        lead('c', { tracking: { session_id: 'session-2' } }),
        lead('d', { source: 'domain_order' }),
        lead('e', { email: 'ada@example.com' }),
      ];
      for (const other of others) expect(await keep(other)).toBe(true);
      // Past the window the session counts again.
      expect(await keep(lead('f', { createdAt: isoAt(2 * HOUR) }), at(HOUR))).toBe(true);
      // No session id: nothing to dedupe by.
      for (const id of ['g', 'h']) expect(await keep(lead(id, { tracking: {} }))).toBe(true);
      expect(ids(await store().leads.list()).sort()).toEqual(['a', 'c', 'd', 'e', 'f', 'g', 'h']);
    });
  });
}

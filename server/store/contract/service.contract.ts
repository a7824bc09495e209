/** Contract: support tickets as the admin answers them, password resets, the mail outbox, live events. */
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import type { Store } from '../port';
import type { MailRecord, PasswordResetRecord } from '../records';
import { HOUR, MINUTE, NOW, at, concurrently, isoAt, ticket } from './fixtures';

const reset = (over: Partial<PasswordResetRecord> = {}): PasswordResetRecord => ({
  tokenHash: newId(),
  customerId: newId(),
  createdAt: isoAt(0),
  expiresAt: isoAt(30 * MINUTE),
  ...over,
});

const mail = (over: Partial<MailRecord> = {}): MailRecord => ({
  id: newId(),
  kind: 'welcome',
  to: 'ada@example.com',
  language: 'en',
  subject: 'Welcome',
  text: 'Hello',
  html: '<p>Hello</p>',
  status: 'pending',
  attempts: 0,
  createdAt: isoAt(0),
  nextAttemptAt: isoAt(0),
  ...over,
});

export function serviceContract(store: () => Store): void {
  describe('support tickets, answered', () => {
    it('finds, lists by status newest first and updates a ticket, never its owner', async () => {
      const older = await store().supportTickets.create(ticket({ createdAt: isoAt(-HOUR) }));
      const newer = await store().supportTickets.create(ticket({ createdAt: isoAt(0) }));
      expect(await store().supportTickets.findById(older.id)).toEqual(older);
      expect(await store().supportTickets.findById('missing')).toBeNull();
      const answered = await store().supportTickets.update(older.id, {
        status: 'answered',
        adminResponse: 'Fixed.',
        respondedAt: isoAt(0),
        customerId: 'someone-else',
      } as never);
      expect(answered).toMatchObject({ id: older.id, status: 'answered', customerId: older.customerId });
      expect((await store().supportTickets.list()).map((t) => t.id)).toEqual([newer.id, older.id]);
      expect((await store().supportTickets.list('open')).map((t) => t.id)).toEqual([newer.id]);
      expect((await store().supportTickets.list('answered')).map((t) => t.id)).toEqual([older.id]);
      expect(await store().supportTickets.update('missing', { status: 'closed' })).toBeNull();
    });
  });

  describe('password resets', () => {
    it('uses a reset once, however many uses arrive at once', async () => {
      const record = reset();
      await store().passwordResets.create(record);
      const { values } = await concurrently(10, () => store().passwordResets.consume(record.tokenHash, NOW));
      expect(values.filter((value) => value !== null)).toHaveLength(1);
      expect(await store().passwordResets.consume(record.tokenHash, NOW)).toBeNull();
    });

    it('refuses an expired or unknown reset, and deletes every reset of an account', async () => {
      const expired = reset({ expiresAt: isoAt(-1) });
      await store().passwordResets.create(expired);
      expect(await store().passwordResets.consume(expired.tokenHash, NOW)).toBeNull();
      expect(await store().passwordResets.consume('unknown', NOW)).toBeNull();
      const customerId = newId();
      const first = reset({ customerId });
      const second = reset({ customerId });
      await store().passwordResets.create(first);
      await store().passwordResets.create(second);
      await store().passwordResets.deleteForCustomer(customerId);
      expect(await store().passwordResets.consume(first.tokenHash, NOW)).toBeNull();
      expect(await store().passwordResets.consume(second.tokenHash, NOW)).toBeNull();
    });
  });

  describe('the mail outbox', () => {
    it('lists the latest mails newest first', async () => {
      const first = await store().mailOutbox.enqueue(mail({ createdAt: isoAt(-MINUTE) }));
      const second = await store().mailOutbox.enqueue(mail({ createdAt: isoAt(0) }));
      expect((await store().mailOutbox.list(10)).map((m) => m.id)).toEqual([second.id, first.id]);
      expect((await store().mailOutbox.list(1)).map((m) => m.id)).toEqual([second.id]);
    });

    it('gives each due mail to one claim, however many workers claim at once', async () => {
      const due = await store().mailOutbox.enqueue(mail());
      await store().mailOutbox.enqueue(mail({ nextAttemptAt: isoAt(HOUR) }));
      const { values } = await concurrently(10, () => store().mailOutbox.claimNext(NOW, newId(), at(MINUTE)));
      const claimed = values.filter((value) => value !== null);
      expect(claimed.map((value) => value?.id)).toEqual([due.id]);
      expect(claimed[0]).toMatchObject({ status: 'sending', nextAttemptAt: isoAt(MINUTE) });
    });

    it('marks a mail sent once, only by the claim that holds it', async () => {
      const queued = await store().mailOutbox.enqueue(mail());
      const claim = await store().mailOutbox.claimNext(NOW, 'worker-a', at(MINUTE));
      expect(claim?.id).toBe(queued.id);
      expect(await store().mailOutbox.markSent(queued.id, 'worker-b', NOW)).toBe(false);
      expect(await store().mailOutbox.markSent(queued.id, 'worker-a', NOW)).toBe(true);
      expect(await store().mailOutbox.markSent(queued.id, 'worker-a', NOW)).toBe(false);
      expect(await store().mailOutbox.findById(queued.id)).toMatchObject({
        status: 'sent',
        sentAt: isoAt(0),
      });
      expect(await store().mailOutbox.claimNext(at(HOUR), 'worker-c', at(2 * HOUR))).toBeNull();
    });

    it('gives a failed send back for a later attempt, and reclaims a mail whose lease ran out', async () => {
      const queued = await store().mailOutbox.enqueue(mail());
      await store().mailOutbox.claimNext(NOW, 'worker-a', at(MINUTE));
      expect(await store().mailOutbox.release(queued.id, 'worker-a', at(5 * MINUTE), 'refused')).toBe(true);
      expect(await store().mailOutbox.findById(queued.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'refused',
      });
      expect(await store().mailOutbox.claimNext(at(MINUTE), 'worker-b', at(2 * MINUTE))).toBeNull();
      expect((await store().mailOutbox.claimNext(at(5 * MINUTE), 'worker-b', at(6 * MINUTE)))?.id).toBe(
        queued.id,
      );
      // worker-b dies: once its lease has run out, worker-c takes the mail, and worker-b can no longer mark it.
      expect((await store().mailOutbox.claimNext(at(6 * MINUTE), 'worker-c', at(7 * MINUTE)))?.id).toBe(
        queued.id,
      );
      expect(await store().mailOutbox.markSent(queued.id, 'worker-b', at(6 * MINUTE))).toBe(false);
      expect(await store().mailOutbox.markSent(queued.id, 'worker-c', at(6 * MINUTE))).toBe(true);
    });
  });

  describe('live events', () => {
    it('delivers a published event to every subscriber until it unsubscribes', async () => {
      const seen: string[] = [];
      const stopA = store().events.subscribe(({ event }) => seen.push(`a:${event.type}`));
      const stopB = store().events.subscribe(({ event, audience }) =>
        seen.push(`b:${event.type}:${audience.customerId ?? 'admin'}`),
      );
      const delivered = new Promise<void>((resolve) => {
        const stop = store().events.subscribe(() => {
          stop();
          resolve();
        });
      });
      await store().events.publish({ event: { type: 'ready' }, audience: { customerId: 'ada' } });
      await delivered;
      stopA();
      stopB();
      expect(seen).toEqual(['a:ready', 'b:ready:ada']);
    });
  });
}

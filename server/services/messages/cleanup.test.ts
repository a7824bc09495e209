/**
 * The 24-hour cleanup of decision 18 on a fake clock: read messages go 24 hours after they were
 * read, unread ones stay, and the job stops when told.
 */
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock';
import { createMemoryLogger } from '../../lib/logger';
import { createEventPublisher } from '../events';
import { createPortalLinks } from '../mail/links';
import { createMailer } from '../mail/mailer';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import { createMessageService, startMessageCleanup } from '.';

const HOUR = 3_600_000;
/** Lets the job's promise chain finish after a tick fired. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('message cleanup', () => {
  it('deletes read messages 24 hours after reading, keeps unread ones', async () => {
    const store = createSqliteStore();
    const clock = createFakeClock();
    const { logger } = createMemoryLogger();
    const events = createEventPublisher({ events: store.events, logger });
    const mailer = createMailer({
      store,
      clock,
      logger,
      events,
      brand: 'Test',
      adminAddress: 'admin@example.com',
      sends: false,
    });
    const links = createPortalLinks('http://localhost:3000');
    const messages = createMessageService({ store, clock, events, mailer, links });
    const customer = 'customer-1';
    await store.customers.create({
      id: customer,
      email: 'c1@example.com',
      passwordHash: 'x',
      firstName: 'C',
      lastName: 'One',
      isAdmin: false,
      maintenanceCredit: 0,
      hasUsedMaintenanceCredit: false,
      createdAt: clock.now().toISOString(),
    });
    const read = await messages.adminSend({ customerId: customer, subject: 'Read me', content: 'soon gone' });
    await messages.listForCustomer(customer); // opening the tab marks it read now
    clock.advance(HOUR);
    const unread = await messages.adminSend({ customerId: customer, subject: 'Later', content: 'stays' });
    const own = await messages.send(customer, { subject: 'Mine', content: 'to the team' });

    const stop = startMessageCleanup({ store, clock, intervalMs: HOUR });
    clock.advance(22 * HOUR); // 23 h after reading
    await settle();
    expect((await store.messages.listByCustomer(customer)).map((m) => m.id).sort()).toEqual(
      [read.id, unread.id, own.id].sort(),
    );

    clock.advance(HOUR); // 24 h after reading
    await settle();
    expect((await store.messages.listByCustomer(customer)).map((m) => m.id).sort()).toEqual(
      [unread.id, own.id].sort(),
    );

    stop();
    await messages.listForCustomer(customer); // the later one is read now
    clock.advance(48 * HOUR);
    await settle();
    expect(await store.messages.listByCustomer(customer)).toHaveLength(2);
  });
});

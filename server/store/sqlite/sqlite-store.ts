/**
 * The embedded store, the default: SQLite through `node:sqlite` (database.ts), in a data folder
 * (`store.db`) or purely in memory (tests). A folder of the journal store that came before is
 * migrated when the store opens (migrate-journal.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../port';
import {
  createPruner,
  sqliteCreditReservations,
  sqliteCustomers,
  sqliteRateLimits,
  sqliteSecrets,
  sqliteTokens,
  sqliteTotpSteps,
  sqliteVerificationSessions,
} from './account-repos';
import { sqliteDomainOrders, sqlitePayments, sqliteProcessedEvents } from './commerce-repos';
import { sqliteContent } from './content-repo';
import { openDatabase } from './database';
import { Docs } from './docs';
import { migrateJournalStore } from './migrate-journal';
import {
  sqliteLeads,
  sqliteMessages,
  sqliteProjects,
  sqliteSubscriptions,
  sqliteSupportTickets,
} from './portal-repos';
import { inProcessEvents, sqliteMailOutbox, sqlitePasswordResets } from './service-repos';

export const DATABASE_FILE = 'store.db';

export interface SqliteStoreOptions {
  /** The data folder (DATA_DIR); without it nothing is written to disk. */
  dir?: string;
  /** How long to wait for a folder another process holds (tests shorten it). */
  busyTimeoutMs?: number;
}

export function createSqliteStore(options: SqliteStoreOptions = {}): Store {
  const { dir } = options;
  if (dir !== undefined) mkdirSync(dir, { recursive: true });
  const db = openDatabase(dir === undefined ? ':memory:' : join(dir, DATABASE_FILE), options.busyTimeoutMs);
  try {
    if (dir !== undefined) migrateJournalStore(dir, db);
  } catch (error) {
    db.close();
    throw error;
  }
  const prune = createPruner(db);
  const seededTables = (['customers', 'portfolio', 'testimonials', 'showcase', 'blogPosts'] as const).map(
    (table) => new Docs<object>(db, table),
  );

  return {
    customers: sqliteCustomers(db),
    tokens: sqliteTokens(db, prune),
    verificationSessions: sqliteVerificationSessions(db),
    totpSteps: sqliteTotpSteps(db),
    rateLimits: sqliteRateLimits(db, prune),
    secrets: sqliteSecrets(db),
    projects: sqliteProjects(db),
    subscriptions: sqliteSubscriptions(db),
    supportTickets: sqliteSupportTickets(db),
    messages: sqliteMessages(db),
    content: sqliteContent(db),
    creditReservations: sqliteCreditReservations(db),
    payments: sqlitePayments(db),
    processedEvents: sqliteProcessedEvents(db),
    domainOrders: sqliteDomainOrders(db),
    leads: sqliteLeads(db),
    passwordResets: sqlitePasswordResets(db),
    mailOutbox: sqliteMailOutbox(db),
    events: inProcessEvents(),
    async isEmpty() {
      return seededTables.every((table) => table.isEmpty());
    },
    async close() {
      db.close();
    },
  };
}

/**
 * The embedded store, the default: all data in memory, persisted to one data folder through a journal
 * and snapshots (see journal.ts), or purely in memory when no folder is given (tests).
 */
import type { Store } from '../port';
import {
  memoryCreditReservations,
  memoryCustomers,
  memoryRateLimits,
  memorySecrets,
  memoryTokens,
  memoryTotpSteps,
  memoryVerificationSessions,
} from './account-repos';
import { memoryDomainOrders, memoryPayments, memoryProcessedEvents } from './commerce-repos';
import { memoryContent } from './content-repo';
import { Journal } from './journal';
import { applyEntry, createMemoryDb, createTables, dumpTables } from './memory-db';
import {
  memoryLeads,
  memoryMessages,
  memoryProjects,
  memorySubscriptions,
  memorySupportTickets,
} from './portal-repos';
import type { Sink } from './table';

export interface MemoryStoreOptions {
  /** The data folder (DATA_DIR); without it nothing is written to disk. */
  dir?: string;
  /** Journal size that triggers a compaction into a new snapshot (default 4 MiB). */
  compactAfterBytes?: number;
}

export interface MemoryStore extends Store {
  /** Folds the journal into a new snapshot now (it also happens by size and on close). */
  compact(): void;
}

const DEFAULT_COMPACT_AFTER_BYTES = 4 * 1024 * 1024;

export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  // The tables write through this sink; it reaches the journal once the files have been replayed.
  let journal: Journal | null = null;
  const sink: Sink = { write: (line) => journal?.write(line) };
  const tables = createTables(sink);
  if (options.dir !== undefined) {
    journal = new Journal(
      options.dir,
      { apply: (entry) => applyEntry(tables, entry), dump: () => dumpTables(tables) },
      options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES,
    );
  }
  const db = createMemoryDb(tables, () => journal?.commit() ?? Promise.resolve());

  return {
    customers: memoryCustomers(db),
    tokens: memoryTokens(db),
    verificationSessions: memoryVerificationSessions(db),
    totpSteps: memoryTotpSteps(db),
    rateLimits: memoryRateLimits(db),
    secrets: memorySecrets(db),
    projects: memoryProjects(db),
    subscriptions: memorySubscriptions(db),
    supportTickets: memorySupportTickets(db),
    messages: memoryMessages(db),
    content: memoryContent(db),
    creditReservations: memoryCreditReservations(db),
    payments: memoryPayments(db),
    processedEvents: memoryProcessedEvents(db),
    domainOrders: memoryDomainOrders(db),
    leads: memoryLeads(db),
    async isEmpty() {
      return [
        tables.customers,
        tables.portfolio,
        tables.testimonials,
        tables.showcase,
        tables.blogPosts,
      ].every((table) => table.size === 0);
    },
    compact() {
      journal?.compact();
    },
    async close() {
      await journal?.close();
    },
  };
}

import type {
  BlogPostRecord,
  CreditReservationRecord,
  CustomerRecord,
  DomainOrderRecord,
  LeadRecord,
  MessageRecord,
  PaymentRecord,
  PortfolioRecord,
  ProjectRecord,
  ShowcaseRecord,
  SubscriptionRecord,
  SupportTicketRecord,
  TestimonialRecord,
  TokenRecord,
  VerificationSessionRecord,
} from '../records';
import { Table, type JournalEntry, type Sink } from './table';

/** Rows only the embedded store needs (MongoDB keeps the same data in its own collections). */
export interface RateLimitRow {
  key: string;
  count: number;
  resetAt: string;
}
export interface TotpStepRow {
  customerId: string;
  step: number;
  expiresAt: string;
}
export interface SecretRow {
  name: string;
  value: string;
}
export interface ProcessedEventRow {
  eventId: string;
  processedAt: string;
}

export function createTables(sink: Sink) {
  return {
    customers: new Table<CustomerRecord>('customers', sink, 'id', { email: (row) => row.email }),
    tokens: new Table<TokenRecord>('tokens', sink, 'tokenHash'),
    verificationSessions: new Table<VerificationSessionRecord>('verificationSessions', sink),
    totpSteps: new Table<TotpStepRow>('totpSteps', sink, 'step'),
    rateLimits: new Table<RateLimitRow>('rateLimits', sink, 'key'),
    secrets: new Table<SecretRow>('secrets', sink, 'name'),
    projects: new Table<ProjectRecord>('projects', sink),
    subscriptions: new Table<SubscriptionRecord>('subscriptions', sink),
    supportTickets: new Table<SupportTicketRecord>('supportTickets', sink),
    messages: new Table<MessageRecord>('messages', sink),
    portfolio: new Table<PortfolioRecord>('portfolio', sink),
    testimonials: new Table<TestimonialRecord>('testimonials', sink),
    showcase: new Table<ShowcaseRecord>('showcase', sink),
    blogPosts: new Table<BlogPostRecord>('blogPosts', sink, 'id', { slug: (row) => row.slug }),
    creditReservations: new Table<CreditReservationRecord>('creditReservations', sink, 'email'),
    payments: new Table<PaymentRecord>('payments', sink, 'id', {
      providerSessionId: (row) => row.providerSessionId,
    }),
    processedEvents: new Table<ProcessedEventRow>('processedEvents', sink, 'eventId'),
    domainOrders: new Table<DomainOrderRecord>('domainOrders', sink),
    leads: new Table<LeadRecord>('leads', sink),
  };
}

export type Tables = ReturnType<typeof createTables>;

/** Everything the repositories of the embedded store share. */
export interface MemoryDb {
  tables: Tables;
  /** Resolves once every change made so far is durable (at once when nothing is persisted). */
  commit(): Promise<void>;
  /** Drops expired tokens, sessions, TOTP steps and rate-limit windows, at most once a minute of `now`. */
  prune(now: Date): void;
}

const PRUNE_EVERY_MS = 60_000;

export function createMemoryDb(tables: Tables, commit: () => Promise<void>): MemoryDb {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return {
    tables,
    commit,
    prune(now) {
      const at = now.getTime();
      // Math.abs: a clock set back (tests) prunes again rather than never.
      if (Math.abs(at - lastPrune) < PRUNE_EVERY_MS) return;
      lastPrune = at;
      tables.tokens.deleteWhere((row) => Date.parse(row.expiresAt) <= at);
      tables.verificationSessions.deleteWhere((row) => Date.parse(row.expiresAt) <= at);
      tables.totpSteps.deleteWhere((row) => Date.parse(row.expiresAt) <= at);
      tables.rateLimits.deleteWhere((row) => Date.parse(row.resetAt) <= at);
    },
  };
}

/** Applies one replayed journal entry; an unknown table means the files are not ours. */
export function applyEntry(tables: Tables, entry: JournalEntry): void {
  const table = (tables as Record<string, Table<object> | undefined>)[entry.t];
  if (!table) throw new Error(`unknown table "${entry.t}" in the journal`);
  if (entry.v === undefined) table.unload(entry.k);
  else table.load(entry.k, entry.v as object);
}

/** The whole state, table by table, as the snapshot stores it. */
export function dumpTables(tables: Tables): Record<string, [string, unknown][]> {
  return Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, table.entries()]));
}

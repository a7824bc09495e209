/**
 * The embedded store's tables. Every record is kept whole as JSON in `doc` (records are plain data:
 * ISO date strings, integer cents), under its key `k`; the fields the store looks up, orders by or
 * keeps unique are generated columns read from the JSON, with the indexes those lookups need.
 */

interface TableSpec {
  /** The record field the key `k` holds (DuplicateKeyError names it). */
  key: string;
  /** Generated column → the JSON path of the record field it reads. */
  columns?: Record<string, string>;
  unique?: string[];
  /** Indexes, each a column list. */
  indexes?: string[];
}

const SPECS = {
  customers: { key: 'id', columns: { email: 'email', createdAt: 'createdAt' }, unique: ['email'] },
  tokens: {
    key: 'tokenHash',
    columns: { customerId: 'customerId', expiresAt: 'expiresAt' },
    indexes: ['customerId', 'expiresAt'],
  },
  verificationSessions: { key: 'id', columns: { expiresAt: 'expiresAt' }, indexes: ['expiresAt'] },
  totpSteps: { key: 'step', columns: { expiresAt: 'expiresAt' }, indexes: ['expiresAt'] },
  rateLimits: { key: 'key', columns: { resetAt: 'resetAt' }, indexes: ['resetAt'] },
  secrets: { key: 'name' },
  projects: {
    key: 'id',
    columns: { customerId: 'customerId', createdAt: 'createdAt' },
    indexes: ['customerId, createdAt'],
  },
  subscriptions: {
    key: 'id',
    columns: { customerId: 'customerId', createdAt: 'createdAt' },
    indexes: ['customerId, createdAt'],
  },
  supportTickets: {
    key: 'id',
    // No status column: tables of earlier releases exist without it; the admin's filter reads the JSON.
    columns: { customerId: 'customerId', createdAt: 'createdAt' },
    indexes: ['customerId, createdAt'],
  },
  passwordResets: {
    key: 'tokenHash',
    columns: { customerId: 'customerId', expiresAt: 'expiresAt' },
    indexes: ['customerId', 'expiresAt'],
  },
  mailOutbox: {
    key: 'id',
    columns: { status: 'status', nextAttemptAt: 'nextAttemptAt', createdAt: 'createdAt' },
    indexes: ['status, nextAttemptAt', 'createdAt'],
  },
  messages: {
    key: 'id',
    columns: { customerId: 'customerId', createdAt: 'createdAt', readAt: 'readAt' },
    indexes: ['customerId, createdAt', 'readAt'],
  },
  portfolio: { key: 'id', columns: { sortOrder: 'order' } },
  testimonials: { key: 'id' },
  showcase: { key: 'id' },
  blogPosts: { key: 'id', columns: { slug: 'slug', createdAt: 'createdAt' }, unique: ['slug'] },
  creditReservations: { key: 'email' },
  payments: {
    key: 'id',
    columns: { providerSessionId: 'providerSessionId', customerId: 'customerId', projectId: 'projectId' },
    unique: ['providerSessionId'],
    indexes: ['customerId', 'projectId'],
  },
  processedEvents: { key: 'eventId' },
  domainOrders: {
    key: 'id',
    columns: { domainName: 'domainName', tld: 'tld' },
    indexes: ['domainName, tld'],
  },
  leads: {
    key: 'id',
    columns: { sessionId: 'tracking.session_id', createdAt: 'createdAt' },
    indexes: ['sessionId'],
  },
} satisfies Record<string, TableSpec>;

export type TableName = keyof typeof SPECS;

const indexName = (table: string, columns: string) => `${table}_${columns.replace(/\W+/g, '_')}`;

/** The table's DDL: created when missing, so opening a store prepares it. */
function ddlOf(name: string, spec: TableSpec): string {
  // No declared type: a generated column keeps the JSON value's own type (numbers sort as numbers).
  const columns = Object.entries(spec.columns ?? {}).map(
    ([column, field]) => `, ${column} AS (doc ->> '$.${field}')`,
  );
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${name} (k TEXT PRIMARY KEY, doc TEXT NOT NULL${columns.join('')}) WITHOUT ROWID;`,
    ...(spec.unique ?? []).map(
      (column) => `CREATE UNIQUE INDEX IF NOT EXISTS ${indexName(name, column)} ON ${name} (${column});`,
    ),
    ...(spec.indexes ?? []).map(
      (columns) => `CREATE INDEX IF NOT EXISTS ${indexName(name, columns)} ON ${name} (${columns});`,
    ),
  ];
  return statements.join('\n');
}

export const TABLES = Object.fromEntries(
  Object.entries(SPECS).map(([name, spec]) => [name, { key: spec.key, ddl: ddlOf(name, spec) }]),
) as Record<TableName, { key: string; ddl: string }>;

export const TABLE_NAMES = Object.keys(SPECS) as TableName[];

/**
 * The embedded store's database: one `node:sqlite` connection per process, in WAL mode, with the
 * store's tables. Writes that must be atomic (a check and the write it guards) run synchronously in
 * one `BEGIN IMMEDIATE` transaction, so no other request can run in between.
 *
 * The connection holds the file in EXCLUSIVE locking mode, as the journal store's pid lock did: one
 * server process owns a data folder (several processes share MongoDB instead, decision 12a). A second
 * process waits the busy timeout for the lock, then stops with a message naming the folder. Holding
 * the lock also spares every read the check of the shared WAL index (about a microsecond a query).
 *
 * `synchronous=FULL`: a commit is on disk (the WAL fsync'd) before the call that made it resolves, so
 * an acknowledged write survives a crash of the process and of the machine, as the journal store
 * promised. It costs about half a millisecond per write here, on calls that write (sign-in, orders,
 * messages), not on reads.
 *
 * Reads are kept decoded (`ReadCache`): a table's cached reads are dropped by every write to it
 * (`write`), and all of them when a transaction rolls back. That is safe because this connection is
 * the only writer (the exclusive lock above), so no change can reach the file past it.
 */
import {
  DatabaseSync,
  type SQLInputValue,
  type StatementResultingChanges,
  type StatementSync,
} from 'node:sqlite';
import { resolve } from 'node:path';
import { DuplicateKeyError } from '../port';
import { TABLES, type TableName } from './tables';

/** How long a write waits for another process's transaction before it fails. */
const BUSY_TIMEOUT_MS = 5000;

/** Files open in this process: a second connection to one would defeat "one connection per process". */
const openHere = new Set<string>();

/** Reads of one table past this many are not all kept: the cache starts again (keys can come from requests). */
const MAX_CACHED_READS = 1000;

/**
 * Records of one table as decoded by earlier reads, by the read that found them: deeply frozen and
 * shared by every caller until the table is next written.
 */
export class ReadCache {
  private readonly reads = new Map<string, unknown>();

  /** The kept result of the read named `key`; undefined when it is not kept. */
  get(key: string): unknown {
    return this.reads.get(key);
  }

  /** Keeps a read's result, which must be deeply frozen. */
  set(key: string, value: unknown): void {
    if (this.reads.size >= MAX_CACHED_READS) this.reads.clear();
    this.reads.set(key, value);
  }

  clear(): void {
    this.reads.clear();
  }
}

export interface Database {
  /** A prepared statement, prepared once per SQL text: for reads (writes go through `write`). */
  statement(sql: string): StatementSync;
  /** Runs a statement that changes `table`, and drops that table's cached reads. */
  write(table: TableName, sql: string, ...params: SQLInputValue[]): StatementResultingChanges;
  /** The decoded reads of `table` kept until it is next written (one cache per table, shared). */
  readCache(table: TableName): ReadCache;
  /** Runs `work` in one write transaction; its changes are committed together or not at all. */
  transaction<T>(work: () => T): T;
  close(): void;
}

/** Column of a unique index → the key name DuplicateKeyError reports (`k` is each table's own key). */
function duplicateKeyOf(error: unknown, table: TableName | undefined): DuplicateKeyError | null {
  const { errcode, message } = error as { errcode?: number; message?: string };
  // SQLITE_CONSTRAINT_PRIMARYKEY, SQLITE_CONSTRAINT_UNIQUE
  if (errcode !== 1555 && errcode !== 2067) return null;
  const column = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message ?? '')?.[1] ?? 'k';
  return new DuplicateKeyError(column === 'k' ? (table ? TABLES[table].key : 'id') : column);
}

/** Runs a write, turning SQLite's unique-constraint failure into the port's DuplicateKeyError. */
export function uniquely<T>(table: TableName, write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw duplicateKeyOf(error, table) ?? error;
  }
}

export function openDatabase(file: string, busyTimeoutMs = BUSY_TIMEOUT_MS): Database {
  const path = file === ':memory:' ? file : resolve(file);
  if (path !== ':memory:' && openHere.has(path)) {
    throw new Error(`The store ${file} is already open in this process`);
  }
  // Rows as arrays: no object per row, where every read wants one column.
  const db = new DatabaseSync(path, { timeout: busyTimeoutMs, returnArrays: true });
  try {
    // EXCLUSIVE before WAL: SQLite then keeps the WAL index in its own memory, not a shared file.
    db.exec('PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
    db.exec(
      Object.values(TABLES)
        .map((table) => table.ddl)
        .join('\n'),
    );
    // Takes the lock now, so a second process is refused at its start, not at its first write.
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    db.close();
    if ((error as { errcode?: number }).errcode === 5) {
      throw new Error(`The store ${file} is in use by another server process; stop it first`, {
        cause: error,
      });
    }
    throw error;
  }
  if (path !== ':memory:') openHere.add(path);

  const statements = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const caches = new Map<TableName, ReadCache>();
  const readCache = (table: TableName): ReadCache => {
    let cache = caches.get(table);
    if (!cache) {
      cache = new ReadCache();
      caches.set(table, cache);
    }
    return cache;
  };
  let depth = 0;
  return {
    statement,
    write(table, sql, ...params) {
      try {
        return statement(sql).run(...params);
      } finally {
        // Also after a failed statement: whatever it did or did not change, nothing stale is kept.
        caches.get(table)?.clear();
      }
    },
    readCache,
    transaction(work) {
      // A transaction inside another is part of it.
      if (depth > 0) return work();
      db.exec('BEGIN IMMEDIATE');
      depth += 1;
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        // Reads made inside the transaction may have kept what the rollback undid.
        for (const cache of caches.values()) cache.clear();
        throw error;
      } finally {
        depth -= 1;
      }
    },
    close() {
      if (!db.isOpen) return;
      // Folds the WAL into the database file, so a closed store is one file.
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.close();
      openHere.delete(path);
    },
  };
}

export type Param = SQLInputValue;

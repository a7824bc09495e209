/**
 * Records of one table as whole JSON documents (tables.ts): the reads and writes every repository
 * is made of. A read's records are decoded once and kept, deeply frozen, until the table is next
 * written (database.ts): every later identical read shares them, and nothing a caller does to a
 * record can change what is stored (a change goes through a write; changing a frozen record throws).
 */
import type { StatementSync } from 'node:sqlite';
import type { Database, Param, ReadCache } from './database';
import { uniquely } from './database';
import { deepFreeze } from '../../lib/deep-freeze';
import { patched } from '../record-utils';
import type { TableName } from './tables';

/** The record of a row, read as an array (database.ts reads every row so), frozen for sharing. */
const decode = <T>(row: unknown): T => deepFreeze(JSON.parse((row as [string])[0]) as T);

/**
 * Names a `where` or `first` read by its clause and parameters; undefined (not kept) for a
 * parameter JSON cannot name exactly (bigint, bytes).
 */
function readKey(kind: string, clause: string, params: Param[]): string | undefined {
  for (const param of params) {
    if (param !== null && typeof param !== 'string' && typeof param !== 'number') return undefined;
  }
  return JSON.stringify([kind, clause, params]);
}

export class Docs<T extends object> {
  /** The by-key read, prepared once: it runs on every authenticated request. */
  private readonly byKey: StatementSync;
  private readonly cache: ReadCache;

  constructor(
    private readonly db: Database,
    readonly table: TableName,
  ) {
    this.byKey = db.statement(`SELECT doc FROM ${table} WHERE k = ?`);
    this.cache = db.readCache(table);
  }

  /** Runs a read through the cache: `key` names it, undefined runs it without keeping it. */
  private kept<R>(key: string | undefined, read: () => R): R {
    if (key === undefined) return read();
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit as R;
    const result = read();
    this.cache.set(key, result);
    return result;
  }

  get(key: string): T | null {
    // By-key reads are named by the key itself, prefixed so no other read's name can equal one.
    return this.kept(`k:${key}`, () => {
      const row = this.byKey.get(key);
      return row ? decode<T>(row) : null;
    });
  }

  /** The records matching `clause` (a WHERE condition, with ORDER BY as needed), in a frozen list. */
  where(clause: string, ...params: Param[]): T[] {
    return this.kept(readKey('where', clause, params), () => {
      const rows = this.db.statement(`SELECT doc FROM ${this.table} WHERE ${clause}`).all(...params);
      // Frozen like its records (typed as the port's plain arrays; a caller that changes one throws).
      return Object.freeze(rows.map((row) => decode<T>(row))) as T[];
    });
  }

  first(clause: string, ...params: Param[]): T | null {
    return this.kept(readKey('first', clause, params), () => {
      const row = this.db.statement(`SELECT doc FROM ${this.table} WHERE ${clause} LIMIT 1`).get(...params);
      return row ? decode<T>(row) : null;
    });
  }

  /** Adds a record whose key (and unique fields) must be new; DuplicateKeyError otherwise. */
  insert(key: string, record: T): T {
    const json = JSON.stringify(record);
    uniquely(this.table, () =>
      this.db.write(this.table, `INSERT INTO ${this.table} (k, doc) VALUES (?, ?)`, key, json),
    );
    // What is stored: its JSON (a field set to undefined is no field).
    return JSON.parse(json) as T;
  }

  /** Inserts or replaces the record under `key`. */
  put(key: string, record: T): T {
    const json = JSON.stringify(record);
    uniquely(this.table, () =>
      this.db.write(
        this.table,
        `INSERT INTO ${this.table} (k, doc) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET doc = excluded.doc`,
        key,
        json,
      ),
    );
    return JSON.parse(json) as T;
  }

  /** Applies a patch (fixed keys kept, an undefined value removes the field); null when there is no record. */
  patch(key: string, patch: object, fixedKeys: readonly string[]): T | null {
    return this.db.transaction(() => {
      const record = this.get(key);
      return record ? this.put(key, patched(record, patch, fixedKeys)) : null;
    });
  }

  delete(key: string): boolean {
    return Number(this.db.write(this.table, `DELETE FROM ${this.table} WHERE k = ?`, key).changes) > 0;
  }

  /** Deletes the records matching `clause`; returns how many. */
  deleteWhere(clause: string, ...params: Param[]): number {
    return Number(this.db.write(this.table, `DELETE FROM ${this.table} WHERE ${clause}`, ...params).changes);
  }

  isEmpty(): boolean {
    return this.db.statement(`SELECT 1 FROM ${this.table} LIMIT 1`).get() === undefined;
  }
}

/**
 * Records of one table as whole JSON documents (tables.ts): the reads and writes every repository
 * is made of. Each read parses a fresh copy, so nothing a caller does to a record changes what is
 * stored; a change goes through a write.
 */
import type { StatementSync } from 'node:sqlite';
import type { Database, Param } from './database';
import { uniquely } from './database';
import { patched } from '../record-utils';
import type { TableName } from './tables';

/** The `doc` of a row, read as an array (database.ts reads every row so). */
const docOf = (row: unknown): string => (row as [string])[0];

export class Docs<T extends object> {
  /** The by-key read, prepared once: it runs on every authenticated request. */
  private readonly byKey: StatementSync;

  constructor(
    private readonly db: Database,
    readonly table: TableName,
  ) {
    this.byKey = db.statement(`SELECT doc FROM ${table} WHERE k = ?`);
  }

  get(key: string): T | null {
    const row = this.byKey.get(key);
    return row ? (JSON.parse(docOf(row)) as T) : null;
  }

  /** The records matching `clause` (a WHERE condition, with ORDER BY as needed). */
  where(clause: string, ...params: Param[]): T[] {
    const rows = this.db.statement(`SELECT doc FROM ${this.table} WHERE ${clause}`).all(...params);
    return rows.map((row) => JSON.parse(docOf(row)) as T);
  }

  first(clause: string, ...params: Param[]): T | null {
    const row = this.db.statement(`SELECT doc FROM ${this.table} WHERE ${clause} LIMIT 1`).get(...params);
    return row ? (JSON.parse(docOf(row)) as T) : null;
  }

  /** Adds a record whose key (and unique fields) must be new; DuplicateKeyError otherwise. */
  insert(key: string, record: T): T {
    const json = JSON.stringify(record);
    uniquely(this.table, () =>
      this.db.statement(`INSERT INTO ${this.table} (k, doc) VALUES (?, ?)`).run(key, json),
    );
    // What is stored: its JSON (a field set to undefined is no field).
    return JSON.parse(json) as T;
  }

  /** Inserts or replaces the record under `key`. */
  put(key: string, record: T): T {
    const json = JSON.stringify(record);
    uniquely(this.table, () =>
      this.db
        .statement(
          `INSERT INTO ${this.table} (k, doc) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET doc = excluded.doc`,
        )
        .run(key, json),
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
    return Number(this.db.statement(`DELETE FROM ${this.table} WHERE k = ?`).run(key).changes) > 0;
  }

  /** Deletes the records matching `clause`; returns how many. */
  deleteWhere(clause: string, ...params: Param[]): number {
    return Number(this.db.statement(`DELETE FROM ${this.table} WHERE ${clause}`).run(...params).changes);
  }

  isEmpty(): boolean {
    return this.db.statement(`SELECT 1 FROM ${this.table} LIMIT 1`).get() === undefined;
  }
}

import { DuplicateKeyError } from '../port';
import { deepFreeze } from './rows';

/** Receives one journal line per change (a no-op when the store is purely in memory). */
export interface Sink {
  write(line: string): void;
}

/** One line of the journal: a row written (`v` present) or deleted. */
export interface JournalEntry {
  t: string;
  k: string;
  v?: unknown;
}

type UniqueKeys<T> = Record<string, (row: T) => string | undefined>;

/**
 * Rows of one kind, keyed by their primary key, with optional unique secondary keys. Every change is
 * written to the sink before it is applied, so a failed write leaves memory unchanged. Rows are stored
 * as their JSON round trip: what is in memory is exactly what a replay of the journal rebuilds
 * (an `undefined` field simply disappears). Stored rows are deeply frozen, so the repositories hand
 * them out as they are.
 */
export class Table<T extends object> {
  private readonly rows = new Map<string, T>();
  private readonly uniques = new Map<string, Map<string, string>>();

  constructor(
    readonly name: string,
    private readonly sink: Sink,
    private readonly primaryKeyName = 'id',
    private readonly uniqueKeys: UniqueKeys<T> = {},
  ) {
    for (const index of Object.keys(uniqueKeys)) this.uniques.set(index, new Map());
  }

  get size(): number {
    return this.rows.size;
  }

  /** The stored row itself (frozen). */
  get(key: string): T | undefined {
    return this.rows.get(key);
  }

  has(key: string): boolean {
    return this.rows.has(key);
  }

  values(): T[] {
    return Array.from(this.rows.values());
  }

  entries(): [string, T][] {
    return Array.from(this.rows.entries());
  }

  findUnique(index: string, value: string): T | undefined {
    const key = this.uniques.get(index)?.get(value);
    return key === undefined ? undefined : this.rows.get(key);
  }

  /** Adds a row whose primary key must be new. */
  insert(key: string, row: T): T {
    if (this.rows.has(key)) throw new DuplicateKeyError(this.primaryKeyName);
    return this.put(key, row);
  }

  /** Inserts or replaces a row; returns the stored row. */
  put(key: string, row: T): T {
    const json = JSON.stringify(row);
    const stored = deepFreeze(JSON.parse(json) as T);
    this.checkUnique(key, stored);
    this.sink.write(`{"t":${JSON.stringify(this.name)},"k":${JSON.stringify(key)},"v":${json}}`);
    this.load(key, stored);
    return stored;
  }

  delete(key: string): boolean {
    if (!this.rows.has(key)) return false;
    this.sink.write(JSON.stringify({ t: this.name, k: key } satisfies JournalEntry));
    this.unload(key);
    return true;
  }

  /** Deletes every row the predicate selects; returns how many. */
  deleteWhere(predicate: (row: T) => boolean): number {
    const keys = this.entries()
      .filter(([, row]) => predicate(row))
      .map(([key]) => key);
    for (const key of keys) this.delete(key);
    return keys.length;
  }

  /** Applies a row without journaling it (replay). */
  load(key: string, row: T): void {
    this.unindex(key);
    this.rows.set(key, deepFreeze(row));
    for (const [index, keyOf] of Object.entries(this.uniqueKeys)) {
      const value = keyOf(row);
      if (value !== undefined) this.uniques.get(index)?.set(value, key);
    }
  }

  /** Removes a row without journaling it (replay). */
  unload(key: string): void {
    this.unindex(key);
    this.rows.delete(key);
  }

  private checkUnique(key: string, row: T): void {
    for (const [index, keyOf] of Object.entries(this.uniqueKeys)) {
      const value = keyOf(row);
      if (value === undefined) continue;
      const owner = this.uniques.get(index)?.get(value);
      if (owner !== undefined && owner !== key) throw new DuplicateKeyError(index);
    }
  }

  private unindex(key: string): void {
    const previous = this.rows.get(key);
    if (!previous) return;
    for (const [index, keyOf] of Object.entries(this.uniqueKeys)) {
      const value = keyOf(previous);
      const values = this.uniques.get(index);
      if (value !== undefined && values?.get(value) === key) values.delete(value);
    }
  }
}

/**
 * Start-up migration of a data folder written by the journal store that came before SQLite
 * (`snapshot.json`: every table at the last compaction; `journal.jsonl`: one whole row or delete per
 * line since then, the last line possibly torn by a crash). Its rows are replayed as that store
 * replayed them and copied into the database in one transaction; then the two files are renamed
 * `*.migrated`, kept, so nothing stored is lost and a second start does not import them again.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';
import { TABLE_NAMES, type TableName } from './tables';

const SNAPSHOT = 'snapshot.json';
const JOURNAL = 'journal.jsonl';
const LOCK = 'lock';

interface Entry {
  t: string;
  k: string;
  v?: unknown;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Entry).t === 'string' &&
  typeof (value as Entry).k === 'string';

const isTable = (name: string): name is TableName => (TABLE_NAMES as string[]).includes(name);

/** The old store's state: table → key → row. */
function replay(dir: string): Map<TableName, Map<string, unknown>> {
  const tables = new Map<TableName, Map<string, unknown>>();
  const apply = ({ t, k, v }: Entry, where: string) => {
    if (!isTable(t))
      throw new Error(`${where}: unknown table "${t}"; this is not a data folder of this server`);
    const rows = tables.get(t) ?? new Map<string, unknown>();
    tables.set(t, rows);
    if (v === undefined) rows.delete(k);
    else rows.set(k, v);
  };
  const snapshotPath = join(dir, SNAPSHOT);
  if (existsSync(snapshotPath)) {
    const snapshot = parse(readFileSync(snapshotPath, 'utf8')) as { version?: number; tables?: unknown };
    if (snapshot?.version !== 1 || typeof snapshot.tables !== 'object' || snapshot.tables === null) {
      throw new Error(`${snapshotPath} is not a snapshot of this server's store`);
    }
    for (const [t, rows] of Object.entries(snapshot.tables as Record<string, [string, unknown][]>)) {
      for (const [k, v] of rows) apply({ t, k, v }, snapshotPath);
    }
  }
  const journalPath = join(dir, JOURNAL);
  if (existsSync(journalPath)) {
    const lines = readFileSync(journalPath, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line === '') return;
      const entry = parse(line);
      if (isEntry(entry)) return apply(entry, journalPath);
      // Only the last line can be torn (a write the crash cut short, never acknowledged).
      if (index === lines.length - 1) return;
      throw new Error(`${journalPath}: line ${index + 1} is corrupt; the folder was not migrated`);
    });
  }
  return tables;
}

/** The pid in the old store's lock file, when that process is still running. */
function liveOwner(dir: string): number | null {
  const path = join(dir, LOCK);
  if (!existsSync(path)) return null;
  const pid = Number(readFileSync(path, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Imports a journal-store folder into `db`; false when the folder holds none. */
export function migrateJournalStore(dir: string, db: Database): boolean {
  if (!existsSync(join(dir, SNAPSHOT)) && !existsSync(join(dir, JOURNAL))) return false;
  const owner = liveOwner(dir);
  if (owner !== null) {
    throw new Error(`The data folder ${dir} is in use by process ${owner} (an older server); stop it first`);
  }
  const tables = replay(dir);
  db.transaction(() => {
    for (const [table, rows] of tables) {
      const sql = `INSERT INTO ${table} (k, doc) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET doc = excluded.doc`;
      for (const [key, row] of rows) db.write(table, sql, key, JSON.stringify(row));
    }
  });
  for (const file of [SNAPSHOT, JOURNAL]) {
    if (existsSync(join(dir, file))) renameSync(join(dir, file), join(dir, `${file}.migrated`));
  }
  rmSync(join(dir, LOCK), { force: true });
  return true;
}

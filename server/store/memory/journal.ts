/**
 * Persistence of the embedded store. A data folder holds:
 * - `snapshot.json`: the whole state at the last compaction, replaced atomically (temp file, fsync, rename);
 * - `journal.jsonl`: one JSON line per change since then (a whole row, or a delete), appended at once and
 *   fsync'd before the call that made the change resolves; concurrent calls share one fsync;
 * - `lock`: the pid of the process that has the folder open.
 * Start-up loads the snapshot and replays the journal over it. Replay is idempotent (every line is a
 * whole row), so a crash between writing a snapshot and emptying the journal loses nothing, and a torn
 * last line (a crash mid-append, whose call never resolved) is ignored.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from './lock';
import type { JournalEntry, Sink } from './table';

export const SNAPSHOT_FILE = 'snapshot.json';
export const JOURNAL_FILE = 'journal.jsonl';

/** What the journal persists: it replays entries into it and dumps it into snapshots. */
export interface JournalTarget {
  apply(entry: JournalEntry): void;
  dump(): Record<string, [string, unknown][]>;
}

interface Snapshot {
  version: 1;
  tables: Record<string, [string, unknown][]>;
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

export class Journal implements Sink {
  private readonly fd: number;
  private readonly release: () => void;
  private bytes = 0;
  /** Size of the last snapshot: the journal may grow as large before the next compaction. */
  private snapshotBytes = 0;
  /** Set when a write or fsync failed in a way that leaves the journal untrustworthy. */
  private broken: Error | null = null;
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | null = null;
  private waiters: Waiter[] = [];
  private closed = false;

  constructor(
    private readonly dir: string,
    private readonly target: JournalTarget,
    private readonly compactAfterBytes: number,
  ) {
    mkdirSync(dir, { recursive: true });
    this.release = lockDataDir(dir);
    try {
      const replayed = replay(dir, target);
      this.snapshotBytes = replayed.snapshotBytes;
      this.fd = openSync(join(dir, JOURNAL_FILE), 'a');
      // Folding the journal into a snapshot at once also removes a torn last line, which the next
      // append would otherwise turn into a corrupt line in the middle.
      if (replayed.journalBytes > 0) this.compact();
    } catch (error) {
      this.release();
      throw error;
    }
  }

  write(line: string): void {
    if (this.closed) throw new Error('The store is closed');
    if (this.broken)
      throw new Error('The journal can no longer be written; restart the server', { cause: this.broken });
    const data = `${line}\n`;
    try {
      appendFileSync(this.fd, data);
    } catch (error) {
      // Cut a partial line off, or the next append would leave a corrupt line mid-journal.
      try {
        ftruncateSync(this.fd, this.bytes);
      } catch {
        this.broken = error as Error;
      }
      throw error;
    }
    this.written += 1;
    this.bytes += Buffer.byteLength(data);
  }

  /**
   * Resolves once every line written so far is on disk. Compacts when the journal has outgrown both
   * the threshold and the last snapshot, so that rewriting the snapshot costs no more than the
   * journal it replaces.
   */
  commit(): Promise<void> {
    if (this.bytes >= Math.max(this.compactAfterBytes, this.snapshotBytes)) this.compact();
    const seq = this.written;
    if (seq <= this.synced) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ seq, resolve, reject });
      this.flush();
    });
  }

  /** Writes the whole state as a new snapshot and empties the journal. */
  compact(): void {
    if (this.closed) throw new Error('The store is closed');
    const snapshotPath = join(this.dir, SNAPSHOT_FILE);
    const temp = `${snapshotPath}.tmp`;
    const snapshot = JSON.stringify({ version: 1, tables: this.target.dump() } satisfies Snapshot);
    const fd = openSync(temp, 'w');
    try {
      writeFileSync(fd, snapshot);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, snapshotPath);
    syncFolder(this.dir);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.bytes = 0;
    this.snapshotBytes = Buffer.byteLength(snapshot);
    this.synced = this.written;
    this.settle(this.written, null);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.commit();
    await this.syncing;
    try {
      this.compact();
    } finally {
      this.closed = true;
      closeSync(this.fd);
      this.release();
    }
  }

  private flush(): void {
    if (this.syncing) return;
    const upTo = this.written;
    this.syncing = new Promise((done) => {
      fsync(this.fd, (error) => {
        this.syncing = null;
        // After a failed fsync the kernel may have dropped the pages: stop taking writes.
        if (error) this.broken = error;
        else this.synced = Math.max(this.synced, upTo);
        this.settle(upTo, error);
        // Lines written while this fsync ran need one more.
        if (this.waiters.length > 0) this.flush();
        done();
      });
    });
  }

  private settle(upTo: number, error: Error | null): void {
    const due = this.waiters.filter((waiter) => waiter.seq <= upTo);
    this.waiters = this.waiters.filter((waiter) => waiter.seq > upTo);
    for (const waiter of due) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }
}

/** Makes a rename durable (a folder cannot be opened for fsync on Windows). */
function syncFolder(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const isEntry = (value: unknown): value is JournalEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as JournalEntry).t === 'string' &&
  typeof (value as JournalEntry).k === 'string';

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' &&
  value !== null &&
  (value as Snapshot).version === 1 &&
  typeof (value as Snapshot).tables === 'object' &&
  (value as Snapshot).tables !== null;

/** Loads the snapshot and replays the journal into `target`; returns the sizes of both files. */
function replay(dir: string, target: JournalTarget): { snapshotBytes: number; journalBytes: number } {
  const snapshotPath = join(dir, SNAPSHOT_FILE);
  rmSync(`${snapshotPath}.tmp`, { force: true });
  let snapshotBytes = 0;
  if (existsSync(snapshotPath)) {
    const text = readFileSync(snapshotPath, 'utf8');
    snapshotBytes = Buffer.byteLength(text);
    const snapshot = parseJson(text);
    if (!isSnapshot(snapshot)) throw new Error(`${snapshotPath} is not a snapshot of this store`);
    for (const [t, rows] of Object.entries(snapshot.tables)) {
      for (const [k, v] of rows) target.apply({ t, k, v });
    }
  }
  const journalPath = join(dir, JOURNAL_FILE);
  if (!existsSync(journalPath)) return { snapshotBytes, journalBytes: 0 };
  const text = readFileSync(journalPath, 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (line === '') return;
    const entry = parseJson(line);
    if (isEntry(entry)) {
      target.apply(entry);
      return;
    }
    // Only the last line can be torn: every earlier one ended with its newline.
    if (index === lines.length - 1) return;
    throw new Error(`${journalPath}: line ${index + 1} is corrupt`);
  });
  return { snapshotBytes, journalBytes: text.length };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One crash round against the embedded store: a child process writes customers to a data folder and
 * reports each write once it is acknowledged; it is killed with SIGKILL mid-stream; the folder is
 * opened again and every acknowledged write must be there. Used by the store's test (a round or two)
 * and by `npm run bench:crash` (many).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSqliteStore } from '../sqlite-store';

export interface CrashRound {
  acknowledged: number;
  /** Acknowledged writes missing after the restart (the goal is none). */
  lost: number;
}

/** Kills the writer once it has acknowledged `killAfter` writes (plus whatever is in flight). */
export async function crashRound(dir: string, killAfter: number): Promise<CrashRound> {
  const writer = fileURLToPath(new URL('./crash-writer.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acknowledged: string[] = [];
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    acknowledged.push(...lines);
    if (acknowledged.length >= killAfter) child.kill('SIGKILL');
  });
  const signal = await new Promise((resolve) => child.on('exit', (_code, killedBy) => resolve(killedBy)));
  if (signal !== 'SIGKILL') throw new Error(`the writer ended by itself (${String(signal)})`);

  const restarted = createSqliteStore({ dir });
  try {
    const kept = new Set((await restarted.customers.list()).map((row) => row.id));
    return { acknowledged: acknowledged.length, lost: acknowledged.filter((id) => !kept.has(id)).length };
  } finally {
    await restarted.close();
  }
}

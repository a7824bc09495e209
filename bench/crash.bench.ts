/**
 * `npm run bench:crash`: the embedded store's crash test, many rounds. Each round a child process
 * writes customers to a fresh data folder, reporting each write once its call has resolved; it is
 * killed with SIGKILL after a different number of writes each round, so the kill lands at many points
 * of a write; the folder is opened again and every acknowledged write must be there. Prints each
 * round and the total lost (the goal is 0). CRASH_ROUNDS (default 20) sets the rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crashRound } from '@server/store/sqlite/testing/crash-round';

const rounds = Number(process.env.CRASH_ROUNDS ?? 20);

let acknowledged = 0;
let lost = 0;
for (let round = 1; round <= rounds; round++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'crash-bench-'));
  try {
    const result = await crashRound(dir, 50 + ((round * 137) % 450));
    acknowledged += result.acknowledged;
    lost += result.lost;
    console.log(`round ${round}: ${result.acknowledged} acknowledged, ${result.lost} lost`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(
  `\nSQLite store, SIGKILL mid-stream: ${rounds} rounds, ${acknowledged} acknowledged writes, ${lost} lost.`,
);
process.exitCode = lost === 0 ? 0 : 1;

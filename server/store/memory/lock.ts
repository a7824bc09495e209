import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Folders this process has open, so a pid reused after a crash is not mistaken for a live owner. */
const heldHere = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims a data folder for this process: two processes appending to one journal (or one compacting
 * while the other writes) would lose data. A lock left by a crashed process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(resolve(dir), 'lock');
  if (heldHere.has(path)) throw new Error(`The data folder ${dir} is already open in this process`);
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(path, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The data folder ${dir} is in use by process ${owner}; stop it first (or delete ${path} if no server is running)`,
        { cause: error },
      );
    }
    writeFileSync(path, String(process.pid));
  }
  heldHere.add(path);
  return () => {
    heldHere.delete(path);
    rmSync(path, { force: true });
  };
}

// One full `npm test` at a time on a machine: several checkouts of the project on one small machine
// (2 cores) running their whole suites at once make every browser journey crawl past its timeouts.
// A lock file in the temporary folder, holding the pid; a lock whose process is gone is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCK = join(tmpdir(), 'agency-site-npm-test.lock');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const tryLock = () => {
  try {
    const fd = openSync(LOCK, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    const holder = Number(readFileSync(LOCK, 'utf8'));
    if (!holder || !alive(holder)) rmSync(LOCK, { force: true });
    return false;
  }
};

/** Waits for the machine's test lock; returns the function that releases it. */
export const acquireTestLock = async () => {
  let announced = false;
  while (!tryLock()) {
    if (!announced) {
      console.log(`Another npm test runs on this machine (${LOCK}); waiting for it to finish…`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const release = () => {
    try {
      if (Number(readFileSync(LOCK, 'utf8')) === process.pid) rmSync(LOCK, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      release();
      process.exit(130);
    });
  }
  return release;
};

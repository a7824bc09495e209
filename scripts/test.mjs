// `npm test`: typecheck, lint, then every Vitest project, failing fast. Runs under the pinned Node 24.
// Ends with the plain closing line 'tests: N passed, N failed' read from Vitest's JSON report.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireTestLock } from './one-at-a-time.mjs';

await acquireTestLock();

const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
const steps = [
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['tests', ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]],
];

for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} passed in ${seconds}s`);
}

const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed`);

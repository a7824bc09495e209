// `npm test`: typecheck, lint and every Vitest project, failing fast. Runs under the pinned Node 24.
// The steps form a small graph, packed so that both cores stay busy and no suite that needs no
// browser waits for the browser ones:
//   - at once: typecheck, lint, the site build the journeys need (only when stale) and the node
//     project (contract, machines, server, mocks, scripts, build);
//   - after the node tests: the dom project (views under jsdom) on two workers, alone with the
//     tail of the first steps;
//   - once the typecheck is done, in its place beside the node tests: the static Storybook that
//     e2e/storybook-static.e2e.test.ts serves (built there, it held up the browser step ~50 s);
//   - after the dom tests, side by side: the journeys (one file at a time, one Chromium) and the
//     stories (every story file in one Chromium page), each in a Vitest of its own.
// The first failure stops everything. Ends with each step's time, wall and CPU (user + system of
// the step's processes, from the shell's `times`: what a step costs apart from the machine's load),
// and the plain closing line 'tests: N passed, N failed' read from Vitest's JSON reports.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireTestLock } from './one-at-a-time.mjs';

await acquireTestLock();

const reports = mkdtempSync(join(tmpdir(), 'vitest-'));
// The static Storybook's server root; the build goes to the journey's sub-folder (its SUB_PATH),
// and the journey finds it through E2E_STORYBOOK_ROOT.
const storybookRoot = mkdtempSync(join(tmpdir(), 'storybook-static-'));
process.env.E2E_STORYBOOK_ROOT = storybookRoot;
const vitest = (name, projects) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

/** Each step: its name, its command, and the steps it waits for. */
const steps = [
  // Incremental: tsc keeps what it learnt of the program (node_modules/.cache/tsc) and checks again
  // only what a change can reach (~70 s -> ~9 s unchanged, ~17 s after one file's edit).
  [
    'typecheck',
    [
      'npx',
      'tsc',
      '-p',
      'tsconfig.json',
      '--noEmit',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/typecheck.tsbuildinfo',
    ],
    [],
  ],
  // ESLint's cache: a file linted clean under the same config is not linted again (~60 s -> ~3 s
  // when little changed). No rule here reads other files' types, so a file's result is its own;
  // the cache lives in node_modules, so a fresh install starts without one.
  [
    'lint',
    [
      'npx',
      'eslint',
      '.',
      '--max-warnings=0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      'node_modules/.cache/eslint/',
    ],
    [],
  ],
  ['site build', ['npx', 'tsx', 'scripts/build-if-stale.ts'], []],
  // After the typecheck, not beside it: three busy processes on two cores, as before, not four.
  [
    'storybook build',
    ['npx', 'storybook', 'build', '-o', join(storybookRoot, 'some', 'folder'), '--quiet'],
    ['typecheck'],
  ],
  ['node tests', vitest('node', ['node']), []],
  // The views' tests wait for what a person sees: beside the browsers they ran past their waits
  // (onboarding.test.tsx), so they run before them. On both cores (Vitest's default is one on this
  // two-core machine): a deferred toaster that missed its five seconds on two workers
  // (domains.page.test.tsx) did so under the 5 s test limit of the time, since raised to 45 s.
  ['dom tests', [...vitest('dom', ['dom']), '--maxWorkers=2'], ['node tests']],
  // The two browser projects side by side, one Chromium each: one after the other, a Chromium, a
  // server and a Vitest mostly waiting on one another used about one core of the two (the browser
  // step took ~400 s of CPU in ~450 s). The journeys stay one file at a time: two at once beside the
  // stories made every Chromium crawl (once a journey took three times as long; measured again on a
  // cold clone, two workers: journeys 586 s, stories 216 -> 361 s, the run 786 s, as one worker's).
  // The two cores are full in that step: what shortens it is less work, not more at once.
  ['stories', vitest('stories', ['storybook']), ['dom tests']],
  ['journeys', vitest('journeys', ['e2e']), ['site build', 'storybook build', 'dom tests']],
];

const running = new Set();
let stopping = false;
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const started = Date.now();
const timings = [];
let cpuTotal = 0;

/** User + system seconds of the children in `times` output ('0m1.5s 0m0.2s' on its second line). */
const cpuSeconds = (file) => {
  try {
    const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
    return parts.length === 2 ? parts[0] + parts[1] : undefined;
  } catch {
    return undefined;
  }
};

/** Runs one step; its output goes through, prefixed when several steps share the terminal. */
const run = (name, [cmd, ...args], alone) =>
  new Promise((resolve) => {
    const since = Date.now();
    console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
    // Through sh, whose `times` then writes the CPU its children used (the step's processes, each
    // counting those it waited for) to a file of its own.
    const cpuFile = join(reports, `${name.replace(/\W+/g, '-')}.times`);
    const child = spawn('sh', ['-c', '"$@"; code=$?; times > "$CPU_FILE"; exit $code', 'sh', cmd, ...args], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', STORYBOOK_DISABLE_TELEMETRY: '1', CPU_FILE: cpuFile },
      detached: true,
    });
    running.add(child);
    if (!alone) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
      }
    }
    child.on('exit', (code, signal) => {
      running.delete(child);
      const cpu = cpuSeconds(cpuFile);
      cpuTotal += cpu ?? 0;
      timings.push(`${name} ${seconds(since)}s${cpu === undefined ? '' : ` (CPU ${cpu.toFixed(1)}s)`}`);
      resolve({ name, ok: code === 0, code: code ?? (signal ? 1 : 0), time: seconds(since) });
    });
  });

/** Stops every step still running, with the processes they started. */
const stopAll = () => {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};

// Steps run in process groups of their own: stop them with this script (Ctrl-C, the lock's exit).
process.on('exit', () => {
  stopAll();
  rmSync(storybookRoot, { recursive: true, force: true });
});

const failed = await new Promise((resolve) => {
  const done = new Set();
  const launched = new Set();
  const startReady = () => {
    const ready = steps.filter(([name, , needs]) => !launched.has(name) && needs.every((need) => done.has(need)));
    for (const [name, command] of ready) {
      launched.add(name);
      void run(name, command, false).then((result) => {
        if (result.ok) console.log(`✔ ${result.name} passed in ${result.time}s`);
        else if (stopping) console.error(`■ ${result.name} stopped after ${result.time}s`);
        else {
          console.error(`✖ ${result.name} failed after ${result.time}s`);
          stopAll();
          resolve(result);
          return;
        }
        done.add(name);
        if (done.size === steps.length) resolve(null);
        else startReady();
      });
    }
  };
  startReady();
});
if (failed) {
  console.error(`\nnpm test failed after ${seconds(started)}s (${timings.join(', ')})`);
  process.exit(failed.code || 1);
}

const totals = ['node', 'dom', 'stories', 'journeys'].map((name) =>
  JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8')),
);
const sum = (key) => totals.reduce((total, report) => total + report[key], 0);
console.log(`\nnpm test took ${seconds(started)}s, CPU ${cpuTotal.toFixed(1)}s (${timings.join(', ')})`);
console.log(`tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed`);

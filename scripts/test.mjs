// `npm test`: typecheck, lint and every Vitest project, failing fast. Runs under the pinned Node 24.
// The whole run is CPU-bound on two cores, and its longest chain is the journeys (one file at a time,
// one Chromium: ~8 minutes alone, about one and a half cores). So the journeys start as soon as the
// site they serve is built, and the steps beside them run at a lower priority (`nice`): they fill
// the CPU the journeys leave, rather than stretch the chain that decides when the run ends.
//   - at once: the site build and the node project (contract, machines, server, mocks, scripts,
//     build), and, niced, the static Storybook, the typecheck and lint;
//   - once the site is built: the journeys; once the static Storybook is built too, niced, the one
//     journey that serves it (e2e/storybook-static.e2e.test.ts), in a Vitest of its own;
//   - after the node tests, niced: the dom project (views under jsdom, two workers), then the stories
//     (every story file in one Chromium page).
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
const vitest = (name, projects, ...files) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...files,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

// Niceness of the steps that wait well: no timer of theirs is short (the dom tests wait up to 20 s
// for what they look for, the stories' plays 30 s; typecheck and lint have none). The node tests
// keep the default: some of them time real work on a real clock (a mail server, a stream).
const BESIDE_THE_JOURNEYS = 5;

/** The journey that serves the static Storybook: it waits for that build, the other journeys do not. */
const STORYBOOK_JOURNEY = 'storybook-static.e2e.test.ts';

/** Each step: its name, its command, the steps it waits for, and its niceness (0 unless given). */
const steps = [
  // TypeScript 7's compiler (tsgo, @typescript/native-preview), one checker thread: the same check as
  // TypeScript 6's tsc (which the tools that read TypeScript's API keep using) in ~12 s of CPU where
  // tsc took ~41 s; beside the other steps its threads would only compete with them. Incremental:
  // it keeps what it learnt of the program (node_modules/.cache/tsc) and checks again only what a
  // change can reach (~2 s unchanged).
  [
    'typecheck',
    [
      'npx',
      'tsgo',
      '-p',
      'tsconfig.json',
      '--noEmit',
      '--singleThreaded',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/typecheck-tsgo.tsbuildinfo',
    ],
    [],
    BESIDE_THE_JOURNEYS,
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
    BESIDE_THE_JOURNEYS,
  ],
  ['site build', ['npx', 'tsx', 'scripts/build-if-stale.ts'], []],
  [
    'storybook build',
    ['npx', 'storybook', 'build', '-o', join(storybookRoot, 'some', 'folder'), '--quiet'],
    [],
    BESIDE_THE_JOURNEYS,
  ],
  ['node tests', vitest('node', ['node']), []],
  // On both cores (Vitest's default is one on this two-core machine).
  ['dom tests', [...vitest('dom', ['dom']), '--maxWorkers=2'], ['node tests'], BESIDE_THE_JOURNEYS],
  ['stories', vitest('stories', ['storybook']), ['dom tests'], BESIDE_THE_JOURNEYS],
  // One file at a time: two at once beside the stories made every Chromium crawl (measured on a cold
  // clone, two workers: journeys 620 -> 586 s, stories 216 -> 361 s, the run no shorter).
  ['journeys', [...vitest('journeys', ['e2e']), '--exclude', `**/${STORYBOOK_JOURNEY}`], ['site build']],
  [
    'storybook journey',
    vitest('storybook-journey', ['e2e'], `e2e/${STORYBOOK_JOURNEY}`),
    ['site build', 'storybook build'],
    BESIDE_THE_JOURNEYS,
  ],
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
const run = (name, [cmd, ...args], niceness, alone) =>
  new Promise((resolve) => {
    const since = Date.now();
    console.log(`\n▶ ${name}: ${niceness ? `nice -n ${niceness} ` : ''}${[cmd, ...args].join(' ')}`);
    // Through sh, whose `times` then writes the CPU its children used (the step's processes, each
    // counting those it waited for) to a file of its own.
    const cpuFile = join(reports, `${name.replace(/\W+/g, '-')}.times`);
    // A step runs in a session of its own (`detached`), and Linux schedules each session as a group
    // (autogroup): `nice` then orders a step's processes among themselves only, not against the
    // journeys'. So the step's group is niced too (/proc/self/autogroup, where there is one), and
    // `nice` covers kernels without autogroups.
    const command = niceness ? ['nice', '-n', String(niceness), cmd, ...args] : [cmd, ...args];
    const script =
      '[ -n "$STEP_NICENESS" ] && { echo "$STEP_NICENESS" > /proc/self/autogroup; } 2>/dev/null; ' +
      '"$@"; code=$?; times > "$CPU_FILE"; exit $code';
    const child = spawn('sh', ['-c', script, 'sh', ...command], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        STORYBOOK_DISABLE_TELEMETRY: '1',
        CPU_FILE: cpuFile,
        STEP_NICENESS: niceness ? String(niceness) : '',
      },
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
    for (const [name, command, , niceness] of ready) {
      launched.add(name);
      void run(name, command, niceness, false).then((result) => {
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

const totals = ['node', 'dom', 'stories', 'journeys', 'storybook-journey'].map((name) =>
  JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8')),
);
const sum = (key) => totals.reduce((total, report) => total + report[key], 0);
console.log(`\nnpm test took ${seconds(started)}s, CPU ${cpuTotal.toFixed(1)}s (${timings.join(', ')})`);
console.log(`tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed`);

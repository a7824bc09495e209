/**
 * `npm run bench:load` (issue 13): the server under a mix of traffic, then crash rounds.
 *
 * Load: the app as `npm start` runs it (bundled, plain node, the embedded SQLite store with the demo
 * data, stdout request log; bench/app-server.ts), 200 connections for 30 s: public reads (portfolio,
 * testimonials, showcase, blog list), portal reads of the signed-in demo customer (projects,
 * messages, subscriptions, me) and a few sign-ins, one a second (BENCH_SIGN_INS_PER_SECOND). A
 * sign-in runs argon2id at 19 MiB, t=2 (decision 7): a core for some tens of milliseconds, on a
 * machine of two cores that also runs the load generator, so sign-ins get their own row, and the same reads
 * run a second time without them to show what the hashing costs the reads' p99. The sign-in limits
 * are lifted (every sign-in comes from one address here); nothing else is changed. BENCH_SECONDS
 * and BENCH_CONNECTIONS tune it.
 *
 * Crash: CRASH_ROUNDS (default 20) rounds of server/testing/crash-round.ts: SIGKILL in the middle of
 * registrations, messages and claims, restart on the same folder, acknowledged writes counted.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import { buildServer, SERVER_OUT_DIR } from '@scripts/build-server';
import { DEMO_CUSTOMER } from '@server/seed';
import { serverCrashRound } from '@server/testing/crash-round';
import type { ServerMessage } from './protocol';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const rounds = Number(process.env.CRASH_ROUNDS ?? 20);
const SIGN_IN_CONNECTIONS = 2;
const signInsPerSecond = Number(process.env.BENCH_SIGN_INS_PER_SECOND ?? 1);
const OUT_DIR = path.join(SERVER_OUT_DIR, 'bench-load');
/** The goals of issue 13 for the reads. */
const GOAL = { errors: 0, p99Ms: 50 };

async function startApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  await buildServer({ root, entryPoints: { app: 'bench/app-server.ts' }, outdir: OUT_DIR });
  const child = fork(path.join(root, OUT_DIR, 'app.js'), [], {
    cwd: root,
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: ServerMessage) => {
      if (message.type === 'ready') resolve(message.port);
    });
    child.once('exit', (code) => reject(new Error(`the app exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send({ type: 'stop' });
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`demo sign-in failed: ${response.status}`);
  return body.token;
}

interface Row {
  name: string;
  connections: number;
  result: Result;
}

const errorsOf = (result: Result) => result.errors + result.timeouts + result.non2xx;
const ms = (value: number) => (value === 0 ? '<1' : value.toFixed(0));

async function runLoad(url: string, withSignIns: boolean): Promise<Row[]> {
  const token = await signIn(url);
  const auth = { authorization: `Bearer ${token}` };
  const readConnections = connections - SIGN_IN_CONNECTIONS;
  const publicConnections = Math.ceil(readConnections / 2);
  const publicPaths = ['/api/portfolio', '/api/testimonials', '/api/showcase-projects', '/api/blog-posts'];
  const portalPaths = [
    '/api/customer/projects',
    '/api/customer/messages',
    '/api/customer/subscriptions',
    '/api/auth/me',
  ];
  const mixes: Mix[] = [
    {
      name: 'public reads',
      connections: publicConnections,
      requests: publicPaths.map((requestPath) => ({ path: requestPath })),
    },
    {
      name: 'portal reads (signed in)',
      connections: readConnections - publicConnections,
      requests: portalPaths.map((requestPath) => ({ path: requestPath, headers: auth })),
    },
  ];
  if (withSignIns) {
    mixes.push({
      name: 'sign-ins (argon2id 19 MiB)',
      connections: SIGN_IN_CONNECTIONS,
      overallRate: signInsPerSecond,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
        },
      ],
    });
  }
  console.log(`Load: ${connections} connections for ${seconds} s${withSignIns ? '' : ', reads only'}…`);
  const results = await Promise.all(
    mixes.map((mix) =>
      autocannon({
        url,
        connections: mix.connections,
        duration: seconds,
        timeout: 30,
        requests: mix.requests,
        ...(mix.overallRate ? { overallRate: mix.overallRate } : {}),
      }),
    ),
  );
  return mixes.map((mix, index) => ({
    name: mix.name,
    connections: mix.connections,
    result: results[index] as Result,
  }));
}

interface Mix {
  name: string;
  connections: number;
  /** Requests per second over the mix's connections; as fast as answered when absent. */
  overallRate?: number;
  requests: NonNullable<Options['requests']>;
}

function printLoad(title: string, rows: Row[], load: { start: number; end: number }): boolean {
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(26) : cell.padStart(9))).join('  ');
  console.log(`\n${title}: ${seconds} s, loopback, autocannon on the same machine.`);
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPUs; load average ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end.\n`,
  );
  console.log(line(['mix', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors']));
  for (const { name, connections: conns, result } of rows) {
    const reqPerSec = result.requests.total / result.duration;
    console.log(
      line([
        name,
        String(conns),
        reqPerSec.toFixed(reqPerSec < 100 ? 1 : 0),
        ms(result.latency.p50),
        ms(result.latency.p99),
        String(errorsOf(result)),
      ]),
    );
  }
  const total = rows.reduce((sum, { result }) => sum + result.requests.total / result.duration, 0);
  const errors = rows.reduce((sum, { result }) => sum + errorsOf(result), 0);
  const conns = rows.reduce((sum, row) => sum + row.connections, 0);
  console.log(line(['all', String(conns), total.toFixed(0), '', '', String(errors)]));
  const reads = rows.filter((row) => !row.name.startsWith('sign-ins'));
  const worstP99 = Math.max(...reads.map((row) => row.result.latency.p99));
  const met = errors === GOAL.errors && worstP99 < GOAL.p99Ms;
  console.log(
    `Goal (0 errors, read p99 under ${GOAL.p99Ms} ms): ${met ? 'met' : 'NOT met'} (errors ${errors}, worst read p99 ${worstP99} ms).`,
  );
  return met;
}

async function runCrashRounds(): Promise<number> {
  console.log(`\nCrash: ${rounds} rounds of SIGKILL mid-stream (registrations, messages, claims)…`);
  let lost = 0;
  const total = { customers: 0, messages: 0, reservations: 0 };
  for (let round = 1; round <= rounds; round++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-crash-'));
    try {
      const result = await serverCrashRound(dir, 30 + ((round * 53) % 270));
      const { customers, messages, reservations } = result.acknowledged;
      total.customers += customers;
      total.messages += messages;
      total.reservations += reservations;
      lost += result.lost;
      console.log(
        `  round ${round}: acknowledged ${customers} registrations, ${messages} messages, ${reservations} claims; lost ${result.lost}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const acknowledged = total.customers + total.messages + total.reservations;
  console.log(
    `Crash rounds: ${rounds}, acknowledged writes ${acknowledged} (${total.customers} registrations, ${total.messages} messages, ${total.reservations} claims), lost ${lost} (goal 0).`,
  );
  return lost;
}

async function main(): Promise<number> {
  const loadAtStart = loadavg()[0] ?? NaN;
  console.log('Bundling and starting the app on a seeded embedded store…');
  const app = await startApp();
  let met: boolean;
  try {
    const mixed = await runLoad(app.url, true);
    met = printLoad(`Mix with ${signInsPerSecond} sign-in/s`, mixed, {
      start: loadAtStart,
      end: loadavg()[0] ?? NaN,
    });
    const readsStart = loadavg()[0] ?? NaN;
    const readsOnly = await runLoad(app.url, false);
    printLoad('The same reads without sign-ins', readsOnly, { start: readsStart, end: loadavg()[0] ?? NaN });
  } finally {
    await app.stop();
  }
  const lost = rounds > 0 ? await runCrashRounds() : 0;
  return met && lost === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Benchmark failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

/**
 * `npm run bench:api`: load-tests the API on loopback with autocannon and prints req/s, p50/p99
 * latency and the server's peak resident memory beside a bare Koa app answering a constant JSON.
 * Each server runs in its own child process (so its memory is its own); autocannon runs here.
 * Both servers are bundled by the same build as `npm start`'s server (scripts/build-server.ts) and
 * run the same way, by plain `node` without a TypeScript loader, so the ratio compares like with
 * like. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run; it stops itself
 * after a fixed budget whatever happens. For profiling: BENCH_CPU_PROF=<folder> makes each server
 * write a V8 CPU profile there, and BENCH_ONLY=<text> runs only the targets whose name contains it
 * (and the baseline).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { buildServer, SERVER_OUT_DIR } from '@scripts/build-server';
import { DEMO_CUSTOMER } from '@server/seed';
import type { RunnerMessage, ServerMessage } from './protocol';
import { formatReport, type PhaseResult } from './report';

type BenchServerMode = 'app' | 'bare';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 1;
const only = process.env.BENCH_ONLY;
const profileDir = process.env.BENCH_CPU_PROF;
const profileArgs = profileDir
  ? ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${path.resolve(profileDir)}`]
  : [];
const PHASES = 6;
/** Every phase with its warm-up, plus start-up and seeding; past this the run is stuck and is ended. */
const BUDGET_MS = (PHASES * (seconds + WARM_UP_SECONDS) + 20) * 1000;
/** The bundled servers, beside `npm start`'s own (a folder of its own, so neither build removes the other). */
const BENCH_OUT_DIR = path.join(SERVER_OUT_DIR, 'bench');

interface BenchServer {
  child: ChildProcess;
  url: string;
  /** Waits for the next message of `type` from the child. */
  next<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>>;
  send(message: RunnerMessage): void;
}

function startServer(mode: BenchServerMode): Promise<BenchServer> {
  const child = fork(path.join(root, BENCH_OUT_DIR, `${mode}.js`), [], {
    cwd: root,
    // Plain node, as npm start runs its bundle; not this process's flags, which load tsx.
    execArgv: profileArgs,
    // stdout takes the app's request log (one line per request at the default level): discarded,
    // but written, as a production server writes it.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T extends ServerMessage['type']>(type: T) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ServerMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<ServerMessage, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`${mode} server exited (code ${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next('ready').then(({ port }) => ({
    child,
    url: `http://127.0.0.1:${port}`,
    next,
    send: (message) => child.send(message),
  }));
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`demo sign-in failed: ${response.status}`);
  return body.token;
}

/** Hands the bare server a copy of the app's answer at each path, to serve as its constant. */
async function mirrorAnswers(
  app: BenchServer,
  bare: BenchServer,
  requests: Record<string, Record<string, string>>,
): Promise<void> {
  const bodies: Record<string, unknown> = {};
  for (const [requestPath, headers] of Object.entries(requests)) {
    const response = await fetch(`${app.url}${requestPath}`, { headers });
    if (!response.ok) throw new Error(`GET ${requestPath} answered ${response.status}`);
    bodies[requestPath] = await response.json();
  }
  bare.send({ type: 'bodies', bodies });
  await bare.next('bodies.set');
}

interface Phase {
  name: string;
  kind: PhaseResult['kind'];
  mirror?: string;
  /**
   * Warm the JIT first. Not for sign-in: its hashes run one at a time, so a warm-up would leave a
   * queue of them that the measured run then waits behind.
   */
  warmUp: boolean;
  server: BenchServer;
  request: Omit<Options, 'url' | 'connections' | 'duration'> & { path: string };
}

async function runPhase(phase: Phase): Promise<PhaseResult> {
  const { path: requestPath, ...request } = phase.request;
  const options: Options = { ...request, url: `${phase.server.url}${requestPath}`, connections };
  if (phase.warmUp) await autocannon({ ...options, duration: WARM_UP_SECONDS });
  phase.server.send({ type: 'phase.start' });
  const result = await autocannon({ ...options, duration: seconds });
  phase.server.send({ type: 'phase.end' });
  const peak = await phase.server.next('phase.peak');
  // Completed requests over the run: per-second samples would round a slow call down to 0.
  const reqPerSec = result.requests.total / result.duration;
  console.log(`  ${phase.name}: ${reqPerSec.toFixed(reqPerSec < 100 ? 1 : 0)} req/s`);
  return {
    name: phase.name,
    kind: phase.kind,
    ...(phase.mirror ? { mirror: phase.mirror } : {}),
    reqPerSec,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    peakBytes: peak.peakBytes,
    peakSource: peak.source,
    cpuMicrosPerRequest: result.requests.total > 0 ? peak.cpuMicros / result.requests.total : NaN,
  };
}

async function main(): Promise<number> {
  const loadAtStart = loadavg()[0] ?? NaN;
  console.log('Bundling the servers…');
  await buildServer({
    root,
    entryPoints: { app: 'bench/app-server.ts', bare: 'bench/bare-server.ts' },
    outdir: BENCH_OUT_DIR,
  });
  console.log('Starting the servers (bare Koa, and the app on a seeded embedded store)…');
  const [bare, app] = await Promise.all([startServer('bare'), startServer('app')]);
  const servers = [bare, app];
  const guard = setTimeout(() => {
    console.error(`Benchmark exceeded its ${BUDGET_MS / 1000} s budget; stopping.`);
    for (const server of servers) server.child.kill();
    process.exit(1);
  }, BUDGET_MS);
  guard.unref();

  try {
    const token = await signIn(app.url);
    const auth = { Authorization: `Bearer ${token}` };
    const portfolio = '/api/portfolio';
    const projects = '/api/customer/projects';
    await mirrorAnswers(app, bare, { [portfolio]: {}, [projects]: auth });
    const login = JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    const phases: Phase[] = [
      {
        name: 'bare Koa GET / (tiny JSON)',
        kind: 'baseline',
        warmUp: true,
        server: bare,
        request: { path: '/' },
      },
      {
        name: `bare Koa, ${portfolio} body`,
        kind: 'mirror',
        warmUp: true,
        server: bare,
        request: { path: portfolio },
      },
      {
        name: `GET ${portfolio}`,
        kind: 'read',
        mirror: `bare Koa, ${portfolio} body`,
        warmUp: true,
        server: app,
        request: { path: portfolio },
      },
      {
        name: `bare Koa, ${projects} body`,
        kind: 'mirror',
        warmUp: true,
        server: bare,
        request: { path: projects },
      },
      {
        name: `GET ${projects}`,
        kind: 'read',
        mirror: `bare Koa, ${projects} body`,
        warmUp: true,
        server: app,
        request: { path: projects, headers: auth },
      },
      // Last: the hashes' buffers can leave the heap larger, which would colour the read phases.
      {
        name: 'POST /api/auth/login',
        kind: 'cpu',
        warmUp: false,
        server: app,
        request: {
          path: '/api/auth/login',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: login,
        },
      },
    ];
    const chosen = phases.filter((phase) => !only || phase.kind === 'baseline' || phase.name.includes(only));
    console.log(`Running ${chosen.length} targets, ${seconds} s each after a ${WARM_UP_SECONDS} s warm-up…`);
    const results: PhaseResult[] = [];
    for (const phase of chosen) results.push(await runPhase(phase));
    const settings = {
      seconds,
      connections,
      runtime: process.version,
      cpus: availableParallelism(),
      load: { start: loadAtStart, end: loadavg()[0] ?? NaN },
    };
    console.log(`\n${formatReport(results, settings)}`);
    const failed = results.filter((result) => result.failures > 0);
    if (failed.length > 0) {
      console.error(
        `\nRequests failed in: ${failed.map((result) => result.name).join(', ')}; the figures are not valid.`,
      );
      return 1;
    }
    return 0;
  } finally {
    clearTimeout(guard);
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.child.exitCode !== null) return resolve();
            server.child.once('exit', () => resolve());
            server.send({ type: 'stop' });
          }),
      ),
    );
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Benchmark failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

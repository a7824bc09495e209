/** The benchmark's printed table and verdicts. */

export interface PhaseResult {
  name: string;
  /**
   * baseline: bare Koa with a tiny constant JSON (the yardstick); mirror: bare Koa answering
   * a copy of an app answer; read and cpu: the app.
   */
  kind: 'baseline' | 'mirror' | 'read' | 'cpu';
  /** For an app phase: the mirror phase that answers the same bytes. */
  mirror?: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  peakBytes: number;
  peakSource: 'VmHWM' | 'sampled';
  /**
   * The server's CPU time per answered request: unlike req/s, it does not depend on how much of the
   * machine the load generator and other processes took meanwhile.
   */
  cpuMicrosPerRequest: number;
}

/** The targets: read calls at least half of bare Koa's rate, the server under 250 MB. */
export const TARGETS = { minReadRatio: 0.5, maxRssMb: 250, minSignInsPerSecond: 20 } as const;

const MB = 1024 * 1024;
const mb = (bytes: number) => bytes / MB;
const rate = (value: number) => value.toFixed(value < 100 ? 1 : 0);
/** autocannon records latency in whole milliseconds: 0 means under one. */
const latency = (ms: number) => (ms === 0 ? '<1' : ms.toFixed(0));

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const [head, ...body] = rows;
  return [line(head ?? []), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join(
    '\n',
  );
}

export function formatReport(
  results: readonly PhaseResult[],
  settings: {
    seconds: number;
    connections: number;
    /** The Node.js version both servers ran on. */
    runtime: string;
    cpus: number;
    /** One-minute load averages when the run started and ended (other work on the machine). */
    load: { start: number; end: number };
  },
): string {
  const bare = results.find((result) => result.kind === 'baseline');
  const ratioTo = (result: PhaseResult, base: PhaseResult | undefined) =>
    base && base.reqPerSec > 0 ? result.reqPerSec / base.reqPerSec : NaN;
  const mirrorOf = (result: PhaseResult) => results.find((other) => other.name === result.mirror);
  const isApp = (result: PhaseResult) => result.kind === 'read' || result.kind === 'cpu';

  const rows = [
    [
      'target',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs bare {}',
      'vs bare, same body',
      'failed',
      'CPU µs/req',
      'peak RSS MB',
    ],
    ...results.map((result) => [
      result.name,
      rate(result.reqPerSec),
      latency(result.p50Ms),
      latency(result.p99Ms),
      ratioTo(result, bare).toFixed(2),
      result.mirror ? ratioTo(result, mirrorOf(result)).toFixed(2) : '',
      String(result.failures),
      Number.isFinite(result.cpuMicrosPerRequest) ? String(Math.round(result.cpuMicrosPerRequest)) : '',
      `${mb(result.peakBytes).toFixed(1)}${result.peakSource === 'sampled' ? '*' : ''}`,
    ]),
  ];

  const reads = results.filter((result) => result.kind === 'read');
  const readPeak = Math.max(0, ...reads.map((result) => mb(result.peakBytes)));
  const appPeak = Math.max(0, ...results.filter(isApp).map((result) => mb(result.peakBytes)));
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const readsVs = (base: (result: PhaseResult) => PhaseResult | undefined) => {
    const ratios = reads.map((result) => ({ name: result.name, ratio: ratioTo(result, base(result)) }));
    const ok = ratios.every(({ ratio }) => ratio >= TARGETS.minReadRatio);
    return `${verdict(ok)} (${ratios.map(({ name, ratio }) => `${name} ${ratio.toFixed(2)}`).join(', ')})`;
  };
  const login = results.find((result) => result.kind === 'cpu');

  return [
    `API benchmark: ${settings.connections} connections, ${settings.seconds} s per target, loopback, autocannon.`,
    `Both servers bundled alike and run by plain node ${settings.runtime}, each in its own process; peak RSS`,
    'and CPU µs/req are that process over the target (bare rows: the bare app); latency in whole ms.',
    `Machine: ${settings.cpus} CPUs shared with the load generator; load average ` +
      `${settings.load.start.toFixed(2)} at the start, ${settings.load.end.toFixed(2)} at the end.`,
    '',
    table(rows),
    '',
    `Read endpoints at ≥ ${TARGETS.minReadRatio * 100}% of bare Koa's req/s with a tiny JSON: ${readsVs(() => bare)}.`,
    `Read endpoints at ≥ ${TARGETS.minReadRatio * 100}% of bare Koa answering the same body: ${readsVs(mirrorOf)}.`,
    `App server peak resident memory under read load: ${readPeak.toFixed(1)} MB ` +
      `(target < ${TARGETS.maxRssMb} MB: ${verdict(readPeak < TARGETS.maxRssMb)}); including sign-in ${appPeak.toFixed(1)} MB.`,
    ...(login
      ? [
          `${login.name} is CPU-bound by design: every attempt runs argon2id at 19 MiB, t=2, p=1 (decision 7),`,
          '  one hash per core at a time, so its rate measures the password hash, not the framework (target',
          `  ≥ ${TARGETS.minSignInsPerSecond} sign-ins/s: ${verdict(login.reqPerSec >= TARGETS.minSignInsPerSecond)}); each hash holds 19 MiB while it runs.`,
        ]
      : []),
    ...(results.some((result) => result.peakSource === 'sampled')
      ? ['* sampled every 50 ms (the kernel peak, VmHWM, could not be reset here).']
      : []),
  ].join('\n');
}

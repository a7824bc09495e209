import { describe, expect, it } from 'vitest';
import { formatReport, type PhaseResult } from './report';

const MB = 1024 * 1024;
const result = (
  over: Partial<PhaseResult> & Pick<PhaseResult, 'name' | 'kind' | 'reqPerSec'>,
): PhaseResult => ({
  p50Ms: 0,
  p99Ms: 2,
  failures: 0,
  peakBytes: 100 * MB,
  peakSource: 'VmHWM',
  cpuMicrosPerRequest: 25,
  ...over,
});

const settings = {
  seconds: 10,
  connections: 10,
  runtime: 'v24.0.0',
  cpus: 2,
  load: { start: 0.5, end: 1.5 },
};

describe('formatReport', () => {
  it('gives each read its ratio to bare Koa and to the same body, and the verdicts', () => {
    const report = formatReport(
      [
        result({ name: 'bare', kind: 'baseline', reqPerSec: 20_000 }),
        result({ name: 'bare, list body', kind: 'mirror', reqPerSec: 16_000 }),
        result({
          name: 'GET /list',
          kind: 'read',
          mirror: 'bare, list body',
          reqPerSec: 12_000,
          peakBytes: 150 * MB,
        }),
        result({ name: 'POST /login', kind: 'cpu', reqPerSec: 3, peakBytes: 280 * MB }),
      ],
      settings,
    );
    const row = report.split('\n').find((line) => line.startsWith('GET /list'));
    expect(row?.split(/\s{2,}/)).toEqual([
      'GET /list',
      '12000',
      '<1',
      '2',
      '0.60',
      '0.75',
      '0',
      '25',
      '150.0',
    ]);
    expect(report).toContain("of bare Koa's req/s with a tiny JSON: met (GET /list 0.60)");
    expect(report).toContain('answering the same body: met (GET /list 0.75)');
    expect(report).toContain('under read load: 150.0 MB (target < 250 MB: met); including sign-in 280.0 MB');
    expect(report).toContain('load average 0.50 at the start, 1.50 at the end');
  });

  it('says NOT met when a read falls under half of bare Koa', () => {
    const report = formatReport(
      [
        result({ name: 'bare', kind: 'baseline', reqPerSec: 20_000 }),
        result({ name: 'GET /slow', kind: 'read', reqPerSec: 9_000 }),
      ],
      settings,
    );
    expect(report).toContain('with a tiny JSON: NOT met (GET /slow 0.45)');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, createMemoryLogger, redact, silentLogger } from './logger';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logger', () => {
  it('writes one JSON line per event with time, level, message and the fields', () => {
    const lines: string[] = [];
    const logger = createLogger({
      write: (line) => lines.push(line),
      now: () => new Date('2030-01-01T00:00:00.000Z'),
    });
    logger.info('request', { method: 'GET', status: 200 });
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { time: '2030-01-01T00:00:00.000Z', level: 'info', msg: 'request', method: 'GET', status: 200 },
    ]);
  });

  it('never writes a secret, however deep or however it is spelled', () => {
    const { logger, lines } = createMemoryLogger();
    logger.warn('sign-in', {
      email: 'ann@example.com',
      Password: 'hunter2',
      nested: { accessToken: 'abc', totpCode: '123456', headers: { Authorization: 'Bearer x' } },
      error: new Error('boom'),
    });
    const line = lines.join('\n');
    for (const secret of ['hunter2', 'abc', '123456', 'Bearer x']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      email: 'ann@example.com',
      error: { name: 'Error', message: 'boom' },
    });
  });

  it('drops a line below its level before looking at its fields', () => {
    const { logger, lines } = createMemoryLogger('warn');
    const fields = {
      get password(): string {
        throw new Error('a dropped line must not be redacted or formatted');
      },
    };
    logger.info('request', fields);
    logger.debug('detail', fields);
    expect(lines).toEqual([]);
  });

  it('has a silent logger that writes nothing and reads nothing', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const fields = {
      get status(): number {
        throw new Error('the silent logger must not read fields');
      },
    };
    silentLogger.error('failure', fields);
    expect(write).not.toHaveBeenCalled();
  });

  it('writes routine lines to stdout once per turn of the event loop, warnings at once', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const logger = createLogger({ level: 'info' });
    logger.info('first');
    logger.info('second');
    expect(write).not.toHaveBeenCalled();
    await nextTurn();
    expect(write).toHaveBeenCalledTimes(1);
    const batch = String(write.mock.calls[0]?.[0]);
    expect(
      batch
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['first', 'second']);

    logger.info('third');
    logger.warn('careful');
    // The warning goes out with what was waiting, in order, without waiting for the turn to end.
    expect(write).toHaveBeenCalledTimes(2);
    expect(String(write.mock.calls[1]?.[0])).toMatch(/"msg":"third"[^\n]*\n[^\n]*"msg":"careful"/);
    await nextTurn();
    expect(write).toHaveBeenCalledTimes(2);
  });
});

describe('redact', () => {
  it('copies without changing the input and bounds the depth', () => {
    const input = { a: { token: 't', b: [{ secret: 's', ok: 1 }] } };
    expect(redact(input)).toEqual({ a: { token: '[redacted]', b: [{ secret: '[redacted]', ok: 1 }] } });
    expect(input.a.token).toBe('t');
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 10; i++) deep = { next: deep };
    expect(JSON.stringify(redact(deep))).toContain('[truncated]');
  });
});

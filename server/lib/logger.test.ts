import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, createMemoryLogger, silentLogger } from './logger';

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
});

/**
 * Password hashing (decision 7): scrypt at the production cost works (its memory needs a raised
 * maxmem), hashes are salted, and a hash made at one cost verifies after the cost changes.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCTION_SCRYPT } from '../../config';
import { HttpError } from '../../http/errors';
import { createPasswordHasher } from './passwords';

const cheap = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1, maxConcurrent: 2 });

describe('password hashing', () => {
  it('hashes and verifies at the production cost N=2^17, r=8, p=1', async () => {
    const production = createPasswordHasher({ ...PRODUCTION_SCRYPT, maxConcurrent: 1 });
    const stored = await production.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await production.verify('correct horse', stored)).toBe(true);
    expect(await production.verify('correct horsE', stored)).toBe(false);
  }, 20_000);

  it('salts every hash and verifies across costs', async () => {
    const first = await cheap.hash('same words');
    const second = await cheap.hash('same words');
    expect(first).not.toBe(second);
    const stronger = createPasswordHasher({ N: 2 ** 11, r: 8, p: 1, maxConcurrent: 1 });
    expect(await stronger.verify('same words', first)).toBe(true);
  });

  it('refuses what is not one of its hashes', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$x$8$1$c2FsdA==$a2V5', 'bcrypt$2$...']) {
      expect(await cheap.verify('anything', stored)).toBe(false);
    }
  });

  it('answers 503 with Retry-After at once when every slot is busy and the queue is full', async () => {
    const bounded = createPasswordHasher({ N: 2 ** 12, r: 8, p: 1, maxConcurrent: 1, maxWaiting: 1 });
    const stored = await cheap.hash('second');
    const running = bounded.hash('first');
    const queued = bounded.verify('second', stored);
    const refused = bounded.burn('third');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    // The running and the queued work still finish.
    expect(await running).toMatch(/^scrypt\$/);
    expect(await queued).toBe(true);
  });
});

/**
 * Password hashing (decision 7): argon2id at the production cost in the PHC form, salted, an older
 * scrypt hash still verifies and asks to be rehashed, a forged cost is refused, and the limiter
 * answers 503 once its queue is full.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ARGON2 } from '../../config';
import { HttpError } from '../../http/errors';
import { createPasswordHasher } from './passwords';

const cheap = createPasswordHasher({ memoryKiB: 64, passes: 2, parallelism: 1, maxConcurrent: 2 });

/** A hash as the server made them before argon2id: scrypt N=2^14 here (2^17 then), r=8, p=1. */
const legacyScrypt = (password: string, N = 2 ** 14): string => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
};

describe('password hashing', () => {
  it('hashes and verifies with argon2id at OWASP’s cost: m=19456 KiB, t=2, p=1, 16-byte salt', async () => {
    const production = createPasswordHasher({ ...PRODUCTION_ARGON2, maxConcurrent: 1 });
    const stored = await production.hash('correct horse');
    // 16 bytes of salt and 32 of hash, unpadded base64.
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await production.verify('correct horse', stored)).toBe(true);
    expect(await production.verify('correct horsE', stored)).toBe(false);
    expect(production.needsRehash(stored)).toBe(false);
  });

  it('salts every hash and verifies a hash made at another cost', async () => {
    const first = await cheap.hash('same words');
    const second = await cheap.hash('same words');
    expect(first).not.toBe(second);
    const stronger = createPasswordHasher({ memoryKiB: 128, passes: 3, parallelism: 1, maxConcurrent: 1 });
    expect(await stronger.verify('same words', first)).toBe(true);
    expect(stronger.needsRehash(first)).toBe(true);
  });

  it('verifies a scrypt hash of before and asks for it to be rehashed', async () => {
    const stored = legacyScrypt('old secret');
    expect(await cheap.verify('old secret', stored)).toBe(true);
    expect(await cheap.verify('old secreT', stored)).toBe(false);
    expect(cheap.needsRehash(stored)).toBe(true);
  });

  it('refuses what is not one of its hashes, and a stored cost too large to run', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$x$8$1$c2FsdA==$a2V5',
      'bcrypt$2$...',
      '$argon2i$v=19$m=64,t=2,p=1$c2FsdHNhbHRzYWx0$a2V5',
      '$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHRzYWx0$a2V5',
      `scrypt$${2 ** 24}$8$1$c2FsdA==$a2V5`,
    ]) {
      expect(await cheap.verify('anything', stored)).toBe(false);
    }
  });

  it('answers 503 with Retry-After at once when every slot is busy and the queue is full', async () => {
    const bounded = createPasswordHasher({
      ...PRODUCTION_ARGON2,
      maxConcurrent: 1,
      maxWaiting: 1,
    });
    const stored = await cheap.hash('second');
    const running = bounded.hash('first');
    const queued = bounded.verify('second', stored);
    const refused = bounded.burn('third');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    // The running and the queued work still finish.
    expect(await running).toMatch(/^\$argon2id\$/);
    expect(await queued).toBe(true);
  });
});

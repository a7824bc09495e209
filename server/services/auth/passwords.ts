/**
 * Password hashing with scrypt from node:crypto (decision 7). The stored form carries its own cost,
 * `scrypt$N$r$p$salt$hash` (base64), so a hash made at one cost still verifies after the cost changes.
 */
import { randomBytes, scrypt as scryptCallback, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../../http/errors';
import { createLimiter, LimiterFullError } from '../../lib/limiter';
import { safeEqual } from '../../lib/crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not a hash of ours. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown email answers as slowly as a known one. */
  burn(password: string): Promise<void>;
}

export interface HashingLimits {
  /** Hashes running at once; each holds 128·N·r bytes (128 MiB at the production cost). */
  maxConcurrent: number;
  /**
   * Hashes that may wait for a slot. Beyond it a sign-in answers 503 with Retry-After at once, so a
   * burst cannot queue requests (and their sockets) without end. Default 32: about 10 s of work at
   * the production cost on one slot.
   */
  maxWaiting?: number;
}

export const DEFAULT_MAX_WAITING_HASHES = 32;
/** What a client waits before retrying a sign-in the server was too busy to take. */
const BUSY_RETRY_AFTER_SECONDS = 5;

const busyHashing = () =>
  new HttpError(503, 'The server is busy. Please try again in a few seconds.', {
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
  });

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is below the production cost.
    const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const parse = (stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
};

export function createPasswordHasher(params: ScryptParams & HashingLimits): PasswordHasher {
  const limiter = createLimiter(params.maxConcurrent, {
    maxWaiting: params.maxWaiting ?? DEFAULT_MAX_WAITING_HASHES,
  });
  const run = async (password: string, salt: Buffer, cost: ScryptParams) => {
    try {
      return await limiter.run(() => derive(password, salt, cost));
    } catch (error) {
      if (error instanceof LimiterFullError) throw busyHashing();
      throw error;
    }
  };
  const dummySalt = randomBytes(SALT_BYTES);

  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await run(password, salt, params);
      return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join(
        '$',
      );
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await run(password, parsed.salt, parsed.params);
      return safeEqual(key, parsed.key);
    },
    async burn(password) {
      await run(password, dummySalt, params);
    },
  };
}

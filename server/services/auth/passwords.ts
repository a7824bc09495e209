/**
 * Password hashing (decision 7): argon2id from node:crypto at least at OWASP's minimum (19 MiB,
 * 2 passes, 1 lane, 16-byte salt), stored in the PHC string form every argon2 library reads:
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (unpadded base64). A hash carries its own cost, so
 * one made at an older cost still verifies, and `needsRehash` tells the sign-in to replace it.
 * Hashes made earlier with scrypt (`scrypt$N$r$p$salt$hash`) are verified as they are and rehashed
 * at the next successful sign-in.
 *
 * Each argon2 hash holds its memory (19 MiB) while it runs on libuv's thread pool, so a limiter
 * bounds how many run at once (memory: maxConcurrent × m) and how many may wait; past that a
 * sign-in answers 503 with Retry-After at once rather than queueing without end.
 */
import {
  argon2 as argon2Callback,
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
} from 'node:crypto';
import { HttpError } from '../../http/errors';
import { createLimiter, LimiterFullError } from '../../lib/limiter';
import { safeEqual } from '../../lib/crypto';

/** The cost of a new hash: memory in KiB, passes (t), lanes (p). */
export interface Argon2Params {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not a hash of ours. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when `stored` is not argon2id at the current cost (scrypt, or weaker): replace it after a sign-in. */
  needsRehash(stored: string): boolean;
  /** Spends the time of one verification, so an unknown email answers as slowly as a known one. */
  burn(password: string): Promise<void>;
}

export interface HashingLimits {
  /** Hashes running at once; each holds memoryKiB while it runs. */
  maxConcurrent: number;
  /** Hashes that may wait for a slot; one more answers 503 with Retry-After at once. */
  maxWaiting?: number;
}

export type PasswordHashingConfig = Argon2Params & HashingLimits;

/** Enough waiting work for about two seconds at the production cost on two slots. */
export const DEFAULT_MAX_WAITING_HASHES = 64;
/** What a client waits before retrying a sign-in the server was too busy to take. */
const BUSY_RETRY_AFTER_SECONDS = 5;

const busyHashing = () =>
  new HttpError(503, 'The server is busy. Please try again in a few seconds.', {
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
  });

const TAG_BYTES = 32;
const SALT_BYTES = 16;
const ARGON2_VERSION = 19;
/** scrypt keys were 64 bytes (the legacy format). */
const SCRYPT_KEY_BYTES = 64;

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
const unb64 = (text: string) => Buffer.from(text, 'base64');

const deriveArgon2 = (password: string, salt: Buffer, cost: Argon2Params): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    argon2Callback(
      'argon2id',
      {
        message: password.normalize('NFKC'),
        nonce: salt,
        parallelism: cost.parallelism,
        memory: cost.memoryKiB,
        passes: cost.passes,
        tagLength: TAG_BYTES,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const deriveScrypt = (password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is below the old production cost.
    const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
    scryptCallback(password.normalize('NFKC'), salt, SCRYPT_KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

type ParsedHash =
  | { kind: 'argon2id'; cost: Argon2Params; salt: Buffer; key: Buffer }
  | { kind: 'scrypt'; cost: ScryptCost; salt: Buffer; key: Buffer };

const positiveInts = (...values: number[]) => values.every((v) => Number.isInteger(v) && v > 0);

/** The largest costs a stored hash may ask for: a forged record cannot make a sign-in eat the memory. */
const MAX_ARGON2_MEMORY_KIB = 1024 * 1024;
const MAX_SCRYPT_BYTES = 512 * 1024 * 1024;

function parseArgon2(stored: string): ParsedHash | null {
  // ['', 'argon2id', 'v=19', 'm=…,t=…,p=…', salt, hash]
  const [empty, scheme, version, costs, salt, key] = stored.split('$');
  if (empty !== '' || scheme !== 'argon2id' || version !== `v=${ARGON2_VERSION}` || !salt || !key)
    return null;
  const match = /^m=(\d+),t=(\d+),p=(\d+)$/.exec(costs ?? '');
  if (!match) return null;
  const cost = { memoryKiB: Number(match[1]), passes: Number(match[2]), parallelism: Number(match[3]) };
  if (!positiveInts(cost.memoryKiB, cost.passes, cost.parallelism)) return null;
  if (cost.memoryKiB > MAX_ARGON2_MEMORY_KIB || cost.memoryKiB < 8 * cost.parallelism) return null;
  return { kind: 'argon2id', cost, salt: unb64(salt), key: unb64(key) };
}

function parseScrypt(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!positiveInts(cost.N, cost.r, cost.p) || 128 * cost.N * cost.r > MAX_SCRYPT_BYTES) return null;
  return { kind: 'scrypt', cost, salt: unb64(salt), key: unb64(key) };
}

const parse = (stored: string): ParsedHash | null => parseArgon2(stored) ?? parseScrypt(stored);

export function createPasswordHasher(config: PasswordHashingConfig): PasswordHasher {
  const cost: Argon2Params = {
    memoryKiB: config.memoryKiB,
    passes: config.passes,
    parallelism: config.parallelism,
  };
  const limiter = createLimiter(config.maxConcurrent, {
    maxWaiting: config.maxWaiting ?? DEFAULT_MAX_WAITING_HASHES,
  });
  const limited = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await limiter.run(task);
    } catch (error) {
      if (error instanceof LimiterFullError) throw busyHashing();
      throw error;
    }
  };
  const dummySalt = randomBytes(SALT_BYTES);

  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await limited(() => deriveArgon2(password, salt, cost));
      const costs = `m=${cost.memoryKiB},t=${cost.passes},p=${cost.parallelism}`;
      return `$argon2id$v=${ARGON2_VERSION}$${costs}$${b64(salt)}$${b64(key)}`;
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await limited(() =>
        parsed.kind === 'argon2id'
          ? deriveArgon2(password, parsed.salt, parsed.cost)
          : deriveScrypt(password, parsed.salt, parsed.cost),
      );
      return safeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      if (parsed?.kind !== 'argon2id') return true;
      return (
        parsed.cost.memoryKiB < cost.memoryKiB ||
        parsed.cost.passes < cost.passes ||
        parsed.cost.parallelism !== cost.parallelism
      );
    },
    async burn(password) {
      await limited(() => deriveArgon2(password, dummySalt, cost));
    },
  };
}

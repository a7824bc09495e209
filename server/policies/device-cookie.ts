/**
 * The device cookie of the sign-in limits (issue 13): a random id the browser keeps after a
 * successful sign-in, so that the device keeps its own allowance on that account even when its
 * address changes. It opens nothing by itself; only its SHA-256 is stored.
 */
import type { Context } from 'koa';
import { randomToken, sha256Hex } from '../lib/crypto';

export const DEVICE_COOKIE = 'device';
/** Browsers cap a cookie's lifetime at 400 days. */
const MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of the caller's device id, when it sent a well-formed one. */
export function deviceOf(ctx: Context): string | undefined {
  const id = ctx.cookies.get(DEVICE_COOKIE);
  return id && DEVICE_ID.test(id) ? sha256Hex(id) : undefined;
}

/** The caller's device (a new one, set as a cookie, when it has none); its stored form. */
export function ensureDevice(ctx: Context): string {
  const known = deviceOf(ctx);
  if (known) return known;
  const id = randomToken();
  ctx.cookies.set(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/api',
    maxAge: MAX_AGE_MS,
  });
  return sha256Hex(id);
}

/**
 * Small crypto helpers over node:crypto: opaque tokens, their stored form, and a comparison that
 * takes the same time whatever the inputs.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe (decision 8). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * The only form in which a token is stored (decision 8). One-shot `hash` (Node ≥ 21.7): no Hash
 * object per call, and every authenticated request hashes its token.
 */
export const sha256Hex = (value: string): string => hash('sha256', value, 'hex');

/** Constant-time equality of two byte strings; false when the lengths differ. */
export const safeEqual = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && timingSafeEqual(a, b);

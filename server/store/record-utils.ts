/**
 * Small rules both adapters share, so that they agree on what a key is and how lists are ordered.
 */

/** The unique form of an email: trimmed and lowercased (emails are unique case-insensitively). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Newest first by ISO `createdAt` (ISO strings of one format sort like the instants they name). */
export const newestFirst = <T extends { createdAt: string }>(a: T, b: T): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** Ascending by id, for content that has no order of its own (testimonials, showcase). */
export const byId = <T extends { id: string }>(a: T, b: T): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Splits a patch into fields to set and fields to remove (an `undefined` value removes an optional
 * field), dropping the keys a patch may not change.
 */
export function splitPatch(
  patch: object,
  fixedKeys: readonly string[],
): { set: Record<string, unknown>; unset: string[] } {
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (fixedKeys.includes(key)) continue;
    if (value === undefined) unset.push(key);
    else set[key] = value;
  }
  return { set, unset };
}

/** The record with a patch applied: fixed keys are kept, an `undefined` value removes the field. */
export function patched<T extends object>(record: T, patch: object, fixedKeys: readonly string[]): T {
  const { set, unset } = splitPatch(patch, fixedKeys);
  const next: Record<string, unknown> = { ...record, ...set };
  for (const key of unset) delete next[key];
  return next as T;
}

/** True when the ISO instant is at or before `now`. */
export const hasExpired = (iso: string, now: Date): boolean => Date.parse(iso) <= now.getTime();

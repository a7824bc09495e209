/** Helpers the embedded store's repositories share. */
import { splitPatch } from '../record-utils';

/**
 * Freezes a stored row and everything in it. Rows are their own JSON round trip (see Table.put),
 * so plain objects and arrays are all there is to freeze. A frozen row can leave the store as it
 * is: no caller can change what is stored through it (a write throws), and a change is a new row
 * (`patched`, Table.put), never an edit of this one. That spares a copy of every row on every read.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}

/** True when the ISO instant is at or before `now`. */
export const hasExpired = (iso: string, now: Date): boolean => Date.parse(iso) <= now.getTime();

/** The row with a patch applied: fixed keys are kept, an `undefined` value removes the field. */
export function patched<T extends object>(row: T, patch: object, fixedKeys: readonly string[]): T {
  const { set, unset } = splitPatch(patch, fixedKeys);
  const next: Record<string, unknown> = { ...row, ...set };
  for (const key of unset) delete next[key];
  return next as T;
}

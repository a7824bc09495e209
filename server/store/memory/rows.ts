/** Helpers the embedded store's repositories share: rows leave the store only as copies. */
import { splitPatch } from '../record-utils';

export const copy = <T>(row: T): T => structuredClone(row);

export const copyOrNull = <T>(row: T | undefined): T | null => (row === undefined ? null : copy(row));

/** True when the ISO instant is at or before `now`. */
export const hasExpired = (iso: string, now: Date): boolean => Date.parse(iso) <= now.getTime();

/** The row with a patch applied: fixed keys are kept, an `undefined` value removes the field. */
export function patched<T extends object>(row: T, patch: object, fixedKeys: readonly string[]): T {
  const { set, unset } = splitPatch(patch, fixedKeys);
  const next: Record<string, unknown> = { ...row, ...set };
  for (const key of unset) delete next[key];
  return next as T;
}

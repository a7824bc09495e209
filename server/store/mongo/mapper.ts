/** Between port records and MongoDB documents, and from MongoDB's duplicate-key error to the port's. */
import type { Model } from 'mongoose';
import { DuplicateKeyError } from '../port';
import { splitPatch } from '../record-utils';

/** A copy of a record with its `id` as the document's `_id`; undefined fields are left out. */
export function toDoc<R extends { id: string }>(record: R): Omit<R, 'id'> & { _id: string } {
  const { id, ...rest } = structuredClone(record);
  return { _id: id, ...withoutUndefined(rest) };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * A lean document as a record: a string `_id` becomes `id`, a generated ObjectId `_id` (collections keyed
 * by another field) is dropped, and Dates become ISO strings again.
 */
export function toRecord<R>(doc: object | null | undefined): R | null {
  if (!doc) return null;
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === '__v') continue;
    if (key === '_id') {
      if (typeof value === 'string') record.id = value;
      continue;
    }
    record[key] = value instanceof Date ? value.toISOString() : value;
  }
  return record as R;
}

export const toRecords = <R>(docs: object[]): R[] => docs.map((doc) => toRecord<R>(doc) as R);

/** A patch as a MongoDB update: `$set` the given fields, `$unset` those set to undefined. */
export function toUpdate(
  patch: object,
  fixedKeys: readonly string[],
): Record<string, Record<string, unknown>> {
  const { set, unset } = splitPatch(patch, fixedKeys);
  const update: Record<string, Record<string, unknown>> = {};
  if (Object.keys(set).length > 0) update.$set = set;
  if (unset.length > 0) update.$unset = Object.fromEntries(unset.map((key) => [key, 1]));
  return update;
}

interface MongoDuplicate {
  code: 11000;
  keyPattern?: Record<string, unknown>;
}

export const isDuplicate = (error: unknown): error is MongoDuplicate =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/** The port's name for the key a duplicate-key error is about. */
function duplicateKeyName(error: MongoDuplicate): string {
  const field = Object.keys(error.keyPattern ?? {})[0] ?? 'id';
  return field === '_id' ? 'id' : field;
}

/** Runs an insert or update and turns MongoDB's E11000 into DuplicateKeyError. */
export async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicate(error)) throw new DuplicateKeyError(duplicateKeyName(error));
    throw error;
  }
}

/** Runs an insert; false when MongoDB refused it as a duplicate (create-if-absent). */
export async function insertedOnce(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

/** Patches the document with this `_id` and returns it as a record (null when there is none). */
export async function patchById<R, D extends { _id: string }>(
  model: Model<D>,
  id: string,
  patch: object,
  fixedKeys: readonly string[],
): Promise<R | null> {
  const update = toUpdate(patch, [...fixedKeys, '_id']);
  if (Object.keys(update).length === 0) return toRecord<R>(await model.findById(id).lean());
  return toRecord<R>(await model.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }).lean());
}

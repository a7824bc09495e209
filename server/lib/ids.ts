import { randomBytes } from 'node:crypto';

/** A new random record id: 24 hex characters (96 bits), the shape of a MongoDB ObjectId. */
export const newId = (): string => randomBytes(12).toString('hex');

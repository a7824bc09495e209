import { createHash } from 'node:crypto';

/**
 * A stable id for a seeded record: 24 hex characters (the shape of a MongoDB ObjectId) derived from
 * a key, so a second seed run targets the same records and image URLs stay the same.
 */
export const seedId = (key: string): string =>
  createHash('sha256').update(`seed:${key}`).digest('hex').slice(0, 24);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` days (and `hours` hours) before `now`, as an ISO timestamp. */
export const isoDaysAgo = (now: Date, days: number, hours = 0): string =>
  new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000).toISOString();

/** The calendar date `days` days before `now` (YYYY-MM-DD, UTC). */
export const dateDaysAgo = (now: Date, days: number): string => isoDaysAgo(now, days).slice(0, 10);

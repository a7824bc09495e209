import { leadScoreForTracking, type LeadSource, type TrackingRecord } from '@contract';
import { db } from '../db';
import { nextId, nowIso } from '../lib/ids';

/**
 * Stores a lead when a call carried a tracking record (decision 25), scored from the record as the
 * server does, so the admin leads list grows in stories that register or order.
 */
export const recordLead = (
  source: LeadSource,
  tracking: TrackingRecord | undefined,
  email?: string,
): void => {
  if (!tracking) return;
  db.leads.unshift({
    id: nextId('lead'),
    createdAt: nowIso(),
    source,
    email,
    tracking,
    leadScore: leadScoreForTracking(tracking),
  });
};

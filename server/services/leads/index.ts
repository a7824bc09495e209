/**
 * Leads (decision 25): the tracking record that rides on a registration, a project, a health
 * check, a domain order or a credit claim, stored with the score the server computes itself.
 */
import { leadScoreForTracking } from '@contract/lead-score';
import { trackingRecordSchema, type Lead, type LeadSource, type TrackingRecord } from '@contract/tracking';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { Store } from '../../store/port';
import type { LeadRecord } from '../../store/records';

/**
 * One browser session repeating a call (checking ten sites, retrying an order) within this window is
 * one lead: the first is kept, the repeats would only fill the store with copies of its tracking.
 */
export const LEAD_DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface LeadService {
  /**
   * Stores a lead when a tracking record came with the call, once per session, source and email
   * within LEAD_DEDUPE_WINDOW_MS; never fails the call it rides on.
   */
  record(source: LeadSource, tracking: TrackingRecord | undefined, email?: string): Promise<void>;
  /** Newest first, for the admin. */
  list(): Promise<Lead[]>;
}

const toLead = (record: LeadRecord): Lead | null => {
  const tracking = trackingRecordSchema.safeParse(record.tracking);
  if (!tracking.success) return null;
  return {
    id: record.id,
    createdAt: record.createdAt,
    source: record.source as LeadSource,
    email: record.email,
    tracking: tracking.data,
    leadScore: record.leadScore,
  };
};

export function createLeadService(deps: { store: Store; clock: Clock; logger: Logger }): LeadService {
  return {
    async record(source, tracking, email) {
      if (!tracking) return;
      const now = deps.clock.now();
      try {
        const lead = {
          id: newId(),
          source,
          email,
          // The client's lead_score is advisory; the stored score is the server's own.
          leadScore: leadScoreForTracking(tracking),
          tracking: { ...tracking },
          createdAt: now.toISOString(),
        };
        await deps.store.leads.createUnlessRecent(lead, new Date(now.getTime() - LEAD_DEDUPE_WINDOW_MS));
      } catch (error) {
        deps.logger.warn('lead not stored', { source, error });
      }
    },
    async list() {
      const records = await deps.store.leads.list();
      return records.map(toLead).filter((lead): lead is Lead => lead !== null);
    },
  };
}

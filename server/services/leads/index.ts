/**
 * Leads (decision 25): the tracking record that rides on a registration, a project, a health
 * check, a domain order or a credit claim, stored with the score the server computes itself.
 */
import { leadScoreForTracking } from '../../../contract/lead-score';
import {
  trackingRecordSchema,
  type Lead,
  type LeadSource,
  type TrackingRecord,
} from '../../../contract/tracking';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { Store } from '../../store/port';
import type { LeadRecord } from '../../store/records';

export interface LeadService {
  /** Stores a lead when a tracking record came with the call; never fails the call it rides on. */
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
      try {
        await deps.store.leads.create({
          id: newId(),
          source,
          email,
          // The client's lead_score is advisory; the stored score is the server's own.
          leadScore: leadScoreForTracking(tracking),
          tracking: { ...tracking },
          createdAt: deps.clock.now().toISOString(),
        });
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

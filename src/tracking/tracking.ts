/**
 * The tracking record a lead-bearing call carries (decision 25): registration, project creation,
 * health check, domain order and credit claim. Service adapters call `trackingRecord(source)` (or
 * build their actor with `trackedRouteActor`) and put the answer in the call's `tracking` field.
 * Browser-only: call it from a service adapter or an effect, never during render.
 */
import type { LeadSource, TrackingRecord } from '@contract/tracking';
import { currentVisit } from './current-visit';
import { captureSessionAttribution } from './session-attribution';

export interface TrackingExtras {
  /** The visitor's industry, when the form asked for it. */
  industry?: string;
}

/**
 * The record for a call from this page; undefined when none can be made. Never rejects: a lead
 * that cannot be attributed must not cost the call it rides on.
 */
export const trackingRecord = async (
  formSource: LeadSource,
  { industry }: TrackingExtras = {},
): Promise<TrackingRecord | undefined> => {
  try {
    const { buildTrackingRecord } = await import('./tracking-record');
    // Normally captured on the landing page already; a call before that effect captures it here.
    const attribution = captureSessionAttribution(currentVisit());
    return buildTrackingRecord(attribution, {
      currentPage: window.location.pathname,
      userAgent: navigator.userAgent,
      now: new Date(),
      formSource,
      industry,
    });
  } catch {
    return undefined;
  }
};

/**
 * Marketing attribution (spec part 1 §3, part 2 §3) and the leads the server stores from it
 * (decision 25).
 */
import { z } from './zod';
import { LIMITS } from './catalogue';
import { TEXT_MAX, emailSchema, idSchema, isoDateTimeSchema, percentScoreSchema } from './fields';

const trackingText = (max: number) => z.string().trim().max(max);
/** Marketing attribution captured once per browser session (decision 25); snake_case as in the spec. */
export const trackingRecordSchema = z.object({
  utm_source: trackingText(TEXT_MAX.shortText).optional(),
  utm_medium: trackingText(TEXT_MAX.shortText).optional(),
  utm_campaign: trackingText(TEXT_MAX.shortText).optional(),
  utm_term: trackingText(TEXT_MAX.shortText).optional(),
  utm_content: trackingText(TEXT_MAX.shortText).optional(),
  current_page: trackingText(TEXT_MAX.url),
  /** The referring URL, or "direct". */
  referrer: trackingText(TEXT_MAX.url),
  landing_page: trackingText(TEXT_MAX.url),
  city_targeting: trackingText(LIMITS.nameMax).optional(),
  country_targeting: trackingText(LIMITS.nameMax).optional(),
  industry_targeting: trackingText(LIMITS.nameMax).optional(),
  session_id: trackingText(TEXT_MAX.sessionId).min(1),
  timestamp: isoDateTimeSchema,
  user_agent: trackingText(TEXT_MAX.userAgent).optional(),
  form_source: trackingText(LIMITS.nameMax).optional(),
  lead_score: percentScoreSchema,
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/**
 * Tracking as a request field: optional, and a malformed record is dropped rather than failing
 * the registration, project, order or claim it rides on — attribution must never cost a sale.
 */
export const trackingFieldSchema = trackingRecordSchema.optional().catch(undefined);

/** Which call a lead came in with. */
export const LEAD_SOURCES = ['register', 'project', 'health_check', 'domain_order', 'credit_claim'] as const;
export const leadSourceSchema = z.enum(LEAD_SOURCES);
export type LeadSource = z.infer<typeof leadSourceSchema>;
export const leadSchema = z.object({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  source: leadSourceSchema,
  email: emailSchema.optional(),
  tracking: trackingRecordSchema,
  /** Computed by the server from the tracking record (the client's lead_score is advisory). */
  leadScore: percentScoreSchema,
});
export type Lead = z.infer<typeof leadSchema>;

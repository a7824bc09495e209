/**
 * The tracking record of spec part 1 §3 / part 2 §3 from a session's attribution and the page a
 * form is sent from: location targeting read from a blog location path
 * (`/blog/{country}/emergency-website-development-{city}`), the lead score of part 1 §9
 * (contract/lead-score.ts), and every field cut to the contract's limits, because the server drops
 * a record that breaks them (attribution never costs a sale, but a dropped record is a lost lead).
 * Loaded with the first call that carries it, next to the data layer's schemas.
 */
import { LIMITS } from '@contract/catalogue';
import { TEXT_MAX } from '@contract/fields';
import { leadScoreForTracking, parseLocationPath } from '@contract/lead-score';
import { trackingRecordSchema, type LeadSource, type TrackingRecord } from '@contract/tracking';
import { UTM_FIELDS, type SessionAttribution } from './session-attribution';

/** What the page adds to the session's attribution when a form is sent. */
export interface TrackingContext {
  /** The path the form is sent from. */
  currentPage: string;
  userAgent?: string;
  now: Date;
  /** Which call the lead comes with. */
  formSource: LeadSource;
  /** The visitor's industry when a form asked for it (onboarding's project). */
  industry?: string;
}

const cut = (value: string | undefined, max: number): string | undefined =>
  value === undefined ? undefined : value.trim().slice(0, max) || undefined;

/** Present fields only: the contract's optional fields are absent, never undefined on the wire. */
const compact = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;

/** The record, or undefined when it cannot be valid (no session id). */
export const buildTrackingRecord = (
  attribution: SessionAttribution,
  context: TrackingContext,
): TrackingRecord | undefined => {
  const location = parseLocationPath(attribution.landingPage) ?? parseLocationPath(context.currentPage);
  const utm = Object.fromEntries(
    UTM_FIELDS.map((field) => [field, cut(attribution.utm[field], TEXT_MAX.shortText)]),
  );
  const unscored = {
    ...utm,
    current_page: cut(context.currentPage, TEXT_MAX.url) ?? '/',
    referrer: cut(attribution.referrer, TEXT_MAX.url) ?? 'direct',
    landing_page: cut(attribution.landingPage, TEXT_MAX.url) ?? '/',
    city_targeting: cut(location?.city, LIMITS.nameMax),
    country_targeting: cut(location?.country, LIMITS.nameMax),
    industry_targeting: cut(context.industry, LIMITS.nameMax),
    session_id: attribution.sessionId.slice(0, TEXT_MAX.sessionId),
    timestamp: context.now.toISOString(),
    user_agent: cut(context.userAgent, TEXT_MAX.userAgent),
    form_source: context.formSource,
  };
  const parsed = trackingRecordSchema.safeParse(
    compact({ ...unscored, lead_score: leadScoreForTracking(unscored) }),
  );
  return parsed.success ? parsed.data : undefined;
};

/**
 * The lead score of spec part 1 §9, from the catalogue's weights. Pure, so the client (to send
 * lead_score) and the server (to store the score it trusts) compute the same number.
 */
import { LEAD_SCORE } from './catalogue';
import type { TrackingRecord } from './tracking';

export interface LeadScoreInput {
  /** Paths or URLs the visitor came through (landing page, current page). */
  pages?: readonly (string | undefined)[];
  industry?: string;
  city?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** Lowercase, with hyphens and underscores read as spaces: "Silicon-Valley" → "silicon valley". */
const normalise = (value: string | undefined): string =>
  (value ?? '').toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The best weight whose key occurs in the value. One page, industry or city counts once, so
 * "fintech healthcare" scores as fintech, not as both.
 */
const bestContained = (weights: Readonly<Record<string, number>>, value: string | undefined): number => {
  const text = normalise(value);
  if (!text) return 0;
  let best = 0;
  for (const [key, weight] of Object.entries(weights)) {
    if (text.includes(normalise(key))) best = Math.max(best, weight);
  }
  return best;
};

const exactWeight = (weights: Readonly<Record<string, number>>, value: string | undefined): number =>
  weights[normalise(value)] ?? 0;

export const computeLeadScore = (input: LeadScoreInput): number => {
  const page = Math.max(0, ...(input.pages ?? []).map((path) => bestContained(LEAD_SCORE.pages, path)));
  const campaign = bestContained(LEAD_SCORE.campaignContains, input.utmCampaign);
  const score =
    LEAD_SCORE.base +
    page +
    bestContained(LEAD_SCORE.industries, input.industry) +
    bestContained(LEAD_SCORE.cities, input.city) +
    exactWeight(LEAD_SCORE.utmSources, input.utmSource) +
    exactWeight(LEAD_SCORE.utmMediums, input.utmMedium) +
    campaign;
  return Math.min(LEAD_SCORE.max, score);
};

export interface LocationTarget {
  country: string;
  city: string;
}

const LOCATION_PATH = /^\/blog\/([^/]+)\/emergency-website-development-([^/]+)\/?$/i;

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const words = (segment: string): string => decode(segment).replace(/-+/g, ' ').trim();

/**
 * Reads `/blog/{country}/emergency-website-development-{city}` (a full URL, a query or a hash
 * may follow); null for any other path.
 */
export const parseLocationPath = (path: string): LocationTarget | null => {
  let pathname = path;
  try {
    pathname = new URL(path, 'http://local.invalid').pathname;
  } catch {
    // Not parseable as a URL: match the text as given.
  }
  const match = LOCATION_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const country = words(match[1]);
  const city = words(match[2]);
  return country && city ? { country, city } : null;
};

/** The score of a tracking record: its pages, targeting and UTM fields; the city falls back to the landing path. */
export const leadScoreForTracking = (
  tracking: Pick<
    TrackingRecord,
    | 'landing_page'
    | 'current_page'
    | 'industry_targeting'
    | 'city_targeting'
    | 'utm_source'
    | 'utm_medium'
    | 'utm_campaign'
  >,
): number =>
  computeLeadScore({
    pages: [tracking.landing_page, tracking.current_page],
    industry: tracking.industry_targeting,
    city:
      tracking.city_targeting ??
      parseLocationPath(tracking.landing_page)?.city ??
      parseLocationPath(tracking.current_page)?.city,
    utmSource: tracking.utm_source,
    utmMedium: tracking.utm_medium,
    utmCampaign: tracking.utm_campaign,
  });

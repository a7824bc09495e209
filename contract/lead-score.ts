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

/** Which kind of weight of spec part 1 §9 a contribution comes from. */
export type LeadScoreFactor = 'page' | 'industry' | 'city' | 'utmSource' | 'utmMedium' | 'campaign';

/** One weight that applied: its kind, the catalogue's key that matched, and its points. */
export interface LeadScoreContribution {
  factor: LeadScoreFactor;
  /** The catalogue key ('emergency-website', 'dubai', 'google', …). */
  key: string;
  points: number;
}

/** How a score came about: the base, each weight that applied, and the cap if it was reached. */
export interface LeadScoreBreakdown {
  base: number;
  contributions: LeadScoreContribution[];
  /** The sum before the cap. */
  uncapped: number;
  score: number;
  capped: boolean;
}

type Match = { key: string; points: number } | null;

/**
 * The best weight whose key occurs in the value. One page, industry or city counts once, so
 * "fintech healthcare" scores as fintech, not as both.
 */
const bestContained = (weights: Readonly<Record<string, number>>, value: string | undefined): Match => {
  const text = normalise(value);
  if (!text) return null;
  let best: Match = null;
  for (const [key, points] of Object.entries(weights)) {
    if (text.includes(normalise(key)) && points > (best?.points ?? 0)) best = { key, points };
  }
  return best;
};

const exactWeight = (weights: Readonly<Record<string, number>>, value: string | undefined): Match => {
  const key = normalise(value);
  const points = weights[key];
  return points === undefined ? null : { key, points };
};

/** The best of several values (the pages a visitor came through count once). */
const bestOf = (matches: readonly Match[]): Match =>
  matches.reduce<Match>((best, match) => (match && match.points > (best?.points ?? 0) ? match : best), null);

/** The score with the weights that made it (spec part 1 §9): the admin's leads list explains it. */
export const leadScoreBreakdown = (input: LeadScoreInput): LeadScoreBreakdown => {
  const matches: [LeadScoreFactor, Match][] = [
    ['page', bestOf((input.pages ?? []).map((path) => bestContained(LEAD_SCORE.pages, path)))],
    ['industry', bestContained(LEAD_SCORE.industries, input.industry)],
    ['city', bestContained(LEAD_SCORE.cities, input.city)],
    ['utmSource', exactWeight(LEAD_SCORE.utmSources, input.utmSource)],
    ['utmMedium', exactWeight(LEAD_SCORE.utmMediums, input.utmMedium)],
    ['campaign', bestContained(LEAD_SCORE.campaignContains, input.utmCampaign)],
  ];
  const contributions = matches.flatMap(([factor, match]): LeadScoreContribution[] =>
    match ? [{ factor, ...match }] : [],
  );
  const uncapped = contributions.reduce<number>((sum, { points }) => sum + points, LEAD_SCORE.base);
  const score = Math.min(LEAD_SCORE.max, uncapped);
  return { base: LEAD_SCORE.base, contributions, uncapped, score, capped: score < uncapped };
};

export const computeLeadScore = (input: LeadScoreInput): number => leadScoreBreakdown(input).score;

export interface LocationTarget {
  country: string;
  city: string;
}

/** In any language's URL (`/ar/blog/…`, decision 30); any place, served or not (decision 31). */
const LOCATION_PATH = /^(?:\/[a-z]{2})?\/blog\/([^/]+)\/emergency-website-development-([^/]+)\/?$/i;

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

type ScoredTracking = Pick<
  TrackingRecord,
  | 'landing_page'
  | 'current_page'
  | 'industry_targeting'
  | 'city_targeting'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
>;

/** What of a tracking record the score reads; the city falls back to the landing path. */
const scoreInputOf = (tracking: ScoredTracking): LeadScoreInput => ({
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

/** The score of a tracking record: its pages, targeting and UTM fields. */
export const leadScoreForTracking = (tracking: ScoredTracking): number =>
  computeLeadScore(scoreInputOf(tracking));

/** The same score with the weights that made it. */
export const leadScoreBreakdownForTracking = (tracking: ScoredTracking): LeadScoreBreakdown =>
  leadScoreBreakdown(scoreInputOf(tracking));

/**
 * How the health check's score, band and revenue loss agree (issue 22). The server scores a page
 * (server/services/health-check/scoring.ts) and the page shows the band of that score beside the
 * loss; both read the rules here, so "Excellent!" never stands beside money lost.
 *
 * - Bands (spec part 2 §5): 80 and above good, 60 to 79 fair, below 60 poor.
 * - The loss is what the findings cost in visitors, of an assumed $10,000 monthly online revenue.
 * - The band never claims better than the loss allows: a page whose findings cost visitors anything
 *   has "room for improvement" (at most 79, fair); one whose findings cost a tenth of the baseline or
 *   more ($1,000 a month: a very slow load, no mobile layout, hidden from search) has "critical
 *   issues" (at most 59, poor). A missing security header that no visitor meets costs nothing, and
 *   the weighted score alone decides its band.
 */

export type ScoreBand = 'good' | 'fair' | 'poor';

/** The lowest score of each band. */
export const SCORE_BAND_FLOOR = { good: 80, fair: 60 } as const;

/** 80 and above good, 60 to 79 fair, below 60 poor (spec part 2 §5). */
export const scoreBandOf = (score: number): ScoreBand =>
  score >= SCORE_BAND_FLOOR.good ? 'good' : score >= SCORE_BAND_FLOOR.fair ? 'fair' : 'poor';

export const MONTHLY_REVENUE_BASELINE_DOLLARS = 10_000;

/** A monthly loss of this many dollars or more is critical: a tenth of the baseline. */
export const CRITICAL_REVENUE_LOSS_DOLLARS = MONTHLY_REVENUE_BASELINE_DOLLARS / 10;

/** The best band a report with this monthly loss may show. */
export const bestBandFor = (revenueLoss: number): ScoreBand =>
  revenueLoss <= 0 ? 'good' : revenueLoss < CRITICAL_REVENUE_LOSS_DOLLARS ? 'fair' : 'poor';

/** The highest score a report with this monthly loss may show. */
export const highestScoreFor = (revenueLoss: number): number => {
  const band = bestBandFor(revenueLoss);
  return band === 'good' ? 100 : band === 'fair' ? SCORE_BAND_FLOOR.good - 1 : SCORE_BAND_FLOOR.fair - 1;
};

/** The weighted score, capped so that its band agrees with the loss beside it. */
export const agreedScore = (weightedScore: number, revenueLoss: number): number =>
  Math.min(weightedScore, highestScoreFor(revenueLoss));

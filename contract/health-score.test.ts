import { describe, expect, it } from 'vitest';
import {
  agreedScore,
  bestBandFor,
  CRITICAL_REVENUE_LOSS_DOLLARS,
  highestScoreFor,
  scoreBandOf,
  type ScoreBand,
} from './health-score';

/** The colours the report gives a band's score and text, and the revenue-loss box beside it. */
const BAND_COLOUR: Record<ScoreBand, 'green' | 'amber' | 'red'> = { good: 'green', fair: 'amber', poor: 'red' };
const BAND_RANK: Record<ScoreBand, number> = { poor: 0, fair: 1, good: 2 };

/** Every whole score, and monthly losses at and around each threshold up to the $5,000 cap. */
const SCORES = Array.from({ length: 101 }, (_, score) => score);
const LOSSES = [0, 1, 100, 800, 999, 1000, 1001, 2300, 5000];

describe('the health score agrees with the revenue loss', () => {
  it.each([
    [100, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [60, 'fair'],
    [59, 'poor'],
    [0, 'poor'],
  ] as const)('a score of %i is in the %s band', (score, band) => {
    expect(scoreBandOf(score)).toBe(band);
  });

  it.each([
    [0, 'good', 100],
    [1, 'fair', 79],
    [800, 'fair', 79],
    [999, 'fair', 79],
    [1000, 'poor', 59],
    [5000, 'poor', 59],
  ] as const)('a loss of $%i a month allows at best the %s band, a score of %i', (loss, band, highest) => {
    expect(bestBandFor(loss)).toBe(band);
    expect(highestScoreFor(loss)).toBe(highest);
  });

  it('caps "Excellent! 89" beside $800 a month from No HTTPS to 79, "room for improvement"', () => {
    expect(agreedScore(89, 800)).toBe(79);
    expect(scoreBandOf(agreedScore(89, 800))).toBe('fair');
  });

  it('is critical at a tenth of the $10,000 baseline', () => {
    expect(CRITICAL_REVENUE_LOSS_DOLLARS).toBe(1000);
  });

  it('leaves no combination the report can show in disagreement', () => {
    for (const weighted of SCORES) {
      for (const loss of LOSSES) {
        const score = agreedScore(weighted, loss);
        const band = scoreBandOf(score);
        // Never better than the weighted mean, nor than the loss allows.
        expect(score).toBeLessThanOrEqual(weighted);
        expect(BAND_RANK[band]).toBeLessThanOrEqual(BAND_RANK[bestBandFor(loss)]);
        // "Excellent!" in green only where nothing is lost; a shown loss is never beside green.
        if (band === 'good') expect(loss).toBe(0);
        if (loss > 0) expect(BAND_COLOUR[band]).not.toBe('green');
        // A critical loss stands beside "Critical issues found…" in red.
        if (loss >= CRITICAL_REVENUE_LOSS_DOLLARS) expect(BAND_COLOUR[band]).toBe('red');
        // A score already in agreement is kept as it is.
        if (BAND_RANK[scoreBandOf(weighted)] <= BAND_RANK[bestBandFor(loss)]) expect(score).toBe(weighted);
      }
    }
  });
});

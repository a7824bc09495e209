/**
 * Where a lead's score came from, in one line: the base and each weight of spec part 1 §9 that
 * applied, as contract/lead-score.ts computes it (the same function the server scores with).
 */
import { leadScoreBreakdownForTracking, type LeadScoreBreakdown } from '@contract/lead-score';
import type { Lead } from '@contract/tracking';

export const breakdownOf = (lead: Lead): LeadScoreBreakdown => leadScoreBreakdownForTracking(lead.tracking);

/** One part of the line: its text key and what fills it. */
export interface ExplanationPart {
  key: `admin.leads.explain.${'base' | 'capped' | LeadScoreBreakdown['contributions'][number]['factor']}`;
  values: Record<string, string>;
}

/** "Base 50 · page “emergency-website” +30 · city “dubai” +20 · capped at 100", as parts. */
export const explainScore = (breakdown: LeadScoreBreakdown, language: string): ExplanationPart[] => {
  const signed = new Intl.NumberFormat(language, { signDisplay: 'always' });
  const plain = new Intl.NumberFormat(language);
  return [
    { key: 'admin.leads.explain.base', values: { points: plain.format(breakdown.base) } },
    ...breakdown.contributions.map(({ factor, key, points }): ExplanationPart => ({
      key: `admin.leads.explain.${factor}`,
      values: { key, points: signed.format(points) },
    })),
    ...(breakdown.capped
      ? [{ key: 'admin.leads.explain.capped' as const, values: { max: plain.format(breakdown.score) } }]
      : []),
  ];
};

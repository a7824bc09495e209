/**
 * Where a lead's score came from, in one line: the base and each weight of spec part 1 §9 that
 * applied, as contract/lead-score.ts computes it (the same function the server scores with).
 */
import type { TFunction } from 'i18next';
import { leadScoreBreakdownForTracking, type LeadScoreBreakdown } from '../../../contract/lead-score';
import type { Lead } from '../../../contract/tracking';

export const breakdownOf = (lead: Lead): LeadScoreBreakdown => leadScoreBreakdownForTracking(lead.tracking);

/** "Base 50 · page “emergency-website” +30 · city “dubai” +20 · capped at 100". */
export const explainScore = (breakdown: LeadScoreBreakdown, t: TFunction, language: string): string => {
  const points = new Intl.NumberFormat(language, { signDisplay: 'always' });
  const plain = new Intl.NumberFormat(language);
  const parts = [
    t('admin.leads.explain.base', { points: plain.format(breakdown.base) }),
    ...breakdown.contributions.map(({ factor, key, points: added }) =>
      t(`admin.leads.explain.${factor}`, { key, points: points.format(added) }),
    ),
  ];
  if (breakdown.capped) parts.push(t('admin.leads.explain.capped', { max: plain.format(breakdown.score) }));
  return parts.join(' · ');
};

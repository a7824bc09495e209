/**
 * Turns a fetched page into the health-check result of the contract, using the scoring table.
 * Pure: the same page always gives the same result.
 */
import type { HealthCheckResult, HealthIssue } from '@contract/entities';
import { agreedScore, MONTHLY_REVENUE_BASELINE_DOLLARS } from '@contract/health-score';
import { measurePage, type FetchedPage } from './page-facts';
import {
  CATEGORY_WEIGHTS,
  CHECKS,
  ISSUE_LIST,
  MAX_REVENUE_LOSS_SHARE,
  NEEDS_FIXES_BELOW,
  type Category,
  type IssueList,
} from './scoring';

export function analyzePage(page: FetchedPage): HealthCheckResult {
  const facts = measurePage(page);
  const categoryScores: Record<Category, number> = { performance: 100, mobile: 100, seo: 100, security: 100 };
  const issues: Record<IssueList, HealthIssue[]> = { performance: [], seo: [], security: [] };

  for (const check of CHECKS) {
    if (!check.fails(facts)) continue;
    categoryScores[check.category] = Math.max(0, categoryScores[check.category] - check.penalty);
    issues[ISSUE_LIST[check.category]].push({
      issue: check.issue,
      description: check.description(facts),
      code: check.id,
      params: check.params?.(facts) ?? {},
      revenueLoss: Math.round(check.visitorShare * MONTHLY_REVENUE_BASELINE_DOLLARS),
    });
  }

  const categories = Object.keys(CATEGORY_WEIGHTS) as Category[];
  const totalWeight = categories.reduce((sum, c) => sum + CATEGORY_WEIGHTS[c], 0);
  const weightedScore = Math.round(
    categories.reduce((sum, c) => sum + categoryScores[c] * CATEGORY_WEIGHTS[c], 0) / totalWeight,
  );
  const estimatedRevenueLoss = Math.min(
    Object.values(issues)
      .flat()
      .reduce((sum, finding) => sum + finding.revenueLoss, 0),
    Math.round(MAX_REVENUE_LOSS_SHARE * MONTHLY_REVENUE_BASELINE_DOLLARS),
  );
  // Scoring point 6: the band never claims better than the loss beside it allows.
  const score = agreedScore(weightedScore, estimatedRevenueLoss);

  return {
    score,
    needsFixes: score < NEEDS_FIXES_BELOW,
    estimatedRevenueLoss,
    metrics: {
      loadTime: Math.round(page.loadTimeMs) / 1000,
      mobileScore: categoryScores.mobile,
      seoScore: categoryScores.seo,
      securityScore: categoryScores.security,
    },
    issues,
  };
}

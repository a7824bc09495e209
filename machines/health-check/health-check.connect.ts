/** View props of the health check. */
import type { SnapshotFrom } from 'xstate';
import {
  HEALTH_ISSUE_CATEGORIES,
  healthFixFor,
  type HealthFix,
  type HealthIssueCategory,
} from '@contract/catalogue';
import type { HealthCheckResult } from '@contract/entities';
import type { HealthFindingCode, HealthFindingParam, HealthFindingParams } from '@contract/health-findings';
import type { HealthCheckEvent, HealthCheckMachine } from './health-check.machine';

import { scoreBandOf, type ScoreBand } from '@contract/health-score';

/** The bands and their rule live with the contract: the server's score agrees with its loss there. */
export { scoreBandOf, type ScoreBand };

/**
 * A finding of the report, with the offer that fixes it (the catalogue's HEALTH_FIXES). The page
 * words it from `code` and `params` in its language (`healthCheck.findings.<code>`); `issue` and
 * `description` are the server's English.
 */
export interface HealthFinding {
  code: HealthFindingCode;
  params: HealthFindingParams;
  /** The figures its texts' placeholders take, each with the unit the page writes it in. */
  figures: HealthFindingFigure[];
  issue: string;
  description: string;
  /** Whole dollars a month it costs in visitors; 0 for what no visitor notices. */
  revenueLoss: number;
  fix: HealthFix;
}

/** The unit a figure is written in: the names of the page's number formats. */
export type FigureUnit = 'count' | 'seconds' | 'kilobytes' | 'pixels';

/**
 * One figure of a finding for its texts: `{{placeholder}}` written in `unit`. A count is
 * `{{total}}` in the texts: i18next reads a `count` option as a plural selector.
 */
export interface HealthFindingFigure {
  placeholder: Exclude<HealthFindingParam, 'count'> | 'total';
  unit: FigureUnit;
  value: number;
}

const UNIT_OF_PARAM: Record<HealthFindingParam, FigureUnit> = {
  seconds: 'seconds',
  count: 'count',
  length: 'count',
  min: 'count',
  max: 'count',
  kb: 'kilobytes',
  maxKb: 'kilobytes',
  px: 'pixels',
};

const figuresOf = (params: HealthFindingParams): HealthFindingFigure[] =>
  (Object.entries(params) as [HealthFindingParam, number][]).map(([name, value]) => ({
    placeholder: name === 'count' ? 'total' : name,
    unit: UNIT_OF_PARAM[name],
    value,
  }));

/** How loudly the revenue-loss box speaks: it agrees with the score's band (issue 22). */
export type RevenueLossTone = 'caution' | 'alarm';

export interface HealthIssueGroup {
  category: HealthIssueCategory;
  findings: HealthFinding[];
}

export interface HealthCheckView {
  url: string;
  /** The address the shown result (or the running check) is for, https:// added when missing. */
  checkedUrl: string | null;
  /** Input and button are disabled while analyzing. */
  isAnalyzing: boolean;
  canSubmit: boolean;
  hasFailed: boolean;
  result: HealthCheckResult | null;
  scoreBand: ScoreBand | null;
  /** i18n key of the band's sentence. */
  scoreMessageKey: `healthCheck.score.${ScoreBand}` | null;
  /** The report's findings by category, in the wire's order; empty before a result. */
  issueGroups: HealthIssueGroup[];
  showRevenueLoss: boolean;
  revenueLossTone: RevenueLossTone;
  /** The findings the revenue loss comes from, the costliest first. */
  revenueLossReasons: HealthFinding[];
  showFixOffer: boolean;
  agreed: boolean;
  canOpenFixLink: boolean;
  onUrlChange: (value: string) => void;
  onSubmit: () => void;
  onAgreementChange: (agreed: boolean) => void;
  onOpenFix: () => void;
}

const issueGroupsOf = (result: HealthCheckResult | null): HealthIssueGroup[] =>
  result
    ? HEALTH_ISSUE_CATEGORIES.map((category) => ({
        category,
        findings: result.issues[category].map((finding) => ({
          ...finding,
          figures: figuresOf(finding.params),
          fix: healthFixFor(category, finding.code),
        })),
      }))
    : [];

export const connect = (
  snapshot: SnapshotFrom<HealthCheckMachine>,
  send: (event: HealthCheckEvent) => void,
): HealthCheckView => {
  const { url, checkedUrl, result, agreed } = snapshot.context;
  const isAnalyzing = snapshot.matches('analyzing');
  const band = result ? scoreBandOf(result.score) : null;
  const issueGroups = issueGroupsOf(result);
  return {
    url,
    checkedUrl,
    isAnalyzing,
    canSubmit: !isAnalyzing && url.trim() !== '',
    hasFailed: snapshot.matches('failed'),
    result,
    scoreBand: band,
    scoreMessageKey: band ? `healthCheck.score.${band}` : null,
    issueGroups,
    showRevenueLoss: (result?.estimatedRevenueLoss ?? 0) > 0,
    revenueLossTone: band === 'poor' ? 'alarm' : 'caution',
    revenueLossReasons: issueGroups
      .flatMap(({ findings }) => findings)
      .filter(({ revenueLoss }) => revenueLoss > 0)
      .sort((a, b) => b.revenueLoss - a.revenueLoss),
    showFixOffer: result?.needsFixes === true,
    agreed,
    canOpenFixLink: result?.needsFixes === true && agreed,
    onUrlChange: (value) => send({ type: 'url.change', value }),
    onSubmit: () => send({ type: 'check.submit' }),
    onAgreementChange: (value) => send({ type: 'agreement.change', agreed: value }),
    onOpenFix: () => send({ type: 'fix.open' }),
  };
};

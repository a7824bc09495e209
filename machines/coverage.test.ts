/**
 * Model-based coverage of every machine: each state node reached and each transition taken by a
 * replayed path (see testing/coverage.ts). Prints the table; fails below 100%.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkCoverage, type CoverageReport, type CoverageSpec } from './testing/coverage';
import { guidedTourCoverage } from './guided-tour/guided-tour.coverage';
import { popupScheduleCoverage } from './popup-schedule/popup-schedule.coverage';
import { healthCheckCoverage } from './health-check/health-check.coverage';
import { creditClaimCoverage } from './credit-claim/credit-claim.coverage';
import { packageSelectionCoverage } from './package-selection/package-selection.coverage';
import { paymentSuccessCoverage } from './payment-success/payment-success.coverage';
import { customerSessionCoverage } from './customer-session/customer-session.coverage';
import { adminVerificationCoverage } from './admin-verification/admin-verification.coverage';
import { domainOrderCoverage } from './domain-order/domain-order.coverage';
import { onboardingCoverage } from './onboarding/onboarding.coverage';
import { portalMessageCoverage } from './portal-message/portal-message.coverage';
import { subscriptionUpgradeCoverage } from './subscription-upgrade/subscription-upgrade.coverage';
import { paymentLinkCoverage } from './payment-link/payment-link.coverage';
import { customerDeletionCoverage } from './customer-deletion/customer-deletion.coverage';
import { checkoutCoverage } from './checkout/checkout.coverage';
import { fixedLinkCoverage } from './fixed-link/fixed-link.coverage';
import { supportTicketCoverage } from './support-ticket/support-ticket.coverage';
import { forgotPasswordCoverage } from './forgot-password/forgot-password.coverage';
import { resetPasswordCoverage } from './reset-password/reset-password.coverage';
import { changePasswordCoverage } from './change-password/change-password.coverage';
import { ticketAnswerCoverage } from './ticket-answer/ticket-answer.coverage';
import { contentStudioCoverage } from './content-studio/content-studio.coverage';
import { liveUpdatesCoverage } from './live-updates/live-updates.coverage';
import { funnelCoverage } from './funnel/funnel.coverage';
import { portalSessionCoverage } from './portal-session/portal-session.coverage';
import { customerPortalCoverage } from './customer-portal/customer-portal.coverage';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs of different machines
const specs: CoverageSpec<any>[] = [
  guidedTourCoverage,
  popupScheduleCoverage,
  healthCheckCoverage,
  creditClaimCoverage,
  packageSelectionCoverage,
  paymentSuccessCoverage,
  customerSessionCoverage,
  adminVerificationCoverage,
  domainOrderCoverage,
  onboardingCoverage,
  portalMessageCoverage,
  subscriptionUpgradeCoverage,
  paymentLinkCoverage,
  customerDeletionCoverage,
  checkoutCoverage,
  fixedLinkCoverage,
  supportTicketCoverage,
  forgotPasswordCoverage,
  resetPasswordCoverage,
  changePasswordCoverage,
  ticketAnswerCoverage,
  liveUpdatesCoverage,
  funnelCoverage,
  portalSessionCoverage,
  customerPortalCoverage,
  contentStudioCoverage,
];

const reports: CoverageReport[] = [];

const percent = (covered: number, total: number): string =>
  `${((100 * covered) / Math.max(total, 1)).toFixed(0)}%`;

describe('model-based coverage', () => {
  for (const spec of specs) {
    // The exploration is CPU-bound (the popup schedule's model has thousands of states): on two
    // busy cores it can take several seconds.
    it(`${spec.name}: every state and every transition`, { timeout: 30_000 }, async () => {
      const report = await checkCoverage(spec);
      reports.push(report);
      expect(report.uncoveredStates).toEqual([]);
      expect(report.uncoveredTransitions).toEqual([]);
    });
  }

  afterAll(() => {
    console.log(
      [
        ['machine', 'states', 'transitions', 'covered', 'paths', 'events'].join(' | '),
        ...reports.map((r) =>
          [
            r.name,
            `${r.coveredStates}/${r.states}`,
            `${r.coveredTransitions}/${r.transitions}`,
            percent(r.coveredStates + r.coveredTransitions, r.states + r.transitions),
            r.paths,
            r.steps,
          ].join(' | '),
        ),
      ].join('\n'),
    );
  });
});

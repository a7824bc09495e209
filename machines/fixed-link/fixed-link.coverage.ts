/** How the coverage suite explores the fixed links. */
import type { CoverageSpec } from '../testing/coverage';
import { samplePaymentUrl } from '../testing/fixtures';
import { fixedLinkMachine, type FixedLinkMachine } from './fixed-link.machine';

export const fixedLinkCoverage: CoverageSpec<FixedLinkMachine> = {
  name: 'fixedLink',
  machine: fixedLinkMachine,
  inputs: [{ kind: 'repair_deposit' }],
  outcomes: { loadLink: { done: [{ paymentUrl: samplePaymentUrl('repair_deposit') }] } },
};

/** How the coverage suite explores the customer portal's dialog. */
import type { CoverageSpec } from '../testing/coverage';
import { customerPortalMachine, type CustomerPortalMachine } from './customer-portal.machine';
import { loadedForLogin, loadedForPortal, loadedUnasked } from './customer-portal.states';

export const customerPortalCoverage: CoverageSpec<CustomerPortalMachine> = {
  name: 'customerPortal',
  machine: customerPortalMachine,
  inputs: [loadedUnasked, loadedForPortal, loadedForLogin],
  events: {
    'signedOutTab.select': [
      { type: 'signedOutTab.select', tab: 'createAccount' },
      { type: 'signedOutTab.select', tab: 'signIn' },
    ],
    'tab.select': [{ type: 'tab.select', tab: 'messages' }],
  },
};

/** How the coverage suite explores the portal session: its own states, with the children's reports as events. */
import type { CoverageSpec } from '../testing/coverage';
import { sampleAdmin, sampleCustomer } from '../testing/fixtures';
import { portalSessionMachine, type PortalSessionMachine } from './portal-session.machine';
import { adminStored, nothingStored } from './portal-session.states';

export const portalSessionCoverage: CoverageSpec<PortalSessionMachine> = {
  name: 'portalSession',
  machine: portalSessionMachine,
  inputs: [nothingStored, adminStored],
  events: {
    'customer.tokenStored': [{ type: 'customer.tokenStored', token: 'tok_admin' }],
    'customer.signedIn': [{ type: 'customer.signedIn', customer: sampleAdmin }],
    'customer.adminSignIn': [{ type: 'customer.adminSignIn', email: 'grace@example.com', password: 'secret1' }],
    'admin.tokenStored': [{ type: 'admin.tokenStored', token: 'tok_admin_scope' }],
    'session.adopt': [{ type: 'session.adopt', token: 'tok_new', customer: sampleCustomer }],
    'session.signedOutEverywhere': [
      { type: 'session.signedOutEverywhere', adminId: sampleAdmin.id },
      { type: 'session.signedOutEverywhere', adminId: 'cus_other' },
    ],
  },
};

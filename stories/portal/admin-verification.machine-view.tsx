/**
 * The admin second factor's states of interest as the customer portal's Sign In tab shows them:
 * the form, then the code panel. (The admin portal's own login view can take the credentials
 * states once it lands.)
 */
import {
  adminVerificationFakes,
  adminVerificationMachine,
  adminVerificationStatesOfInterest,
  connectAdminVerification,
} from '@machines/admin-verification';
import { defineMachineView } from '../support/state-story';
import { SignInTab, log } from './portal-story-views';

export const machineView = defineMachineView({
  machine: adminVerificationMachine,
  statesOfInterest: adminVerificationStatesOfInterest,
  fakes: adminVerificationFakes,
  connect: connectAdminVerification,
  View: SignInTab,
  implementations: {
    actions: { openAdminPortal: log('open the admin portal'), closeCustomerPortal: log('close') },
  },
});

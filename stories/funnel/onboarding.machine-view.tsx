/** Onboarding's view: its states of interest become stories of the real dialog, step by step. */
import {
  connectOnboarding,
  onboardingFakes,
  onboardingMachine,
  onboardingStatesOfInterest,
} from '@machines/onboarding';
import { OnboardingDialog } from '@src/features/funnel/onboarding/onboarding-dialog.view';
import { defineMachineView } from '../support/state-story';

/** A story never leaves the page: what the app would do is only logged. */
const log = (what: string) => () => console.info(`The page would now ${what}`);

export const machineView = defineMachineView({
  machine: onboardingMachine,
  statesOfInterest: onboardingStatesOfInterest,
  fakes: onboardingFakes,
  connect: connectOnboarding,
  View: OnboardingDialog,
  implementations: {
    actions: {
      redirectToPayment: log('go to the checkout'),
      openDomainRegistrar: log('open the registrar in a new tab'),
      openInNewTab: log('open the logo payment in a new tab'),
      dispatchOpenCustomerLogin: log('open the customer login'),
    },
  },
});

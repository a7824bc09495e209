/**
 * The onboarding machine with the app's implementations: the API by route name, the session, the
 * toasts, and what the page does around it (the redirect to the payment, new tabs, the stored
 * payment flag), which the funnel hands in. What joins onboarding to the other flows (the account
 * and payment records that stop the popups) is the funnel machine's.
 */
import {
  onboardingMachine,
  type OnboardingMachine,
  type OnboardingProjectDraft,
} from '@machines/onboarding';
import type { Customer } from '@contract/entities';
import type { BodyOf } from '@contract/routes';
import { routeActor } from '@src/api/route-actor';
import { dispatchPageEvent } from '@src/app/page-events';
import { showMachineToast } from '@src/app/show-machine-toast';
import { toProjectBody } from './project-body';

export interface OnboardingEffects {
  /** The account onboarding created becomes the page's session. */
  adoptSession: (token: string, customer: Customer) => void;
  clearPaymentCompleted: () => void;
  redirectToPayment: (url: string) => void;
  openInNewTab: (url: string) => void;
  openDomainRegistrar: (domainName: string) => void;
}

const asBody = <T>(body: T) => ({ body });

export const appOnboarding = (effects: OnboardingEffects): OnboardingMachine =>
  onboardingMachine.provide({
    actors: {
      register: routeActor('register', asBody<BodyOf<'register'>>),
      createPayment: routeActor('createPaymentIntent', asBody<BodyOf<'createPaymentIntent'>>),
      createProject: routeActor('createProject', (draft: OnboardingProjectDraft) =>
        asBody(toProjectBody(draft)),
      ),
      createLogoPayment: routeActor('createLogoPayment', asBody<BodyOf<'createLogoPayment'>>),
    },
    actions: {
      showToast: (_, params) => showMachineToast(params),
      adoptSession: (_, { token, customer }) => effects.adoptSession(token, customer),
      redirectToPayment: (_, { url }) => effects.redirectToPayment(url),
      clearPaymentCompletedFlag: () => effects.clearPaymentCompleted(),
      openDomainRegistrar: (_, { domainName }) => effects.openDomainRegistrar(domainName),
      openInNewTab: (_, { url }) => effects.openInNewTab(url),
      dispatchOpenCustomerLogin: () => dispatchPageEvent('openCustomerLogin'),
      closeCustomerLogin: () => dispatchPageEvent('closeCustomerPortal'),
    },
  });

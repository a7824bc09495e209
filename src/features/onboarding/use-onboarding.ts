/**
 * The onboarding machine, wired to the API by route name, to the session, to the toasts and to
 * what the page does around it (storage, new tabs, the redirect to the payment), which the funnel
 * provides.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import {
  connectOnboarding,
  draftOf,
  onboardingMachine,
  type OnboardingDraft,
  type OnboardingProjectDraft,
  type OnboardingStart,
  type OnboardingView,
} from '../../../machines/onboarding';
import type { BodyOf } from '../../../contract/routes';
import type { PackageId } from '../../../contract/catalogue';
import { routeActor } from '../../api/route-actor';
import { dispatchPageEvent } from '../../app/page-events';
import { showMachineToast } from '../../app/show-machine-toast';
import { useSession } from '../../stores/session.store';
import { useFlow } from '../use-flow';
import { toProjectBody } from './project-body';

export interface OnboardingEffects {
  /** Keeps the onboarding in progress (null: nothing to resume). */
  saveDraft: (draft: OnboardingDraft | null) => void;
  recordAccountCreated: () => void;
  recordPaymentStarted: (payment: { packageId: PackageId; amount: number }) => void;
  clearPaymentCompleted: () => void;
  redirectToPayment: (url: string) => void;
  openInNewTab: (url: string) => void;
  openDomainRegistrar: (domainName: string) => void;
}

const asBody = <T>(body: T) => ({ body });

export const useOnboarding = (start: OnboardingStart, effects: OnboardingEffects): OnboardingView => {
  const customer = useSession((state) => state.customer);
  // A draft kept for another page stays until onboarding opens here.
  const keepingDraft = useRef(start.keepDraft === true);
  const view = useFlow(onboardingMachine, connectOnboarding, {
    input: start.input,
    snapshot: start.snapshot,
    onSnapshot: (snapshot) => {
      const draft = draftOf(snapshot);
      if (keepingDraft.current && draft === null) return;
      keepingDraft.current = false;
      effects.saveDraft(draft);
    },
    implementations: {
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
        adoptSession: (_, { token, customer: account }) => useSession.getState().signIn(token, account),
        recordAccountCreated: () => effects.recordAccountCreated(),
        recordPaymentStarted: (_, payment) => effects.recordPaymentStarted(payment),
        redirectToPayment: (_, { url }) => effects.redirectToPayment(url),
        clearPaymentCompletedFlag: () => effects.clearPaymentCompleted(),
        openDomainRegistrar: (_, { domainName }) => effects.openDomainRegistrar(domainName),
        openInNewTab: (_, { url }) => effects.openInNewTab(url),
        dispatchOpenCustomerLogin: () => dispatchPageEvent('openCustomerLogin'),
      },
    },
  });
  // Signed in or out elsewhere (the portal): the next opening starts at the right step.
  const followSession = useEffectEvent(view.onSessionChange);
  useEffect(() => followSession(customer), [customer]);
  return view;
};

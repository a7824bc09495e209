/**
 * The funnel machine with the app's implementations: each flow wired to the page (the API, the
 * toasts, the browser), and the funnel's own effects on the browser's storage. Built once per
 * page load from what the funnel starts with.
 */
import { fromPromise } from 'xstate';
import { createFunnelMachine, type FunnelMachine } from '@machines/funnel';
import { packageSelectionMachine } from '@machines/package-selection';
import { popupScheduleMachine } from '@machines/popup-schedule';
import { appGuidedTour } from './guided-tour/app-guided-tour';
import { appOnboarding } from './onboarding/app-onboarding';
import { browserNavigation } from '@src/app/browser-navigation';
import { loadTextsNow } from '@src/i18n/i18n';
import { salesPopupDialogsCode } from './funnel-dialogs';
import { adoptSession, resolveSession } from './funnel-session';
import { COMPLETE_DETAILS_HASH, FUNNEL_DIALOG_TEXTS, readOnboardingStart, type FunnelStart } from './funnel-start';
import { funnelStorage } from './funnel-storage';

export const appFunnel = (start: FunnelStart): FunnelMachine =>
  createFunnelMachine({
    tour: appGuidedTour(start.tourStartDelayMs),
    popups: popupScheduleMachine,
    packageSelection: packageSelectionMachine,
    onboarding: appOnboarding({
      adoptSession: (token, customer) => void adoptSession(token, customer),
      clearPaymentCompleted: funnelStorage.clearPaymentCompleted,
      redirectToPayment: (url) => browserNavigation.redirect(url),
      openInNewTab: (url) => browserNavigation.openInNewTab(url),
      openDomainRegistrar: (domainName) => browserNavigation.openDomainRegistrar(domainName),
    }),
  }).provide({
    actions: {
      storeTourCompleted: () => funnelStorage.storeTourCompleted(Date.now()),
      recordPackageSelectionOpened: () => funnelStorage.recordPackageSelectionOpened(),
      storeAccountCreated: () => funnelStorage.recordAccountCreated(),
      storePaymentStarted: (_, payment) => funnelStorage.recordPaymentStarted(payment),
      recordDraftPromptDismissed: () => funnelStorage.recordDraftPromptDismissed(),
    },
    actors: {
      // Back from a payment while the funnel runs (the success page moves to /#complete-details):
      // the session first, since onboarding opens at the domain step only for a signed-in customer.
      readPaymentReturn: fromPromise(async () => {
        if (!funnelStorage.paymentCompleted()) return null;
        await Promise.all([resolveSession(), loadTextsNow(FUNNEL_DIALOG_TEXTS)]);
        return readOnboardingStart({ pathname: '/', hash: COMPLETE_DETAILS_HASH });
      }),
      // A modal popup is due: its code is fetched now, and the funnel opens it once it is here.
      loadPopupDialogs: fromPromise(async () => {
        await salesPopupDialogsCode.load();
      }),
    },
  });

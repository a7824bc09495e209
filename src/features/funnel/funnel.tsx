/**
 * The sales funnel, loaded after the first paint: package selection, onboarding, the guided tour
 * and the sales popups, each its machine through its hook and rendered by its views. The funnel is
 * what ties them together (features never import each other): opening package selection hides the
 * tour and the ready card, a completed tour starts the popups, a recorded account or payment stops
 * them, and the page's requests (funnel-inbox.ts) reach the flow they are for.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath } from '../../../contract/language-paths';
import type { OnboardingStart, OnboardingView } from '../../../machines/onboarding';
import { dispatchPageEvent } from '../../app/page-events';
import { FeatureScope } from '../../app/feature-scope';
import { GuidedTour } from '../guided-tour/guided-tour.view';
import { TourButton } from '../guided-tour/tour-button.view';
import { useGuidedTour } from '../guided-tour/use-guided-tour';
import { OnboardingDialog } from '../onboarding/onboarding-dialog.view';
import { useOnboarding, type OnboardingEffects } from '../onboarding/use-onboarding';
import { PackageSelectionDialog } from '../package-selection/package-selection-dialog.view';
import { usePackageSelection } from '../package-selection/use-package-selection';
import { SalesPopupCards, SalesPopupDialogs } from '../sales-popups/sales-popups.view';
import { useSalesPopups } from '../sales-popups/use-sales-popups';
import { browserNavigation } from './browser-navigation';
import { readFunnelRequests, type FunnelRequest } from './funnel-inbox';
import { resolveSession } from './funnel-session';
import { COMPLETE_DETAILS_HASH, readOnboardingStart, type FunnelStart } from './funnel-start';
import { funnelStorage } from './funnel-storage';
import './funnel.css';

interface OnboardingFlowProps {
  start: OnboardingStart;
  effects: OnboardingEffects;
  /** Hands the flow's view up: the funnel opens it and watches whether it is open. */
  onView: (view: OnboardingView) => void;
}

/** Onboarding in a component of its own, so the return from a payment starts it afresh. */
function OnboardingFlow({ start, effects, onView }: OnboardingFlowProps) {
  const view = useOnboarding(start, effects);
  const report = useEffectEvent(onView);
  useEffect(() => report(view));
  return <OnboardingDialog view={view} />;
}

export function Funnel({ start }: { start: FunnelStart }) {
  const { pathname } = useLocation();
  // The home page in any language: '/' and '/ar/' alike (decision 30).
  const onHome = languageOfPath(pathname).path === '/';

  const popups = useSalesPopups({ input: start.popups, watchExitIntent: onHome });
  const tour = useGuidedTour({
    completed: start.tourCompleted,
    startDelayMs: start.tourStartDelayMs,
    onCompleted: () => {
      funnelStorage.storeTourCompleted(Date.now());
      popups.onTourCompleted();
    },
  });
  const packageSelection = usePackageSelection({
    onOpened: () => {
      funnelStorage.recordPackageSelectionOpened();
      tour.onHide();
      popups.onPackageSelectionOpen();
    },
    openOnboarding: ({ packageId, price }) =>
      dispatchPageEvent('openQuickOnboarding', { packageType: packageId, packagePrice: price }),
  });

  const onboarding = useRef<OnboardingView | null>(null);
  const [onboardingOpen, setOnboardingOpen] = useState(false);
  const [onboardingRun, setOnboardingRun] = useState({ key: 0, start: start.onboarding });
  const onboardingEffects: OnboardingEffects = {
    saveDraft: funnelStorage.saveOnboardingDraft,
    recordAccountCreated: () => {
      funnelStorage.recordAccountCreated();
      popups.onPurchaseRecorded();
    },
    recordPaymentStarted: (payment) => {
      funnelStorage.recordPaymentStarted(payment);
      popups.onPurchaseRecorded();
    },
    clearPaymentCompleted: funnelStorage.clearPaymentCompleted,
    redirectToPayment: (url) => browserNavigation.redirect(url),
    openInNewTab: (url) => browserNavigation.openInNewTab(url),
    openDomainRegistrar: (domainName) => browserNavigation.openDomainRegistrar(domainName),
  };

  const handle = useEffectEvent((request: FunnelRequest) => {
    switch (request.type) {
      case 'openPackageSelection':
        return packageSelection.onOpen();
      case 'openQuickOnboarding':
        return onboarding.current?.onOpen(request.packageId);
      case 'tourCompleted':
        return popups.onTourAnnounced();
      case 'paymentReturn':
        // Back from a payment while the funnel runs (the success page moves to /#complete-details):
        // onboarding starts afresh from the stored flag, at the domain step.
        if (!funnelStorage.paymentCompleted()) return;
        // The session first: onboarding opens at the domain step only for a signed-in customer.
        void resolveSession().then(() =>
          setOnboardingRun(({ key }) => ({
            key: key + 1,
            start: readOnboardingStart({ pathname: '/', hash: COMPLETE_DETAILS_HASH }),
          })),
        );
        return;
    }
  });
  useEffect(() => readFunnelRequests(handle), []);

  // Onboarding opening, however it opens, puts the tour aside as package selection does.
  const hideTour = useEffectEvent(() => tour.onHide());
  useEffect(() => {
    if (onboardingOpen) hideTour();
  }, [onboardingOpen]);

  const dialogOpen = tour.isOpen || packageSelection.isOpen || onboardingOpen;
  // A modal's backdrop sits under positioned elements that have a z-index: the corner steps aside.
  const modalOpen = dialogOpen || popups.exitIntent.isOpen || popups.secondPopup.isOpen;
  return (
    <FeatureScope>
      <PackageSelectionDialog view={packageSelection} />
      <OnboardingFlow
        key={onboardingRun.key}
        start={onboardingRun.start}
        effects={onboardingEffects}
        onView={(view) => {
          onboarding.current = view;
          if (view.isOpen !== onboardingOpen) setOnboardingOpen(view.isOpen);
        }}
      />
      {onHome && (
        <>
          <GuidedTour view={tour} />
          {!dialogOpen && <SalesPopupDialogs view={popups} />}
          {!modalOpen && (
            <div className="funnel-floating">
              <div className="funnel-floating__cards" aria-live="polite">
                <SalesPopupCards view={popups} />
              </div>
              <TourButton view={tour} />
            </div>
          )}
        </>
      )}
    </FeatureScope>
  );
}

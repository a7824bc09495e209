/**
 * The sales funnel, loaded after the first paint: package selection, onboarding, the guided tour
 * and the sales popups, each rendered by its views from the funnel machine's children. Every rule
 * that joins them (what hides the tour, what starts and stops the popups, one interruption at a
 * time, the return from a payment) is the funnel machine's (machines/funnel); this only renders.
 */
import { useLocation } from 'react-router-dom';
import { FeatureScope } from '@src/app/feature-scope';
import { GuidedTour } from './guided-tour/guided-tour.view';
import { TourButton } from './guided-tour/tour-button.view';
import { OnboardingDialog } from './onboarding/onboarding-dialog.view';
import { PackageSelectionDialog } from './package-selection/package-selection-dialog.view';
import { SalesPopupCards, SalesPopupDialogs } from './sales-popups/sales-popups.view';
import { DraftPrompt } from './draft-prompt.view';
import type { FunnelStart } from './funnel-start';
import { useFunnel } from './use-funnel';
import './funnel.css';

export function Funnel({ start }: { start: FunnelStart }) {
  const view = useFunnel(start, useLocation().pathname);
  // The home page in any language ('/' and '/ar/' alike): the funnel machine knows it.
  const { onHome } = view;

  return (
    <FeatureScope>
      <PackageSelectionDialog view={view.packageSelection} />
      <OnboardingDialog view={view.onboarding} />
      {onHome && (
        <>
          <GuidedTour view={view.tour} />
          <SalesPopupDialogs view={view.popups} />
        </>
      )}
      {/* A modal's backdrop sits under positioned elements that have a z-index: the corner steps aside. */}
      {!view.modalOpen && (onHome || view.draftPrompt.isOpen) && (
        <div className="funnel-floating">
          <div className="funnel-floating__cards" aria-live="polite">
            <DraftPrompt view={view.draftPrompt} />
            {onHome && <SalesPopupCards view={view.popups} />}
          </div>
          {onHome && <TourButton view={view.tour} />}
        </div>
      )}
    </FeatureScope>
  );
}

/**
 * The sales funnel, loaded after the first paint: package selection, onboarding, the guided tour
 * and the sales popups, each rendered by its views from the funnel machine's children. Every rule
 * that joins them (what hides the tour, what starts and stops the popups, one interruption at a
 * time, the return from a payment) is the funnel machine's (machines/funnel); this only renders.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DataScope } from '@src/app/data-scope';
import { GuidedTour } from './guided-tour/guided-tour.view';
import { TourButton } from './guided-tour/tour-button.view';
import { SalesPopupCards } from './sales-popups/sales-popups.view';
import { DraftPrompt } from './draft-prompt.view';
import { lazyDialog, onboardingCode, packageSelectionCode, salesPopupDialogsCode } from './funnel-dialogs';
import type { FunnelStart } from './funnel-start';
import { useFunnel } from './use-funnel';
import './funnel.css';

// The dialogs' code loads apart (funnel-dialogs.tsx): package selection and onboarding as they
// first open, the modal popups when the funnel machine says one is due.
const PackageSelectionDialog = lazyDialog(packageSelectionCode);
const OnboardingDialog = lazyDialog(onboardingCode);
const PopupDialogs = salesPopupDialogsCode.Loaded;

/** Renders `children` from the first time `open` is true on (a dialog then keeps its closing). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function Funnel({ start }: { start: FunnelStart }) {
  const view = useFunnel(start, useLocation().pathname);
  // The home page in any language ('/' and '/ar/' alike): the funnel machine knows it.
  const { onHome } = view;

  return (
    <DataScope>
      <OnceOpened open={view.packageSelection.isOpen}>
        <PackageSelectionDialog view={view.packageSelection} />
      </OnceOpened>
      <OnceOpened open={view.onboarding.isOpen}>
        <OnboardingDialog view={view.onboarding} />
      </OnceOpened>
      {onHome && (
        <>
          <GuidedTour view={view.tour} />
          {/* Fetched by the funnel machine when a modal popup is due: it opens once the code is here. */}
          <PopupDialogs view={view.popups} />
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
    </DataScope>
  );
}

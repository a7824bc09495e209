/**
 * The sales funnel, loaded after the first paint: package selection, onboarding, the guided tour
 * and the sales popups, each rendered by its views from the funnel machine's children. Every rule
 * that joins them (what hides the tour, what starts and stops the popups, one interruption at a
 * time, the return from a payment) is the funnel machine's (machines/funnel); this only renders.
 */
import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { DataScope } from '@src/app/data-scope';
import { loadTextsNow } from '@src/i18n/i18n';
import { GuidedTour } from './guided-tour/guided-tour.view';
import { TourButton } from './guided-tour/tour-button.view';
import { SalesPopupCards } from './sales-popups/sales-popups.view';
import { DraftPrompt } from './draft-prompt.view';
import { loadSession } from './funnel-session';
import { FUNNEL_DIALOG_TEXTS, type FunnelStart } from './funnel-start';
import { useFunnel } from './use-funnel';
import './funnel.css';

// The dialogs' code (their forms, Radix's dialog, checkbox and radio cards, and the theme context
// they read: about 30 KB gzipped) loads when one first opens: the tour and the corner cards are all
// a visit shows by itself, and they read no theme context (the funnel renders in `DataScope`).
const themed = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> =>
  lazy(async () => {
    const [Dialog, { ThemeScope }] = await Promise.all([
      load(),
      import('@src/app/theme-scope'),
      loadTextsNow(FUNNEL_DIALOG_TEXTS),
    ]);
    return {
      default: function ThemedDialog(props: P) {
        return (
          <ThemeScope>
            <Dialog {...props} />
          </ThemeScope>
        );
      },
    };
  });

const PackageSelectionDialog = themed(() =>
  import('./package-selection/package-selection-dialog.view').then((module) => module.PackageSelectionDialog),
);
// Onboarding brings the page's session along: the account it creates is adopted there.
const OnboardingDialog = themed(() =>
  Promise.all([import('./onboarding/onboarding-dialog.view'), loadSession()]).then(
    ([module]) => module.OnboardingDialog,
  ),
);
const SalesPopupDialogs = themed(() =>
  import('./sales-popups/sales-popup-dialogs.view').then((module) => module.SalesPopupDialogs),
);

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
          <OnceOpened open={view.popups.exitIntent.isOpen || view.popups.secondPopup.isOpen}>
            <SalesPopupDialogs view={view.popups} />
          </OnceOpened>
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

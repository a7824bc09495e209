/**
 * The funnel's dialogs as code fetched apart (their forms, Radix's dialog, checkbox and radio
 * cards, and the theme context they read: about 30 KB gzipped): the tour and the corner cards are
 * all a visit shows by itself, and they read no theme context (the funnel renders in `DataScope`).
 * Package selection and onboarding load when one first opens (funnel.tsx); the modal sales popups
 * when the funnel machine says the first of them is due (its `loadPopupDialogs`, app-funnel.ts),
 * so that the popup opens on the schedule's time once its code is there.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTextsNow } from '@src/i18n/i18n';
import type { TextGroup } from '@src/i18n/text-groups';
import { loadSession } from './funnel-session';
import { FUNNEL_DIALOG_TEXTS } from './funnel-start';

/** A dialog's code, fetched once when asked for (again after a failed download). */
export interface DialogCode<P extends object> {
  load: () => Promise<ComponentType<P>>;
  /** The dialog once its code is here; before, it renders nothing (for a flow that fetches it first). */
  Loaded: ComponentType<P>;
}

/** A dialog's code with the theme context's and its texts, the dialog rendered in the theme context. */
const themedCode = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: readonly TextGroup[],
): DialogCode<P> => {
  let dialog: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = async (): Promise<ComponentType<P>> => {
    const [Dialog, { ThemeScope }] = await Promise.all([
      load(),
      import('@src/app/theme-scope'),
      loadTextsNow(texts),
    ]);
    dialog = function ThemedDialog(props: P) {
      return (
        <ThemeScope>
          <Dialog {...props} />
        </ThemeScope>
      );
    };
    return dialog;
  };
  return {
    load: () =>
      (loading ??= fetchCode().catch((error: unknown) => {
        loading = null;
        throw error;
      })),
    Loaded: function LoadedDialog(props: P) {
      return dialog ? createElement(dialog, props) : null;
    },
  };
};

/** A dialog's code as a lazy component: it loads as it first renders. */
export const lazyDialog = <P extends object>(code: DialogCode<P>): LazyExoticComponent<ComponentType<P>> =>
  lazy(async () => ({ default: await code.load() }));

export const packageSelectionCode = themedCode(
  () =>
    import('./package-selection/package-selection-dialog.view').then((module) => module.PackageSelectionDialog),
  FUNNEL_DIALOG_TEXTS,
);

// Onboarding brings the page's session along: the account it creates is adopted there.
export const onboardingCode = themedCode(
  () =>
    Promise.all([import('./onboarding/onboarding-dialog.view'), loadSession()]).then(
      ([module]) => module.OnboardingDialog,
    ),
  FUNNEL_DIALOG_TEXTS,
);

// The popups' own texts load with the funnel (FUNNEL_TEXTS): the corner cards show them too.
export const salesPopupDialogsCode = themedCode(
  () => import('./sales-popups/sales-popup-dialogs.view').then((module) => module.SalesPopupDialogs),
  [],
);

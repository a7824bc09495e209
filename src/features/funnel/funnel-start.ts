/**
 * What the funnel's machines start with on this page: read from storage, the session and the
 * address once its code has loaded (never while the page renders), and the texts it shows.
 */
import { TIMINGS } from '@machines/timings';
import { isPaymentPage } from '@machines/funnel';
import { startOnboarding, type OnboardingStart } from '@machines/onboarding';
import type { PopupScheduleInput } from '@machines/popup-schedule';
import { loadTextsNow } from '@src/i18n/i18n';
import type { TextGroup } from '@src/i18n/text-groups';
import { useSession } from '@src/stores/session.store';
import { resolveSession } from './funnel-session';
import { funnelStorage } from './funnel-storage';

/** The address of the return from a payment (spec part 2 §2). */
export const COMPLETE_DETAILS_HASH = '#complete-details';

/** The text groups the tour and the popups show (onboarding's password toasts are the account group's). */
export const FUNNEL_TEXTS: readonly TextGroup[] = ['tour', 'popups', 'catalogue'];

/**
 * The dialogs' text groups: they load with the dialogs (funnel.tsx), or with the funnel when
 * onboarding may open or offer its draft as it starts.
 */
export const FUNNEL_DIALOG_TEXTS: readonly TextGroup[] = ['packageSelection', 'onboarding', 'account'];

/** A draft is stored, or the visitor is back from a payment: onboarding may show as the funnel starts. */
const onboardingMayShow = ({ hash }: FunnelAddress): boolean =>
  funnelStorage.hasOnboardingDraft() ||
  funnelStorage.paymentCompleted() ||
  funnelStorage.paidPackage() !== null ||
  hash === COMPLETE_DETAILS_HASH;

export interface FunnelStart {
  tourCompleted: boolean;
  /** The tour opens 2 s after the page loaded; the code arrives later, so what is left of that. */
  tourStartDelayMs: number;
  popups: PopupScheduleInput;
  onboarding: OnboardingStart;
}

/** Where the page is when the funnel starts. */
export interface FunnelAddress {
  pathname: string;
  hash: string;
}

/** How onboarding starts at this address: the payment return, a draft, or closed. */
export const readOnboardingStart = ({ pathname, hash }: FunnelAddress): OnboardingStart =>
  startOnboarding({
    storedDraft: funnelStorage.onboardingDraft(),
    customer: useSession.getState().customer,
    paymentCompleted: funnelStorage.paymentCompleted(),
    completeDetails: hash === COMPLETE_DETAILS_HASH,
    paidPackage: funnelStorage.paidPackage(),
    resumeHere: !isPaymentPage(pathname),
    inThisTab: funnelStorage.onboardingInThisTab(),
    promptDismissed: funnelStorage.draftPromptDismissed(),
  });

export const readFunnelStart = (address: FunnelAddress): FunnelStart => ({
  tourCompleted: funnelStorage.tourCompleted(),
  tourStartDelayMs: Math.max(0, TIMINGS.tourStart - performance.now()),
  popups: {
    tourCompletedAt: funnelStorage.tourCompletedAt(),
    now: Date.now(),
    paymentRecorded: funnelStorage.paymentRecorded(),
    accountRecorded: funnelStorage.accountRecorded(),
    packageSelectionOpened: funnelStorage.packageSelectionOpened(),
  },
  onboarding: readOnboardingStart(address),
});

/** Texts and the session first: onboarding must know who is signed in before it opens. */
export const prepareFunnel = async (address: FunnelAddress): Promise<FunnelStart> => {
  const texts = onboardingMayShow(address) ? [...FUNNEL_TEXTS, ...FUNNEL_DIALOG_TEXTS] : FUNNEL_TEXTS;
  await Promise.all([loadTextsNow(texts), resolveSession()]);
  return readFunnelStart(address);
};

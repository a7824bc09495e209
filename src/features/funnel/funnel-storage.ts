/**
 * The funnel's adapter to the browser's storage (spec part 2 §3 keys): the tour's flag and time,
 * the markers that stop the sales popups, the payment flags the success page leaves, the
 * 'Ready for a professional website?' card hidden for the visit, and the onboarding in progress.
 * Machines and views never touch storage; the funnel reads what they start with here and writes
 * what their actions ask for.
 */
import type { PackageId } from '@contract/catalogue';
import type { OnboardingDraft } from '@machines/onboarding';
import { localStore, sessionStore } from '@src/lib/storage';
import { LOCAL_KEYS, SESSION_KEYS } from '@src/lib/storage-keys';

const TRUE = 'true';

const storedTime = (value: string | null): number | null => {
  const time = value === null ? Number.NaN : Number(value);
  return Number.isFinite(time) ? time : null;
};

export const funnelStorage = {
  tourCompleted: (): boolean => localStore.get(LOCAL_KEYS.tourCompleted) === TRUE,
  /** When the tour was completed (ms since the epoch); null when never, or not known. */
  tourCompletedAt: (): number | null =>
    localStore.get(LOCAL_KEYS.tourCompleted) === TRUE
      ? (storedTime(localStore.get(LOCAL_KEYS.tourCompletedAt)) ?? 0)
      : null,
  storeTourCompleted: (now: number): void => {
    localStore.set(LOCAL_KEYS.tourCompleted, TRUE);
    localStore.set(LOCAL_KEYS.tourCompletedAt, String(now));
  },

  /** A payment was started or completed in this browser. */
  paymentRecorded: (): boolean =>
    localStore.get(LOCAL_KEYS.paymentStarted) !== null ||
    localStore.get(LOCAL_KEYS.paymentCompleted) === TRUE,
  accountRecorded: (): boolean => localStore.get(LOCAL_KEYS.accountCreated) === TRUE,
  recordAccountCreated: (): void => localStore.set(LOCAL_KEYS.accountCreated, TRUE),
  /** The marker set before the browser leaves for the checkout: the package and its price. */
  recordPaymentStarted: (payment: { packageId: PackageId; amount: number }): void =>
    localStore.set(LOCAL_KEYS.paymentStarted, JSON.stringify(payment)),

  paymentCompleted: (): boolean => localStore.get(LOCAL_KEYS.paymentCompleted) === TRUE,
  clearPaymentCompleted: (): void => localStore.remove(LOCAL_KEYS.paymentCompleted),
  /** The success page's `package` parameter, kept with the flag. */
  paidPackage: (): string | null => localStore.get(LOCAL_KEYS.paymentPackage),

  packageSelectionOpened: (): boolean => sessionStore.get(SESSION_KEYS.packageSelectionOpened) === TRUE,
  recordPackageSelectionOpened: (): void => sessionStore.set(SESSION_KEYS.packageSelectionOpened, TRUE),

  /** The stored onboarding draft as JSON gives it back (parsed and checked by the machine's module). */
  onboardingDraft: (): unknown => {
    const stored = localStore.get(LOCAL_KEYS.onboardingDraft);
    if (stored === null) return null;
    try {
      return JSON.parse(stored) as unknown;
    } catch {
      return null;
    }
  },
  hasOnboardingDraft: (): boolean => localStore.get(LOCAL_KEYS.onboardingDraft) !== null,
  /** The draft, and whether this tab has it in progress (a reload resumes it in place). */
  saveOnboardingDraft: (draft: OnboardingDraft | null): void => {
    localStore.set(LOCAL_KEYS.onboardingDraft, draft === null ? null : JSON.stringify(draft));
    sessionStore.set(SESSION_KEYS.onboardingInTab, draft === null ? null : TRUE);
  },
  onboardingInThisTab: (): boolean => sessionStore.get(SESSION_KEYS.onboardingInTab) === TRUE,
  draftPromptDismissed: (): boolean => sessionStore.get(SESSION_KEYS.draftPromptDismissed) === TRUE,
  recordDraftPromptDismissed: (): void => sessionStore.set(SESSION_KEYS.draftPromptDismissed, TRUE),
};

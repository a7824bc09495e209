/**
 * Every named delay of the site, in milliseconds, with the spec's value (part 2 §4, §8, §9;
 * part 1 §9): the flows' and the interface's (toasts, tooltips). Machines read their delays from
 * here by name, the app's toaster and tooltip provider too; tests and stories may override a
 * delay with `machine.provide({ delays })`.
 */
import { LIMITS } from '@contract/catalogue';

export const TIMINGS = {
  /** The guided tour opens this long after the page loads. */
  tourStart: 2000,
  /** The page-wide tourCompleted event fires this long after the tour is completed. */
  tourCompletedEvent: 30000,
  /** Sales popups wait at least this long after the tour was completed. */
  popupAfterTour: 30000,
  /** The exit-intent popup opens by itself after this long when the mouse never left the page. */
  exitIntentFallback: 30000,
  /** The second popup opens this long after the tourCompleted event. */
  secondPopup: 15000,
  /** The corner card opens this long after the popups became eligible. */
  cornerCard: 20000,
  /** The 'Ready for a professional website?' card opens this long after the popups became eligible. */
  readyCard: 30000,
  /** A failed download of the modal popups' code is tried again this long after (not in the spec). */
  popupDialogsRetry: 10000,
  /** Package selection closes, then onboarding opens this long after. */
  packageHandOff: 300,
  /** 'Sign In Instead' closes onboarding, then asks for the customer login this long after. */
  signInInsteadEvent: 100,
  /** 'Purchase Domain' opens the registrar, then moves to the details step this long after. */
  domainPurchaseAdvance: 2000,
  /** After the project is submitted, onboarding resets and closes this long after. */
  onboardingCloseAfterSubmit: 2000,
  /** The payment-success page redirects to the onboarding details this long after it opens. */
  paymentSuccessRedirect: 3000,
  /** An admin verification code is valid this long (at most; the server's expiresIn may be shorter). */
  codeLifetime: LIMITS.adminCodeLifetimeSeconds * 1000,
  /** The verification countdown counts down once per this interval. */
  countdownTick: 1000,
  /** How long an onboarding toast stays. */
  onboardingToast: 8000,
  /** How long any other toast stays (the toaster's default). */
  toastDefault: 5000,
  /** The delivery tracker's time left moves on once per this interval. */
  deliveryTrackerTick: 1000,
  /** A project whose delivery deadline is closer than this is due soon. */
  deliveryDueSoon: 6 * 60 * 60 * 1000,
  /** A dropped live-update stream is opened again after this long (the server's `retry:`), doubled per failure. */
  liveReconnect: 3000,
  /** The longest wait between two attempts to open the live-update stream. */
  liveReconnectMax: 30000,
  /** Hover time before a tooltip opens. */
  tooltipDelay: 700,
  /** Moving to another trigger within this time opens its tooltip at once. */
  tooltipSkipDelay: 300,
} as const;

export type TimingName = keyof typeof TIMINGS;

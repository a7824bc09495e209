/**
 * What a machine asks the app to show as a toast. Texts are i18n keys, whose English source lives
 * in the app's locale files (src/i18n/locales/en); the app's `showToast` implementation translates them.
 */
import { isServerRefusal, messageOf } from './errors';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastParams {
  titleKey: string;
  descriptionKey?: string;
  /** Interpolation values for the keys, e.g. `{ message }` for a server message. */
  values?: Record<string, string | number>;
  variant: ToastVariant;
  /** Omitted: the toaster's default (`TIMINGS.toastDefault`, 5 s). */
  durationMs?: number;
}

/** The key whose text is the server's own message (`{{message}}`), shared by every machine. */
export const SERVER_MESSAGE_KEY = 'common.toast.serverMessage';

/**
 * A toast whose description is the server's message when it sent one, else a fixed text
 * ("the server message, or …" in the spec's error catalogue).
 */
export const toastWithServerMessage = (
  base: Omit<ToastParams, 'descriptionKey' | 'values'>,
  message: string | undefined,
  fallbackKey: string,
): ToastParams =>
  message
    ? { ...base, descriptionKey: SERVER_MESSAGE_KEY, values: { message } }
    : { ...base, descriptionKey: fallbackKey };

/** The texts of a failed call's toast when the server sent no message of its own. */
export interface FailureFallbackKeys {
  /** The server refused without a message: the spec's default thrown text ("Login failed"). */
  refused: string;
  /** No answer came at all (offline): the toast's own fallback ("Please check your credentials …"). */
  unanswered: string;
}

/**
 * A failed call's toast as the spec's error catalogue words it ("the server message, or …;
 * default thrown text …"): the server's message when it sent one, else the text for a refusal
 * without one, else (no answer) the toast's fallback.
 */
export const failureToast = (
  base: Omit<ToastParams, 'descriptionKey' | 'values'>,
  error: unknown,
  fallbacks: FailureFallbackKeys,
): ToastParams =>
  toastWithServerMessage(
    base,
    messageOf(error),
    isServerRefusal(error) ? fallbacks.refused : fallbacks.unanswered,
  );

/**
 * What a machine asks the app to show as a toast. Texts are i18n keys (each machine folder lists
 * their English source in its `messages.ts`); the app's `showToast` implementation translates them.
 */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastParams {
  titleKey: string;
  descriptionKey?: string;
  /** Interpolation values for the keys, e.g. `{ message }` for a server message. */
  values?: Record<string, string | number>;
  variant: ToastVariant;
  /** Omitted: the toaster's default (5 s). */
  durationMs?: number;
}

/** The key whose text is the server's own message (`{{message}}`), shared by every machine. */
export const SERVER_MESSAGE_KEY = 'common.toast.serverMessage';

export const commonMessages = {
  [SERVER_MESSAGE_KEY]: '{{message}}',
} as const;

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

/** Test helpers: record the toasts a machine asks for and read them in English. */
import type { ToastParams } from '../shared/toast';
import { english } from './english';

export interface ToastRecorder {
  toasts: ToastParams[];
  /** A `showToast` implementation for `machine.provide({ actions })`. */
  showToast: (_args: unknown, params: ToastParams) => void;
  last: () => ToastParams | undefined;
}

export const recordToasts = (): ToastRecorder => {
  const toasts: ToastParams[] = [];
  return {
    toasts,
    showToast: (_args, params) => {
      toasts.push(params);
    },
    last: () => toasts[toasts.length - 1],
  };
};

const englishNumbers = new Intl.NumberFormat('en-US');

/** i18next's `{{name}}` and `{{name, number}}`, as the English locale renders them. */
const interpolate = (text: string, values: ToastParams['values'] = {}): string =>
  text.replace(/\{\{(\w+)(, number)?\}\}/g, (whole, name: string, number?: string) => {
    if (!(name in values)) return whole;
    const value = values[name]!;
    return number && typeof value === 'number' ? englishNumbers.format(value) : String(value);
  });

/** The English a person reads (the app's English locale): title and description, with the values filled in. */
export const englishOf = (
  toast: ToastParams | undefined,
  /** Values the app supplies to every text, such as the support phone number. */
  defaults: ToastParams['values'] = {},
): { title: string; description?: string; variant: string } | undefined => {
  if (!toast) return undefined;
  const text = (key: string): string => {
    const found = english[key];
    if (found === undefined) throw new Error(`No English text for ${key}`);
    return interpolate(found, { ...defaults, ...toast.values });
  };
  return {
    title: text(toast.titleKey),
    ...(toast.descriptionKey ? { description: text(toast.descriptionKey) } : {}),
    variant: toast.variant,
  };
};

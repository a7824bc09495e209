/**
 * The one place a machine's toast (`machines/shared/toast`) becomes a shown toast: its keys are
 * translated in the current language, `values` filled in (`{{phone}}` comes from i18n's default
 * variables), and the toast store shows it. Machines get it as their `showToast` action:
 * `machine.provide({ actions: { showToast: (_, params) => showMachineToast(params) } })`.
 */
import type { ParseKeys } from 'i18next';
import type { ToastParams } from '@machines/shared/toast';
import { isTextGroup, type TextGroup } from '@src/i18n/text-groups';
import { i18n, loadTextsNow, textsLoadedNow } from '@src/i18n/i18n';
import { showToast } from '@src/stores/toasts.store';

/** Machine keys are plain strings; machine-messages.test.ts checks each is in every locale. */
const translate = (key: string, values: ToastParams['values']): string =>
  i18n.t(key as ParseKeys, { ...values });

const show = ({ titleKey, descriptionKey, values, variant, durationMs }: ToastParams): void => {
  showToast({
    title: translate(titleKey, values),
    description: descriptionKey ? translate(descriptionKey, values) : undefined,
    variant,
    durationMs,
  });
};

/** The text groups the toast's keys belong to (a key starts with its group: `onboarding.toast.…`). */
const groupsOf = (keys: readonly (string | undefined)[]): TextGroup[] =>
  keys.flatMap((key) => {
    const group = key?.split('.')[0];
    return group && isTextGroup(group) ? [group] : [];
  });

/**
 * Shows the toast a machine asked for, in the page's language. A toast fired as its feature opens
 * comes before the feature's texts have loaded (onboarding's "Welcome back!" to a signed-in
 * customer read "onboarding.toast.welcomeBack.title" on the Arabic page): it shows once they are in.
 */
export const showMachineToast = (params: ToastParams): void => {
  const groups = groupsOf([params.titleKey, params.descriptionKey]);
  if (textsLoadedNow(groups)) show(params);
  else void loadTextsNow(groups).then(() => show(params));
};

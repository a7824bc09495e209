/**
 * The one place a machine's toast (`machines/shared/toast`) becomes a shown toast: its keys are
 * translated in the current language, `values` filled in (`{{phone}}` comes from i18n's default
 * variables), and the toast store shows it. Machines get it as their `showToast` action:
 * `machine.provide({ actions: { showToast: (_, params) => showMachineToast(params) } })`.
 */
import type { ParseKeys } from 'i18next';
import type { ToastParams } from '@machines/shared/toast';
import { i18n } from '@src/i18n/i18n';
import { showToast } from '@src/stores/toasts.store';

/** Machine keys are plain strings; machine-messages.test.ts checks each is in every locale. */
const translate = (key: string, values: ToastParams['values']): string =>
  i18n.t(key as ParseKeys, { ...values });

/** Shows the toast a machine asked for; returns its id in the toast store. */
export const showMachineToast = ({
  titleKey,
  descriptionKey,
  values,
  variant,
  durationMs,
}: ToastParams): string =>
  showToast({
    title: translate(titleKey, values),
    description: descriptionKey ? translate(descriptionKey, values) : undefined,
    variant,
    durationMs,
  });

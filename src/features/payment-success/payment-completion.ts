/**
 * What the browser keeps of a finished payment (spec part 2 §2): payment-completed, with the
 * package and amount, so that onboarding reopens at its details step on /#complete-details.
 */
import type { StoredPaymentCompletion } from '@machines/payment-success';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';

export const storePaymentCompletion = ({ packageName, amount }: StoredPaymentCompletion): void => {
  localStore.set(LOCAL_KEYS.paymentCompleted, 'true');
  localStore.set(LOCAL_KEYS.paymentPackage, packageName);
  localStore.set(LOCAL_KEYS.paymentAmount, amount);
};

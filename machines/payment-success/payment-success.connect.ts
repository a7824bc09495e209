/** View props of the payment-success page. */
import type { SnapshotFrom } from 'xstate';
import { formatUsd, PACKAGE_IDS } from '@contract/catalogue';
import {
  DEFAULT_PACKAGE_NAME,
  type PaymentSuccessEvent,
  type PaymentSuccessMachine,
} from './payment-success.machine';

/**
 * The `package` labels the server's return addresses carry (server/services/payments): the four
 * website packages and the other purchases. Each has a translated name on the page.
 */
export const KNOWN_PURCHASES = [
  ...PACKAGE_IDS,
  'logo',
  'maintenance',
  'fix_plan',
  'repair_deposit',
  'domain',
] as const;
export type KnownPurchase = (typeof KNOWN_PURCHASES)[number] | 'default';

/** What was bought: a known purchase by its i18n key, or the address's own text as it came. */
export type PurchaseLabel = { key: `paymentSuccess.purchase.${KnownPurchase}` } | { text: string };

export interface PaymentSuccessView {
  /** The `package` query parameter, or 'Website Package'. */
  packageName: string;
  /** The `amount` query parameter in dollars, or '0'. */
  amount: string;
  purchase: PurchaseLabel;
  /** The amount as USD, en-US (decision 4): cents only when it has them; $0 when unreadable. */
  amountLabel: string;
  isRedirecting: boolean;
  /** False when the address carries no payment: the page says none was found, and stays. */
  paymentFound: boolean;
  /** Call before Back to Homepage, so that the redirect does not fire after it. */
  onLeave: () => void;
}

const purchaseOf = (packageName: string): PurchaseLabel => {
  if (packageName === DEFAULT_PACKAGE_NAME) return { key: 'paymentSuccess.purchase.default' };
  const known = KNOWN_PURCHASES.find((label) => label === packageName.trim().toLowerCase());
  return known ? { key: `paymentSuccess.purchase.${known}` } : { text: packageName };
};

const amountLabelOf = (amount: string): string => {
  const dollars = Number(amount);
  if (!Number.isFinite(dollars) || dollars < 0) return formatUsd(0);
  return formatUsd(dollars, Number.isInteger(dollars) ? 0 : 2);
};

export const connect = (
  snapshot: SnapshotFrom<PaymentSuccessMachine>,
  send: (event: PaymentSuccessEvent) => void,
): PaymentSuccessView => ({
  packageName: snapshot.context.packageName,
  amount: snapshot.context.amount,
  purchase: purchaseOf(snapshot.context.packageName),
  amountLabel: amountLabelOf(snapshot.context.amount),
  isRedirecting: snapshot.matches({ redirect: 'redirected' }),
  paymentFound: !snapshot.matches({ redirect: 'noPayment' }),
  onLeave: () => send({ type: 'page.leave' }),
});

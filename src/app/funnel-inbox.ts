/**
 * What the page asks of the funnel (open package selection, open onboarding with a package, the
 * tour was announced, the payment return) and what it tells it (the customer portal's dialog opened
 * or closed), kept until the funnel's code has loaded and then handed to it in order. The funnel's
 * listener and the customer portal's machine post here; the funnel reads. It lives outside
 * src/features/ because two features use it.
 */
import type { PackageId } from '@contract/catalogue';
import type { FunnelEvent } from '@machines/funnel';

export type FunnelRequest =
  | { type: 'openPackageSelection' }
  | { type: 'openQuickOnboarding'; packageId: PackageId; price: number }
  | { type: 'tourCompleted' }
  /** The address became the return from a payment (#complete-details) while the page was open. */
  | { type: 'paymentReturn' }
  /** The customer portal's dialog opened or closed: nothing of the funnel opens over it. */
  | { type: 'portalOpened' }
  | { type: 'portalClosed' };

type Reader = (request: FunnelRequest) => void;

const waiting: FunnelRequest[] = [];
let reader: Reader | null = null;

export const postToFunnel = (request: FunnelRequest): void => {
  if (reader) reader(request);
  else waiting.push(request);
};

/** Hands over what is waiting, then every new request; returns the function that stops reading. */
export const readFunnelRequests = (read: Reader): (() => void) => {
  reader = read;
  waiting.splice(0).forEach(read);
  return () => {
    if (reader === read) reader = null;
  };
};

/** The page that asked is gone (its layout unmounted): what it asked for goes with it. */
export const discardFunnelRequests = (): void => {
  waiting.length = 0;
};

/** The funnel machine's event for a request of the page. */
export const toFunnelEvent = (request: FunnelRequest): FunnelEvent => {
  switch (request.type) {
    case 'openPackageSelection':
      return { type: 'page.openPackageSelection' };
    case 'openQuickOnboarding':
      return { type: 'page.openOnboarding', packageId: request.packageId };
    case 'tourCompleted':
      return { type: 'page.tourAnnounced' };
    case 'paymentReturn':
      return { type: 'page.paymentReturn' };
    case 'portalOpened':
      return { type: 'page.portalOpened' };
    case 'portalClosed':
      return { type: 'page.portalClosed' };
  }
};

/**
 * The funnel's services for stories and the per-machine explorer: the four flows stand in as
 * actors that run without answering (the funnel hears from them through its events), and a
 * payment return finds no completed payment, and the modal popups' code is at hand.
 */
import type { FakeServices } from '../shared/states-of-interest';

const running = () => new Promise<never>(() => {});

export const funnelFakes: FakeServices = {
  tour: running,
  popups: running,
  packageSelection: running,
  onboarding: running,
  readPaymentReturn: () => null,
  loadPopupDialogs: () => undefined,
};

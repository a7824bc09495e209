/**
 * The portal session's services for stories and the per-machine explorer: its two flows stand in
 * as actors that run without answering (the portal session hears from them through its events).
 */
import type { FakeServices } from '../shared/states-of-interest';

const running = () => new Promise<never>(() => {});

export const portalSessionFakes: FakeServices = {
  customerSession: running,
  adminVerification: running,
};

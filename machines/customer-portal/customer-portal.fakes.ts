/** The dialog's one actor for stories and the explorer: the admin's code grants, none of which comes. */
import type { FakeServices } from '../shared/states-of-interest';

const running = () => new Promise<never>(() => {});

export const customerPortalFakes: FakeServices = {
  adminCodeGrants: running,
};

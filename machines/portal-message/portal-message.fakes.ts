/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';

export const portalMessageFakes = {
  sendMessage: () => ({ success: true }),
} satisfies FakeServices;

/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';

export const customerDeletionFakes = {
  deleteCustomer: () => ({ success: true }),
} satisfies FakeServices;

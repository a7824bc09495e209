/** Services answering at once, for stories and tests: the contract's answers. */
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';

export const customerDeletionFakes = {
  deleteCustomer: (): ResponseOf<'deleteCustomer'> => ({ success: true }),
} satisfies FakeServices;

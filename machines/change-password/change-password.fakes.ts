/** Services answering at once, for stories and tests: the contract's answer. */
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';

export const changePasswordFakes = {
  changePassword: (): ResponseOf<'changePassword'> => ({ success: true }),
} satisfies FakeServices;

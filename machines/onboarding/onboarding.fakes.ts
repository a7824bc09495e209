/** Services answering at once, for stories and tests: the contract's answers. */
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { sampleCustomer, samplePaymentUrl } from '../testing/fixtures';

export const onboardingFakes = {
  register: (): ResponseOf<'register'> => ({ token: 'tok_new', customer: sampleCustomer }),
  createPayment: (): ResponseOf<'createPaymentIntent'> => ({ paymentUrl: samplePaymentUrl('package') }),
  createProject: (): ResponseOf<'createProject'> => ({ id: 'prj_1' }),
  createLogoPayment: (): ResponseOf<'createLogoPayment'> => ({ paymentUrl: samplePaymentUrl('logo') }),
} satisfies FakeServices;

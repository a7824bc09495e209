/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';
import { sampleCustomer, samplePaymentUrl } from '../testing/fixtures';

export const onboardingFakes = {
  register: () => ({ token: 'tok_new', customer: sampleCustomer }),
  createPayment: () => ({ paymentUrl: samplePaymentUrl('package') }),
  createProject: () => ({ id: 'prj_1' }),
  createLogoPayment: () => ({ paymentUrl: samplePaymentUrl('logo') }),
} satisfies FakeServices;

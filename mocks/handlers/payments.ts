import {
  AMOUNTS,
  PACKAGES,
  TLD_PRICES,
  maintenancePriceFor,
  type PaymentLinkKind,
  type PaymentPurpose,
} from '@contract';
import { db } from '../db';
import { MockHttpError, notFound } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';
import { maskEmail } from '@contract/mask-email';
import { checkoutUrl, createPayment, fulfil, paymentById, returnUrlOf } from './payment-records';

/** The fixed links of decision 15, which by default open the sandbox checkout for their amount. */
const FIXED_LINKS: Readonly<
  Record<PaymentLinkKind, { purpose: PaymentPurpose; amountCents: number; description: string }>
> = {
  maintenance: {
    purpose: 'maintenance',
    amountCents: maintenancePriceFor('startup') * 100,
    description: 'Monthly website maintenance',
  },
  fix_plan: {
    purpose: 'fix_plan',
    amountCents: AMOUNTS.fixPlanMonthlyDollars * 100,
    description: 'Fix and maintain plan',
  },
  repair_deposit: {
    purpose: 'repair_deposit',
    amountCents: AMOUNTS.repairDepositDollars * 100,
    description: 'Computer repair deposit',
  },
  domain_registrar: {
    purpose: 'domain',
    amountCents: TLD_PRICES.com.firstYear,
    description: 'Domain registration',
  },
};

export const paymentsHandlers = [
  mockRoute('createPaymentIntent', ({ body, caller }) => {
    const customer = caller();
    const payment = createPayment({
      purpose: 'package',
      amountCents: Math.round(body.amount * 100),
      packageType: body.packageType,
      customerId: customer.id,
      customerEmail: customer.email,
      description: `${PACKAGES[body.packageType].name} website package`,
    });
    return { paymentUrl: checkoutUrl(payment) };
  }),

  mockRoute('createLogoPayment', ({ body, caller }) => {
    const customer = caller();
    const project = db.projects.find((entry) => entry.id === body.projectId);
    if (!project) throw notFound('Project');
    const payment = createPayment({
      purpose: 'logo',
      amountCents: AMOUNTS.logoCents,
      projectId: project.id,
      customerId: customer.id,
      customerEmail: customer.email,
      description: `Logo design for ${project.companyName}`,
    });
    return { paymentUrl: checkoutUrl(payment) };
  }),

  mockRoute('paymentLink', ({ params }) => ({
    paymentUrl: checkoutUrl(createPayment(FIXED_LINKS[params.kind])),
  })),

  mockRoute('checkout', ({ params }) => {
    const payment = paymentById(params.paymentId);
    const { customerEmail } = payment;
    return {
      payment: { ...payment, ...(customerEmail ? { customerEmail: maskEmail(customerEmail) } : {}) },
      returnUrl: returnUrlOf(payment),
    };
  }),

  mockRoute('checkoutPay', ({ params }) => {
    const payment = paymentById(params.paymentId);
    if (payment.status === 'cancelled') throw new MockHttpError(409, 'This payment was cancelled');
    return { redirectUrl: returnUrlOf(fulfil(payment)) };
  }),

  mockRoute('checkoutCancel', ({ params }) => {
    const payment = paymentById(params.paymentId);
    if (payment.status === 'paid') throw new MockHttpError(409, 'This payment is already paid');
    payment.status = 'cancelled';
    return { redirectUrl: '/#pricing' };
  }),

  // Stripe is not mocked beyond its acknowledgement: the sandbox checkout covers the flows.
  mockRoute('stripeWebhook', () => ({ received: true })),

  mockRoute('confirmPayment', ({ query }) => {
    const payment = db.payments.find((entry) => entry.providerSessionId === query.session_id);
    if (!payment) throw notFound('Payment');
    return { payment: fulfil(payment) };
  }),
];

import { PACKAGES, deliveryDeadlineFor, withQuery, type Payment } from '@contract';
import { db } from '../db';
import { nextId, nowIso } from '../lib/ids';
import { notFound } from '../lib/mock-error';

type NewPayment = Pick<Payment, 'purpose' | 'amountCents' | 'description'> &
  Partial<Pick<Payment, 'projectId' | 'customerId' | 'domainOrderId' | 'packageType' | 'customerEmail'>>;

/** Records a pending sandbox payment (decision 13); the checkout page then pays or cancels it. */
export const createPayment = (input: NewPayment): Payment => {
  const id = nextId('pay');
  const payment: Payment = {
    ...input,
    id,
    provider: 'sandbox',
    providerSessionId: `sandbox_${id}`,
    status: 'pending',
    createdAt: nowIso(),
  };
  db.payments.push(payment);
  return payment;
};

/** The sandbox checkout page of this site for a payment. */
export const checkoutUrl = (payment: Payment): string => `/checkout/${payment.id}`;

/** `/payment-success?package=…&amount=…` (decision 13): the package name and whole dollars. */
export const returnUrlOf = (payment: Payment): string =>
  withQuery('/payment-success', {
    package: payment.packageType ? PACKAGES[payment.packageType].name : payment.description,
    amount: payment.amountCents / 100,
  });

export const paymentById = (id: string): Payment => {
  const payment = db.payments.find((entry) => entry.id === id);
  if (!payment) throw notFound('Payment');
  return payment;
};

/** Idempotent, like the server's fulfilment: paying twice changes nothing the second time. */
export const fulfil = (payment: Payment): Payment => {
  if (payment.status === 'paid') return payment;
  Object.assign(payment, { status: 'paid', paidAt: nowIso() });
  const project = payment.projectId && db.projects.find((entry) => entry.id === payment.projectId);
  if (project) {
    project.paidAmount += payment.amountCents;
    // The delivery clock starts at the first payment, as on the server.
    project.paidAt ??= payment.paidAt;
    if (project.paidAt) {
      project.deliveryDeadline = deliveryDeadlineFor(
        project.packageType,
        new Date(project.paidAt),
      ).toISOString();
    }
    // Decision 14: the payment status follows the money until the admin moves the project on.
    if (project.status === 'pending' || project.status === 'paid_deposit') {
      project.status = project.paidAmount >= project.totalAmount ? 'paid_full' : 'paid_deposit';
    }
  }
  const order = payment.domainOrderId && db.domainOrders.find((entry) => entry.id === payment.domainOrderId);
  if (order) order.status = 'paid';
  return payment;
};

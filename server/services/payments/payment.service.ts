/**
 * Payments (decisions 13–16): every checkout starts as a pending payment record, the provider opens
 * it, and one idempotent `fulfil` (payment-confirmation.ts) applies a paid payment exactly once,
 * whether the sandbox page, the Stripe webhook or the success page reports it first.
 */
import type { PlanId } from '@contract/catalogue';
import type { PaymentLinkKind } from '@contract/api/payments';
import { systemClock, type Clock } from '../../lib/clock';
import { newId as defaultNewId } from '../../lib/ids';
import { silentLogger, type Logger } from '../../lib/logger';
import type { Store } from '../../store/port';
import type { DomainOrderRecord, PaymentRecord } from '../../store/records';
import { PaymentNotFoundError, PaymentStateError } from './errors';
import { currentSubscription } from './fulfilment';
import { createConfirmation } from './payment-confirmation';
import {
  domainDraft,
  fixedAmountDraft,
  logoDraft,
  maintenanceDraft,
  packageDraft,
  paymentLinkDraft,
  type CustomerRef,
  type PaymentDraft,
} from './payment-drafts';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { absoluteUrl, withSessionIdTemplate } from './urls';

export type { CustomerRef } from './payment-drafts';

export type PaymentStore = Pick<
  Store,
  'payments' | 'processedEvents' | 'projects' | 'subscriptions' | 'customers' | 'domainOrders'
>;

export interface PaymentServiceDeps {
  store: PaymentStore;
  /** Default: the built-in sandbox checkout. */
  provider?: PaymentProvider;
  clock?: Clock;
  /** The site's public origin, e.g. https://agency.example (providers need absolute return URLs). */
  publicOrigin: string;
  /** Configured external links (decision 15); a kind without one opens the sandbox checkout. */
  fixedLinks?: Partial<Record<PaymentLinkKind, string>>;
  newId?: () => string;
  logger?: Logger;
  /** Told once of each payment when it becomes paid (mail and live updates); never fails the payment. */
  onPaid?: (payment: PaymentRecord) => Promise<void>;
}

export interface PaymentUrl {
  /** The recorded payment, or null for a link that records nothing here. */
  paymentId: string | null;
  paymentUrl: string;
}

/** Where the browser goes after the sandbox checkout's pay or cancel button. */
export interface RedirectAnswer {
  redirectUrl: string;
}

const CANCELLED_MESSAGE = 'This payment was cancelled and can no longer be paid.';
const PAID_MESSAGE = 'This payment has already been made and can no longer be cancelled.';

export function createPaymentService(deps: PaymentServiceDeps) {
  const store = deps.store;
  const provider = deps.provider ?? createSandboxProvider();
  const clock = deps.clock ?? systemClock;
  const newId = deps.newId ?? defaultNewId;
  const confirmation = createConfirmation({
    store,
    provider,
    clock,
    newId,
    logger: deps.logger ?? silentLogger,
    onPaid: deps.onPaid,
  });

  const record = (draft: PaymentDraft, id = newId()) =>
    store.payments.create({
      ...draft,
      id,
      provider: provider.name,
      status: 'pending',
      createdAt: clock.now().toISOString(),
    });

  /** Records the payment, then asks the provider for its checkout. */
  async function startCheckout(draft: PaymentDraft): Promise<PaymentUrl> {
    const payment = await record(draft);
    const session = await provider.createCheckout({
      payment,
      successUrl: absoluteUrl(deps.publicOrigin, withSessionIdTemplate(payment.returnUrl)),
      cancelUrl: absoluteUrl(deps.publicOrigin, payment.cancelUrl),
    });
    await store.payments.update(payment.id, { providerSessionId: session.providerSessionId });
    return { paymentId: payment.id, paymentUrl: session.url };
  }

  async function findPayment(paymentId: string): Promise<PaymentRecord> {
    const payment = await store.payments.findById(paymentId);
    if (!payment) throw new PaymentNotFoundError();
    return payment;
  }

  /** The plan a maintenance month pays for: the customer's current subscription's, else startup. */
  async function currentPlan(customerId: string): Promise<PlanId> {
    return currentSubscription(await store.subscriptions.listByCustomer(customerId))?.plan ?? 'startup';
  }

  const service = {
    /** POST /api/create-payment-intent: the package at its catalogue price (the amount must match). */
    async createPackagePayment(input: {
      customer: CustomerRef;
      amountDollars: number;
      packageType: string;
      cancelPath?: string;
    }): Promise<PaymentUrl> {
      return startCheckout(
        packageDraft(input.customer, input.amountDollars, input.packageType, input.cancelPath),
      );
    },

    /** POST /api/create-logo-payment: $99 for one of the customer's own projects. */
    async createLogoPayment(input: {
      customer: CustomerRef;
      projectId: string;
      cancelPath?: string;
    }): Promise<PaymentUrl> {
      const project = await store.projects.findById(input.projectId);
      if (!project || project.customerId !== input.customer.id) {
        throw new PaymentNotFoundError('Project not found');
      }
      return startCheckout(logoDraft(input.customer, project, input.cancelPath));
    },

    /** POST /api/admin/create-payment-link: any amount ≥ $1 for a customer, optionally a project. */
    async createPaymentLink(input: {
      amountDollars: number;
      description: string;
      customerName: string;
      customerEmail: string;
      projectId?: string;
    }): Promise<PaymentUrl> {
      if (input.projectId && !(await store.projects.findById(input.projectId))) {
        throw new PaymentNotFoundError('Project not found');
      }
      const customer = await store.customers.findByEmail(input.customerEmail.trim().toLowerCase());
      return startCheckout(paymentLinkDraft({ ...input, ...(customer ? { customerId: customer.id } : {}) }));
    },

    /** A month of a maintenance plan; an unused $200 credit pays the first fee or part of it. */
    async createMaintenancePayment(input: {
      customer: CustomerRef;
      plan: PlanId;
      cancelPath?: string;
    }): Promise<PaymentUrl> {
      const customer = await store.customers.findById(input.customer.id);
      if (!customer) throw new PaymentNotFoundError('Customer not found');
      const draft = maintenanceDraft(customer, input.plan, input.cancelPath);
      if (draft.amountCents > 0) return startCheckout(draft);
      // Fully covered by the credit: nothing to charge, so it is fulfilled at once (decision 16).
      const id = newId();
      await record(draft, id);
      await store.payments.update(id, { providerSessionId: `credit_${id}` });
      await confirmation.fulfil(id);
      return { paymentId: id, paymentUrl: draft.returnUrl };
    },

    /** The checkout of a stored domain order (the domain service's payment port). */
    async createDomainPayment(order: DomainOrderRecord): Promise<PaymentUrl> {
      return startCheckout(domainDraft(order));
    },

    /**
     * GET /api/payment-links/:kind (decision 15): the configured URL, else a checkout for the amount.
     * A signed-in customer's maintenance link is always this site's checkout for their plan, even
     * when an outside link is configured: only here can the $200 credit be applied and the paid
     * month be recorded on their subscription (decision 16).
     */
    async fixedLink(kind: PaymentLinkKind, options: { customer?: CustomerRef } = {}): Promise<PaymentUrl> {
      if (kind === 'maintenance' && options.customer) {
        const plan = await currentPlan(options.customer.id);
        return service.createMaintenancePayment({ customer: options.customer, plan });
      }
      const configured = deps.fixedLinks?.[kind];
      if (configured) return { paymentId: null, paymentUrl: configured };
      if (kind === 'domain_registrar') {
        // The embedded registrar is this site's own domain page.
        return { paymentId: null, paymentUrl: '/domains' };
      }
      return startCheckout(fixedAmountDraft(kind, options.customer));
    },

    /** GET /api/checkout/:paymentId: what the sandbox checkout page shows. */
    async getCheckout(paymentId: string): Promise<{ payment: PaymentRecord; returnUrl: string }> {
      const payment = await findPayment(paymentId);
      return { payment, returnUrl: payment.returnUrl };
    },

    /**
     * POST /api/checkout/:paymentId/pay (sandbox only): fulfil, then go to the return URL. Paying
     * again is harmless (fulfil applies a payment once); a payment cancelled first, even by a cancel
     * that raced this call, is refused.
     */
    async pay(paymentId: string): Promise<RedirectAnswer> {
      const payment = await findPayment(paymentId);
      if (provider.name !== 'sandbox' || payment.provider !== 'sandbox') {
        throw new PaymentStateError('This payment is handled by the card processor.');
      }
      if (payment.status === 'cancelled') throw new PaymentStateError(CANCELLED_MESSAGE);
      const { payment: after } = await confirmation.fulfil(payment.id);
      if (after.status !== 'paid') throw new PaymentStateError(CANCELLED_MESSAGE);
      return { redirectUrl: payment.returnUrl };
    },

    /**
     * POST /api/checkout/:paymentId/cancel: back to where the visitor came from. Only a pending
     * sandbox payment is cancelled (atomically, so a pay racing this call either wins or is refused);
     * cancelling twice is harmless, a paid payment is refused. A card processor's payment is left
     * pending: its checkout may still be paid, and its webhook must then find it payable.
     */
    async cancel(paymentId: string): Promise<RedirectAnswer> {
      const current = await findPayment(paymentId);
      if (current.provider !== 'sandbox') {
        if (current.status === 'paid') throw new PaymentStateError(PAID_MESSAGE);
        return { redirectUrl: current.cancelUrl };
      }
      const cancelled = await store.payments.markCancelledOnce(paymentId);
      const payment = cancelled ?? (await findPayment(paymentId));
      if (payment.status === 'paid') throw new PaymentStateError(PAID_MESSAGE);
      // A domain order whose checkout was abandoned is no longer waiting for its payment.
      if (cancelled?.domainOrderId) {
        await store.domainOrders.update(cancelled.domainOrderId, { status: 'cancelled' });
      }
      return { redirectUrl: payment.cancelUrl };
    },

    fulfil: confirmation.fulfil,
    confirmCheckoutSession: confirmation.confirmCheckoutSession,
    handleStripeWebhook: confirmation.handleStripeWebhook,
  };

  return service;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

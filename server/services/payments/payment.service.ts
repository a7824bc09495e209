/**
 * Payments (decisions 13–16): every checkout starts as a pending payment record, the provider opens
 * it, and one idempotent `fulfil` (see payment-confirmation.ts) applies a paid payment exactly once,
 * whether the sandbox page, the Stripe webhook or the success page reports it first.
 */
import {
  AMOUNTS,
  LIMITS,
  MAINTENANCE_PLANS,
  PACKAGES,
  formatUsd,
  isPackageId,
  type PlanId,
} from '../../../contract/catalogue';
import type { PaymentLinkKind } from '../../../contract/api/payments';
import { PAYMENT_MAX_DOLLARS } from '../../../contract/fields';
import { systemClock, type Clock } from '../../lib/clock';
import { newId as defaultNewId } from '../../lib/ids';
import { silentLogger, type Logger } from '../../lib/logger';
import type { Store } from '../../store/port';
import type { DomainOrderRecord, PaymentRecord } from '../../store/records';
import { PaymentNotFoundError, PaymentStateError, PaymentValidationError } from './errors';
import { createConfirmation, type PaymentConfirmation } from './payment-confirmation';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { PORTAL_PATH, absoluteUrl, paymentSuccessPath, withSessionIdTemplate } from './urls';

/** Who pays: the signed-in customer (a CustomerRecord fits). */
export interface CustomerRef {
  id: string;
  email: string;
}

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
}

export interface PaymentUrl {
  /** The recorded payment, or null for a configured external link. */
  paymentId: string | null;
  paymentUrl: string;
}

/** Where the browser goes after the sandbox checkout's pay or cancel button. */
export interface RedirectAnswer {
  redirectUrl: string;
}

/** A `/payment-success` label for purchases that are not website packages. */
const SUCCESS_LABEL = {
  logo: 'logo',
  maintenance: 'maintenance',
  fix_plan: 'fix_plan',
  repair_deposit: 'repair_deposit',
  domain: 'domain',
} as const;

export function createPaymentService(deps: PaymentServiceDeps) {
  const store = deps.store;
  const provider = deps.provider ?? createSandboxProvider();
  const clock = deps.clock ?? systemClock;
  const newId = deps.newId ?? defaultNewId;
  const confirmation: PaymentConfirmation = createConfirmation({
    store,
    provider,
    clock,
    newId,
    logger: deps.logger ?? silentLogger,
  });

  type Draft = Omit<PaymentRecord, 'id' | 'provider' | 'status' | 'createdAt' | 'providerSessionId'>;

  /** Records the payment, then asks the provider for its checkout. */
  async function startCheckout(draft: Draft): Promise<PaymentUrl> {
    const payment = await store.payments.create({
      ...draft,
      id: newId(),
      provider: provider.name,
      status: 'pending',
      createdAt: clock.now().toISOString(),
    });
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

  const toCents = (dollars: number, field: string): number => {
    if (
      !Number.isFinite(dollars) ||
      dollars < LIMITS.paymentLinkMinDollars ||
      dollars > PAYMENT_MAX_DOLLARS
    ) {
      throw new PaymentValidationError(
        field,
        `The amount must be between ${formatUsd(LIMITS.paymentLinkMinDollars)} and ${formatUsd(PAYMENT_MAX_DOLLARS, 2)}.`,
      );
    }
    return Math.round(dollars * 100);
  };

  const service = {
    /** POST /api/create-payment-intent: the package at its catalogue price (the amount must match). */
    async createPackagePayment(input: {
      customer: CustomerRef;
      amountDollars: number;
      packageType: string;
      cancelPath?: string;
    }): Promise<PaymentUrl> {
      if (!isPackageId(input.packageType)) {
        throw new PaymentValidationError('packageType', 'Unknown package.');
      }
      const pkg = PACKAGES[input.packageType];
      if (input.amountDollars !== pkg.price) {
        throw new PaymentValidationError(
          'amount',
          `The amount does not match the ${pkg.name} package price (${formatUsd(pkg.price)}).`,
        );
      }
      const amountCents = pkg.price * 100;
      return startCheckout({
        purpose: 'package',
        amountCents,
        description: `${pkg.name} website package`,
        customerId: input.customer.id,
        customerEmail: input.customer.email,
        packageType: pkg.id,
        returnUrl: paymentSuccessPath(pkg.id, amountCents),
        cancelUrl: input.cancelPath ?? '/#pricing',
      });
    },

    /** POST /api/create-logo-payment: $99 for one of the customer's own projects. */
    async createLogoPayment(input: { customer: CustomerRef; projectId: string; cancelPath?: string }) {
      const project = await store.projects.findById(input.projectId);
      if (!project || project.customerId !== input.customer.id)
        throw new PaymentNotFoundError('Project not found');
      return startCheckout({
        purpose: 'logo',
        amountCents: AMOUNTS.logoCents,
        description: `Logo design for ${project.companyName}`,
        customerId: input.customer.id,
        customerEmail: input.customer.email,
        projectId: project.id,
        returnUrl: paymentSuccessPath(SUCCESS_LABEL.logo, AMOUNTS.logoCents),
        cancelUrl: input.cancelPath ?? PORTAL_PATH,
      });
    },

    /** POST /api/admin/create-payment-link: any amount ≥ $1 for a customer, optionally a project. */
    async createPaymentLink(input: {
      amountDollars: number;
      description: string;
      customerName: string;
      customerEmail: string;
      projectId?: string;
    }): Promise<PaymentUrl> {
      const amountCents = toCents(input.amountDollars, 'amount');
      const description = input.description.trim();
      if (!description) throw new PaymentValidationError('description', 'Please describe the payment.');
      const email = input.customerEmail.trim().toLowerCase();
      if (input.projectId && !(await store.projects.findById(input.projectId))) {
        throw new PaymentNotFoundError('Project not found');
      }
      const customer = await store.customers.findByEmail(email);
      return startCheckout({
        purpose: 'payment_link',
        amountCents,
        description: `${description} (${input.customerName.trim()})`,
        customerEmail: email,
        ...(customer ? { customerId: customer.id } : {}),
        ...(input.projectId ? { projectId: input.projectId } : {}),
        returnUrl: PORTAL_PATH,
        cancelUrl: PORTAL_PATH,
      });
    },

    /** A month of a maintenance plan; an unused $200 credit pays the first fee or part of it. */
    async createMaintenancePayment(input: { customer: CustomerRef; plan: PlanId; cancelPath?: string }) {
      const plan = MAINTENANCE_PLANS[input.plan];
      if (!plan) throw new PaymentValidationError('plan', 'Unknown maintenance plan.');
      const customer = await store.customers.findById(input.customer.id);
      if (!customer) throw new PaymentNotFoundError('Customer not found');
      const feeCents = plan.monthly * 100;
      const unusedCredit = customer.hasUsedMaintenanceCredit ? 0 : customer.maintenanceCredit;
      const creditCents = Math.min(feeCents, Math.max(0, unusedCredit));
      const amountCents = feeCents - creditCents;
      const draft: Draft = {
        purpose: 'maintenance',
        amountCents,
        description: `${PACKAGES[plan.id].name} maintenance plan, one month${creditCents ? ` (${formatUsd(creditCents / 100)} credit applied)` : ''}`,
        customerId: customer.id,
        customerEmail: customer.email,
        plan: plan.id,
        returnUrl: paymentSuccessPath(SUCCESS_LABEL.maintenance, amountCents),
        cancelUrl: input.cancelPath ?? PORTAL_PATH,
      };
      if (amountCents > 0) return startCheckout(draft);
      // Fully covered by the credit: nothing to charge, so it is fulfilled at once (decision 16).
      const id = newId();
      const payment = await store.payments.create({
        ...draft,
        id,
        provider: provider.name,
        providerSessionId: `credit_${id}`,
        status: 'pending',
        createdAt: clock.now().toISOString(),
      });
      await confirmation.fulfil(payment.id);
      return { paymentId: payment.id, paymentUrl: payment.returnUrl };
    },

    /** The checkout of a stored domain order (the domain service's payment port). */
    async createDomainPayment(order: DomainOrderRecord): Promise<PaymentUrl> {
      return startCheckout({
        purpose: 'domain',
        amountCents: order.total,
        description: `Domain registration: ${order.domainName}.${order.tld} (${order.years} year${order.years === 1 ? '' : 's'})`,
        customerEmail: order.customerEmail,
        domainOrderId: order.id,
        returnUrl: paymentSuccessPath(SUCCESS_LABEL.domain, order.total),
        cancelUrl: '/domains',
      });
    },

    /**
     * GET /api/payment-links/:kind (decision 15): the configured URL, else a sandbox checkout for the
     * amount. With a signed-in customer, the maintenance link is that customer's plan payment.
     */
    async fixedLink(kind: PaymentLinkKind, options: { customer?: CustomerRef } = {}): Promise<PaymentUrl> {
      const configured = deps.fixedLinks?.[kind];
      if (configured) return { paymentId: null, paymentUrl: configured };
      switch (kind) {
        case 'domain_registrar':
          // The embedded registrar is this site's own domain page.
          return { paymentId: null, paymentUrl: '/domains' };
        case 'maintenance':
          if (options.customer)
            return service.createMaintenancePayment({ customer: options.customer, plan: 'startup' });
          return fixedAmountCheckout(
            'maintenance',
            MAINTENANCE_PLANS.startup.monthly,
            'Website maintenance plan, one month',
            options.customer,
          );
        case 'fix_plan':
          return fixedAmountCheckout(
            'fix_plan',
            AMOUNTS.fixPlanMonthlyDollars,
            'Fix & maintain plan, one month',
            options.customer,
          );
        case 'repair_deposit':
          return fixedAmountCheckout(
            'repair_deposit',
            AMOUNTS.repairDepositDollars,
            'Computer repair deposit',
            options.customer,
          );
      }
    },

    /** GET /api/checkout/:paymentId: what the sandbox checkout page shows. */
    async getCheckout(paymentId: string): Promise<{ payment: PaymentRecord; returnUrl: string }> {
      const payment = await findPayment(paymentId);
      return { payment, returnUrl: payment.returnUrl };
    },

    /** POST /api/checkout/:paymentId/pay (sandbox only): fulfil, then go to the return URL. */
    async pay(paymentId: string): Promise<RedirectAnswer> {
      const payment = await findPayment(paymentId);
      if (provider.name !== 'sandbox' || payment.provider !== 'sandbox') {
        throw new PaymentStateError('This payment is handled by the card processor.');
      }
      if (payment.status === 'cancelled') throw new PaymentStateError('This payment was cancelled.');
      await confirmation.fulfil(payment.id);
      return { redirectUrl: payment.returnUrl };
    },

    /** POST /api/checkout/:paymentId/cancel: back to where the visitor came from. */
    async cancel(paymentId: string): Promise<RedirectAnswer> {
      const payment = await findPayment(paymentId);
      if (payment.status === 'paid') throw new PaymentStateError('This payment has already been made.');
      if (payment.status === 'pending') await store.payments.update(payment.id, { status: 'cancelled' });
      return { redirectUrl: payment.cancelUrl };
    },

    fulfil: confirmation.fulfil,
    confirmCheckoutSession: confirmation.confirmCheckoutSession,
    handleStripeWebhook: confirmation.handleStripeWebhook,
  };

  function fixedAmountCheckout(
    purpose: 'maintenance' | 'fix_plan' | 'repair_deposit',
    dollars: number,
    description: string,
    customer: CustomerRef | undefined,
  ): Promise<PaymentUrl> {
    const amountCents = dollars * 100;
    return startCheckout({
      purpose,
      amountCents,
      description,
      ...(customer ? { customerId: customer.id, customerEmail: customer.email } : {}),
      ...(purpose === 'maintenance' ? { plan: 'startup' as const } : {}),
      returnUrl: paymentSuccessPath(SUCCESS_LABEL[purpose], amountCents),
      cancelUrl: '/',
    });
  }

  return service;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

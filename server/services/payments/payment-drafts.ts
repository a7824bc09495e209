/**
 * What each kind of payment charges, says and returns to, before it is recorded. Pure: amounts come
 * from the catalogue, never from the client, except the admin's payment-link amount.
 */
import {
  AMOUNTS,
  LIMITS,
  MAINTENANCE_PLANS,
  PACKAGES,
  formatUsd,
  isPackageId,
  type PlanId,
} from '@contract/catalogue';
import { PAYMENT_MAX_DOLLARS, TEXT_MAX } from '@contract/fields';
import type { CustomerRecord, DomainOrderRecord, PaymentRecord, ProjectRecord } from '../../store/records';
import { PaymentValidationError } from './errors';
import { PORTAL_PATH, paymentSuccessPath } from './urls';

/** A payment before it is recorded: the service adds id, provider, status and timestamps. */
export type PaymentDraft = Omit<
  PaymentRecord,
  'id' | 'provider' | 'status' | 'createdAt' | 'providerSessionId'
>;

/** Who pays: the signed-in customer (a CustomerRecord fits). */
export interface CustomerRef {
  id: string;
  email: string;
}

/** The `package` shown on /payment-success for purchases that are not website packages. */
export const SUCCESS_LABEL = {
  logo: 'logo',
  maintenance: 'maintenance',
  fix_plan: 'fix_plan',
  repair_deposit: 'repair_deposit',
  domain: 'domain',
} as const;

export function dollarsToCents(dollars: number, field: string): number {
  if (!Number.isFinite(dollars) || dollars < LIMITS.paymentLinkMinDollars || dollars > PAYMENT_MAX_DOLLARS) {
    throw new PaymentValidationError(
      field,
      `The amount must be between ${formatUsd(LIMITS.paymentLinkMinDollars)} and ${formatUsd(PAYMENT_MAX_DOLLARS, 2)}.`,
    );
  }
  return Math.round(dollars * 100);
}

/** A website package at its catalogue price; the client's amount must be that price. */
export function packageDraft(
  customer: CustomerRef,
  amountDollars: number,
  packageType: string,
  cancelPath = '/#pricing',
): PaymentDraft {
  if (!isPackageId(packageType)) throw new PaymentValidationError('packageType', 'Unknown package.');
  const pkg = PACKAGES[packageType];
  if (amountDollars !== pkg.price) {
    throw new PaymentValidationError(
      'amount',
      `The amount does not match the ${pkg.name} package price (${formatUsd(pkg.price)}).`,
    );
  }
  const amountCents = pkg.price * 100;
  return {
    purpose: 'package',
    amountCents,
    description: `${pkg.name} website package`,
    customerId: customer.id,
    customerEmail: customer.email,
    packageType: pkg.id,
    returnUrl: paymentSuccessPath(pkg.id, amountCents),
    cancelUrl: cancelPath,
  };
}

export function logoDraft(
  customer: CustomerRef,
  project: ProjectRecord,
  cancelPath = PORTAL_PATH,
): PaymentDraft {
  return {
    purpose: 'logo',
    amountCents: AMOUNTS.logoCents,
    description: `Logo design for ${project.companyName}`,
    customerId: customer.id,
    customerEmail: customer.email,
    projectId: project.id,
    returnUrl: paymentSuccessPath(SUCCESS_LABEL.logo, AMOUNTS.logoCents),
    cancelUrl: cancelPath,
  };
}

export function paymentLinkDraft(input: {
  amountDollars: number;
  description: string;
  customerName: string;
  customerEmail: string;
  customerId?: string;
  projectId?: string;
}): PaymentDraft {
  const amountCents = dollarsToCents(input.amountDollars, 'amount');
  const description = input.description.trim();
  if (!description) throw new PaymentValidationError('description', 'Please describe the payment.');
  // The customer's name is stored in the description the checkout shows, which has its own limit.
  const suffix = ` (${input.customerName.trim()})`;
  const room = TEXT_MAX.paymentDescription - suffix.length;
  if (description.length > room) {
    throw new PaymentValidationError(
      'description',
      `The description is too long: with the customer's name it may have at most ${room} characters.`,
    );
  }
  return {
    purpose: 'payment_link',
    amountCents,
    description: `${description}${suffix}`,
    customerEmail: input.customerEmail.trim().toLowerCase(),
    ...(input.customerId ? { customerId: input.customerId } : {}),
    ...(input.projectId ? { projectId: input.projectId } : {}),
    returnUrl: PORTAL_PATH,
    cancelUrl: PORTAL_PATH,
  };
}

/** One month of a plan; an unused credit pays the fee or part of it (decision 16). */
export function maintenanceDraft(
  customer: CustomerRecord,
  planId: PlanId,
  cancelPath = PORTAL_PATH,
): PaymentDraft {
  const plan = MAINTENANCE_PLANS[planId];
  if (!plan) throw new PaymentValidationError('plan', 'Unknown maintenance plan.');
  const feeCents = plan.monthly * 100;
  const unusedCredit = customer.hasUsedMaintenanceCredit ? 0 : customer.maintenanceCredit;
  const creditCents = Math.min(feeCents, Math.max(0, unusedCredit));
  const amountCents = feeCents - creditCents;
  const creditNote = creditCents ? ` (${formatUsd(creditCents / 100)} credit applied)` : '';
  return {
    purpose: 'maintenance',
    amountCents,
    description: `${PACKAGES[plan.id].name} maintenance plan, one month${creditNote}`,
    customerId: customer.id,
    customerEmail: customer.email,
    plan: plan.id,
    returnUrl: paymentSuccessPath(SUCCESS_LABEL.maintenance, amountCents),
    cancelUrl: cancelPath,
  };
}

export function domainDraft(order: DomainOrderRecord): PaymentDraft {
  const years = `${order.years} year${order.years === 1 ? '' : 's'}`;
  return {
    purpose: 'domain',
    amountCents: order.totalCents,
    description: `Domain registration: ${order.domainName}.${order.tld} (${years})`,
    customerEmail: order.customerEmail,
    domainOrderId: order.id,
    returnUrl: paymentSuccessPath(SUCCESS_LABEL.domain, order.totalCents),
    cancelUrl: '/domains',
  };
}

const FIXED_AMOUNTS = {
  maintenance: {
    dollars: MAINTENANCE_PLANS.startup.monthly,
    description: 'Website maintenance plan, one month',
  },
  fix_plan: { dollars: AMOUNTS.fixPlanMonthlyDollars, description: 'Fix & maintain plan, one month' },
  repair_deposit: { dollars: AMOUNTS.repairDepositDollars, description: 'Computer repair deposit' },
} as const;

/** The default behind a fixed link (decision 15): a checkout for the link's catalogue amount. */
export function fixedAmountDraft(kind: keyof typeof FIXED_AMOUNTS, customer?: CustomerRef): PaymentDraft {
  const { dollars, description } = FIXED_AMOUNTS[kind];
  const amountCents = dollars * 100;
  return {
    purpose: kind,
    amountCents,
    description,
    ...(customer ? { customerId: customer.id, customerEmail: customer.email } : {}),
    ...(kind === 'maintenance' ? { plan: 'startup' as const } : {}),
    returnUrl: paymentSuccessPath(SUCCESS_LABEL[kind], amountCents),
    cancelUrl: '/',
  };
}

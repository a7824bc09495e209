/**
 * The one-time $200 maintenance credit (decision 16). Every grant goes through the store's
 * once-only operations (grantCreditOnce, reserve, markApplied), so a repeated or concurrent claim
 * never grants twice. The credit reservations are also the ledger of emails that received it: an
 * entry outlives its account, so deleting an account and registering its email again does not
 * bring the credit back. Anyone may claim for an email, so an anonymous answer names no one.
 */
import { AMOUNTS, formatUsd } from '@contract/catalogue';
import type { ClaimCreditResponse } from '@contract/api/credit';
import type { Customer, TrackingRecord } from '@contract/entities';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../http/errors';
import type { Store } from '../../store/port';
import { normalizeEmail } from '../../store/record-utils';
import type { CustomerRecord } from '../../store/records';
import { toCustomer } from '../customers/to-customer';
import type { LeadService } from '../leads';
import type { ClaimLinks } from './claim-link';

const CREDIT_CENTS = AMOUNTS.maintenanceCreditCents;
const CREDIT = formatUsd(CREDIT_CENTS / 100);

export const CREDIT_MESSAGES = {
  applied: `Your ${CREDIT} maintenance credit has been applied to your account.`,
  reserved: `Your ${CREDIT} maintenance credit is reserved. Create an account with this email to use it.`,
  alreadyClaimed: `The ${CREDIT} maintenance credit has already been claimed for this email.`,
  adminAlreadyGranted: `This customer has already received the ${CREDIT} maintenance credit.`,
} as const;

export interface CreditService {
  /**
   * GET /api/claim-maintenance-credit: applied or reserved; 409 with alreadyClaimed otherwise. The
   * holder's first name only for that customer signed in or a signed claim link (decision 29).
   */
  claim(input: ClaimInput): Promise<ClaimCreditResponse>;
  /** The admin's "apply credit" for a chosen customer. */
  applyToCustomer(customerId: string): Promise<{ customer: Customer }>;
  /** At registration: applies a credit reserved for this email; returns the account as it now is. */
  applyReservation(customer: CustomerRecord): Promise<CustomerRecord>;
}

export interface ClaimInput {
  email: string;
  tracking?: TrackingRecord;
  /** The signed-in caller, if any. */
  caller?: CustomerRecord;
  /** The claim link's signature, if the visitor came through one. */
  sig?: string;
}

const alreadyClaimed = () =>
  conflict(CREDIT_MESSAGES.alreadyClaimed, { extra: { error: true, alreadyClaimed: true } });

const appliedAnswer = (customer: CustomerRecord, showName: boolean): ClaimCreditResponse => ({
  message: CREDIT_MESSAGES.applied,
  alreadyClaimed: false,
  creditReserved: false,
  customer: {
    ...(showName ? { firstName: customer.firstName } : {}),
    email: customer.email,
    maintenanceCredit: customer.maintenanceCredit,
  },
});

export function createCreditService(deps: {
  store: Store;
  clock: Clock;
  leads: LeadService;
  claimLinks: ClaimLinks;
}): CreditService {
  const { customers, creditReservations } = deps.store;

  /** Whether the caller may see the name of the account holding `email` (decision 29). */
  async function mayShowName({ email, caller, sig }: ClaimInput): Promise<boolean> {
    if (caller && caller.email === normalizeEmail(email)) return true;
    return sig !== undefined && (await deps.claimLinks.verify(email, sig));
  }

  async function applyReservation(customer: CustomerRecord): Promise<CustomerRecord> {
    if (!(await creditReservations.markApplied(customer.email, deps.clock.now()))) return customer;
    return (await customers.grantCreditOnce(customer.id, CREDIT_CENTS)) ?? customer;
  }

  /**
   * Grants the credit to an existing account unless its email already received it: only the call
   * that records the email's entry as applied grants (an account that got the credit before the
   * ledger existed is still refused by grantCreditOnce).
   */
  async function grantToAccount(customer: CustomerRecord): Promise<CustomerRecord | null> {
    if (!(await creditReservations.applyOnce(customer.email, deps.clock.now()))) return null;
    return customers.grantCreditOnce(customer.id, CREDIT_CENTS);
  }

  return {
    applyReservation,

    async claim(input) {
      const { email } = input;
      await deps.leads.record('credit_claim', input.tracking, email);
      const existing = await customers.findByEmail(email);
      if (existing) {
        const granted = await grantToAccount(existing);
        if (!granted) throw alreadyClaimed();
        return appliedAnswer(granted, await mayShowName(input));
      }
      if (!(await creditReservations.reserve(email, deps.clock.now()))) throw alreadyClaimed();
      // An account may have been registered between the lookup and the reservation: it would have
      // found no reservation to apply, so apply it here.
      const registered = await customers.findByEmail(email);
      if (registered) {
        await applyReservation(registered);
        const current = (await customers.findById(registered.id)) ?? registered;
        return appliedAnswer(current, await mayShowName(input));
      }
      return { message: CREDIT_MESSAGES.reserved, alreadyClaimed: false, creditReserved: true };
    },

    async applyToCustomer(customerId) {
      const customer = await customers.findById(customerId);
      if (!customer) throw notFound('Customer not found');
      const granted = await grantToAccount(customer);
      if (!granted) throw conflict(CREDIT_MESSAGES.adminAlreadyGranted);
      return { customer: toCustomer(granted) };
    },
  };
}

/**
 * Domain search and orders (decision 21): prices from the catalogue, availability from the registry
 * port, orders priced on the server (never from the client's figure) and paid through the payments
 * service.
 */
import { DOMAIN_YEARS, type DomainYears } from '@contract/catalogue';
import type { DomainSearchResult } from '@contract/entities';
import { systemClock, type Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { Store } from '../../store/port';
import type { DomainOrderRecord } from '../../store/records';
import { fullName, isPremium, parseLabel, parseTld, unitPriceCents } from './domain-name';
import { DomainUnavailableError, DomainValidationError } from './errors';
import type { Registry } from './registry';

export interface DomainSearchInput {
  /** A label or a full name; the label before the first dot counts. */
  domain: string;
  /** TLDs in the order the results should come back; duplicates are dropped. */
  tlds: readonly string[];
}

export interface DomainOrderInput {
  customerName: string;
  customerEmail: string;
  domainName: string;
  tld: string;
  years: number;
  autoRenew: boolean;
  whoisPrivacy: boolean;
  /** What the page showed; ignored (the server prices the order). */
  price?: number;
}

export interface DomainPurchaseResult {
  orderId: string;
  /** Cents: unit price × years. */
  total: number;
  paymentUrl: string;
}

/** What the domain service needs from payments: a checkout for a stored order. */
export interface DomainPaymentLinks {
  createDomainPayment(order: DomainOrderRecord): Promise<{ paymentId?: string | null; paymentUrl: string }>;
}

export interface DomainServiceDeps {
  registry: Registry;
  store: Pick<Store, 'domainOrders'>;
  paymentLinks: DomainPaymentLinks;
  clock?: Clock;
  newId?: () => string;
}

export interface DomainService {
  search(input: DomainSearchInput): Promise<DomainSearchResult[]>;
  /** Throws DomainValidationError (400) or DomainUnavailableError (409). */
  purchase(order: DomainOrderInput): Promise<DomainPurchaseResult>;
}

export function createDomainService(deps: DomainServiceDeps): DomainService {
  const clock = deps.clock ?? systemClock;
  const makeId = deps.newId ?? newId;

  /** A registry failure is an unknown answer, never an error page nor "available". */
  const availability = (fqdn: string) => deps.registry.availability(fqdn).catch(() => null);

  return {
    async search({ domain, tlds }) {
      const label = parseLabel(domain, 'domain');
      const unique = [...new Set(tlds.map((t) => parseTld(t, 'tlds')))];
      if (unique.length === 0) throw new DomainValidationError('tlds', 'Choose at least one extension.');
      const premium = isPremium(label);
      return Promise.all(
        unique.map(async (tld) => {
          const domainName = fullName(label, tld);
          return {
            domain: domainName,
            tld,
            price: unitPriceCents(label, tld),
            available: await availability(domainName),
            premium,
          };
        }),
      );
    },

    async purchase(order) {
      const label = parseLabel(order.domainName, 'domainName');
      const tld = parseTld(order.tld, 'tld');
      if (!(DOMAIN_YEARS as readonly number[]).includes(order.years)) {
        throw new DomainValidationError('years', `Choose ${DOMAIN_YEARS.join(', ')} years.`);
      }
      const customerName = order.customerName.trim();
      const customerEmail = order.customerEmail.trim().toLowerCase();
      if (!customerName) throw new DomainValidationError('customerName', 'Please enter your name.');
      if (!customerEmail)
        throw new DomainValidationError('customerEmail', 'Please enter your email address.');

      const fqdn = fullName(label, tld);
      if ((await availability(fqdn)) === false) throw new DomainUnavailableError(fqdn);

      const unitPrice = unitPriceCents(label, tld);
      const stored = await deps.store.domainOrders.create({
        id: makeId(),
        customerName,
        customerEmail,
        domainName: label,
        tld,
        years: order.years as DomainYears,
        autoRenew: order.autoRenew,
        whoisPrivacy: order.whoisPrivacy,
        premium: isPremium(label),
        unitPriceCents: unitPrice,
        totalCents: unitPrice * order.years,
        status: 'pending',
        createdAt: clock.now().toISOString(),
      });
      try {
        const { paymentId, paymentUrl } = await deps.paymentLinks.createDomainPayment(stored);
        if (paymentId) await deps.store.domainOrders.update(stored.id, { paymentId });
        return { orderId: stored.id, total: stored.totalCents, paymentUrl };
      } catch (error) {
        // No checkout reached the visitor, so nobody can pay this order: remove it rather than keep a
        // pending order for ever, and let a retry start afresh. The first error answers the call even
        // if the removal fails too (the order then stays pending, payable by no one).
        await deps.store.domainOrders.delete(stored.id).catch(() => false);
        throw error;
      }
    },
  };
}

/**
 * The services of payments, the health check and domains (issue 4), wired from the configuration:
 * Stripe when its secrets are set, otherwise the built-in sandbox checkout; the embedded or the
 * RDAP domain registry; the health check's guarded fetch.
 */
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { Store } from '../store/port';
import type { PaymentRecord } from '../store/records';
import {
  createDomainService,
  createEmbeddedRegistry,
  createRdapRegistry,
  type DomainService,
} from './domains';
import { createHealthCheckService, type HealthCheckService } from './health-check';
import { createPaymentService, createStripeProvider, type PaymentService } from './payments';

export interface CommerceServices {
  payments: PaymentService;
  healthCheck: HealthCheckService;
  domains: DomainService;
}

export function createCommerceServices(deps: {
  config: Config;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Mail and live updates for a payment that became paid (core services' paymentNotices). */
  onPaid?: (payment: PaymentRecord) => Promise<void>;
}): CommerceServices {
  const { config, store, clock, logger } = deps;
  const { secretKey, webhookSecret } = config.stripe;
  const payments = createPaymentService({
    store,
    clock,
    logger,
    publicOrigin: config.publicOrigin,
    fixedLinks: config.paymentLinks,
    onPaid: deps.onPaid,
    ...(secretKey && webhookSecret ? { provider: createStripeProvider({ secretKey, webhookSecret }) } : {}),
  });
  const registry =
    config.domainRegistry === 'rdap'
      ? createRdapRegistry({ clock })
      : createEmbeddedRegistry({ isOrdered: (fqdn) => store.domainOrders.isOrdered(fqdn) });
  return {
    payments,
    healthCheck: createHealthCheckService({
      fetchOptions: { allowLoopback: config.healthCheckAllowLoopback },
    }),
    domains: createDomainService({ registry, store, paymentLinks: payments, clock }),
  };
}

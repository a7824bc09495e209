/**
 * The admin's Settings tab: their own account, how the site is configured (read-only, never a
 * secret), and signing out on every device.
 */
import type { SiteSettings } from '@contract/api/admin';
import { PAYMENT_LINK_KINDS } from '@contract/api/payments';
import type { Customer } from '@contract/entities';
import type { Config } from '../../config';
import type { CustomerRecord } from '../../store/records';
import { toCustomer } from '../customers/to-customer';
import type { SessionService } from '../sessions';

export interface AdminSettingsService {
  account(admin: CustomerRecord): { customer: Customer; settings: SiteSettings };
  /** Revokes every token of the admin, both scopes, this one included. */
  signOutEverywhere(adminId: string): Promise<{ success: true }>;
}

const HOUR_SECONDS = 60 * 60;

/** What the configuration says, without the secrets it holds. */
export const siteSettingsOf = (config: Config): SiteSettings => ({
  environment: config.env,
  publicOrigin: config.publicOrigin,
  storage: config.mongodbUri ? 'mongodb' : 'embedded',
  payments: config.stripe.secretKey && config.stripe.webhookSecret ? 'stripe' : 'sandbox',
  domainRegistry: config.domainRegistry,
  externalPaymentLinks: PAYMENT_LINK_KINDS.filter((kind) => config.paymentLinks[kind] !== undefined),
  healthCheckAllowLoopback: config.healthCheckAllowLoopback,
  usesDemoAdmin: config.admin.usesDemoDefaults,
  customerTokenHours: config.tokenTtlSeconds.customer / HOUR_SECONDS,
  adminTokenHours: config.tokenTtlSeconds.admin / HOUR_SECONDS,
});

export function createAdminSettingsService(deps: {
  config: Config;
  sessions: SessionService;
}): AdminSettingsService {
  const settings = siteSettingsOf(deps.config);
  return {
    account: (admin) => ({ customer: toCustomer(admin), settings }),
    async signOutEverywhere(adminId) {
      await deps.sessions.revokeAll(adminId);
      return { success: true };
    },
  };
}

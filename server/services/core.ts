/**
 * The services of the accounts and portal calls, wired from the app's dependencies. Each service
 * holds its rules and depends on the storage port only; routes stay one line per call.
 */
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { Store } from '../store/port';
import {
  createAdminVerificationService,
  createAuthService,
  createPasswordHasher,
  type AdminVerificationService,
  type AuthService,
  type PasswordHasher,
} from './auth';
import { createAdminSettingsService, type AdminSettingsService } from './admin-settings';
import { createCreditService, type CreditService } from './credits';
import { createClaimLinks, type ClaimLinks } from './credits/claim-link';
import { createCustomerService, type CustomerService } from './customers';
import { createLeadService, type LeadService } from './leads';
import { createMessageService, type MessageService } from './messages';
import { createProjectService, type ProjectService } from './projects';
import { createSessionService, type SessionService } from './sessions';
import { createSubscriptionService, type SubscriptionService } from './subscriptions';
import { createAccountPasswordService, type AccountPasswordService } from './account';
import { createEventPublisher, type EventPublisher } from './events';
import { createPortalLinks, type PortalLinks } from './mail/links';
import { createMailer, type Mailer } from './mail/mailer';
import { createTicketService, type TicketService } from './tickets';
import { createPaymentNotices, type PaymentNotices } from './mail/payment-notices';
import { AMOUNTS, DEFAULT_LANGUAGE, formatCents } from '@contract/catalogue';

export interface CoreServices {
  passwords: PasswordHasher;
  sessions: SessionService;
  auth: AuthService;
  adminVerification: AdminVerificationService;
  adminSettings: AdminSettingsService;
  credits: CreditService;
  claimLinks: ClaimLinks;
  customers: CustomerService;
  leads: LeadService;
  messages: MessageService;
  projects: ProjectService;
  subscriptions: SubscriptionService;
  events: EventPublisher;
  mailer: Mailer;
  links: PortalLinks;
  tickets: TicketService;
  accountPasswords: AccountPasswordService;
  /** Mail and live updates of a payment that became paid (the payment service calls it once). */
  paymentNotices: PaymentNotices;
}

export interface CoreDeps {
  config: Config;
  store: Store;
  clock: Clock;
  logger: Logger;
}

export function createCoreServices({ config, store, clock, logger }: CoreDeps): CoreServices {
  const passwords = createPasswordHasher(config.passwordHashing);
  const sessions = createSessionService({ store, clock, ttlSeconds: config.tokenTtlSeconds });
  const leads = createLeadService({ store, clock, logger });
  const claimLinks = createClaimLinks({ store, secret: config.claimLinkSecret });
  const plainCredits = createCreditService({ store, clock, leads, claimLinks });
  const events = createEventPublisher({ events: store.events, logger });
  const links = createPortalLinks(config.publicOrigin);
  const mailer = createMailer({
    store,
    clock,
    logger,
    events,
    brand: config.mail.brand,
    adminAddress: config.mail.adminAddress,
    sends: config.mail.smtpUrl !== undefined,
  });
  // The admin's "apply credit" mails the customer the signed claim link of decision 29.
  const credits: CreditService = {
    ...plainCredits,
    async applyToCustomer(customerId) {
      const answer = await plainCredits.applyToCustomer(customerId);
      const record = await store.customers.findById(customerId);
      const language = record?.language ?? DEFAULT_LANGUAGE;
      const { email, firstName } = answer.customer;
      const query = `email=${encodeURIComponent(email)}&sig=${await claimLinks.sign(email)}`;
      await mailer.queue({
        kind: 'credit_claim_link',
        to: email,
        language,
        params: {
          name: firstName,
          amount: formatCents(AMOUNTS.maintenanceCreditCents),
          link: links.page(language, `/claim-credit?${query}`),
        },
      });
      return answer;
    },
  };
  return {
    events,
    mailer,
    paymentNotices: createPaymentNotices({ store, mailer, events, links }),
    links,
    tickets: createTicketService({ store, clock, events, mailer, links }),
    accountPasswords: createAccountPasswordService({ store, clock, passwords, sessions, mailer, links }),
    passwords,
    sessions,
    leads,
    credits,
    claimLinks,
    auth: createAuthService({
      store,
      clock,
      logger,
      passwords,
      sessions,
      credits,
      leads,
      events,
      mailer,
      links,
    }),
    adminVerification: createAdminVerificationService({ store, clock, passwords, sessions }),
    adminSettings: createAdminSettingsService({ config, sessions }),
    customers: createCustomerService({ store }),
    messages: createMessageService({ store, clock, events, mailer, links }),
    projects: createProjectService({ store, clock, leads, events, mailer, links }),
    subscriptions: createSubscriptionService({ store }),
  };
}

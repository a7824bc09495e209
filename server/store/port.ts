/**
 * The storage port. Services depend on this interface only; the embedded store (default, persisted to a
 * folder or purely in memory for tests) and the mongoose adapter (MONGODB_URI) implement it, and one
 * contract test suite runs against both.
 *
 * Operations that must stay correct under concurrent requests are single port calls (create-if-absent,
 * conditional updates, counters), so each adapter can make them atomic: the embedded store runs them
 * synchronously in one process, MongoDB through unique indexes and findOneAndUpdate.
 */
import type { PackageId } from '@contract/catalogue';
import type { PortalEvent } from '@contract/api/events';
import type { TicketStatus } from '@contract/entities';
import type {
  BlogPostRecord,
  CreditReservationRecord,
  CustomerRecord,
  DomainOrderRecord,
  LeadRecord,
  MailRecord,
  MessageRecord,
  PasswordResetRecord,
  PaymentRecord,
  PortfolioRecord,
  ProjectRecord,
  ShowcaseRecord,
  SubscriptionRecord,
  SupportTicketRecord,
  TestimonialRecord,
  TokenRecord,
  VerificationSessionRecord,
} from './records';

/** Thrown by `create` calls when a unique key (email, slug, id) already exists. */
export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`duplicate key: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

export interface CustomersRepo {
  /** Fails with DuplicateKeyError when the (lowercased) email exists. */
  create(record: CustomerRecord): Promise<CustomerRecord>;
  findById(id: string): Promise<CustomerRecord | null>;
  findByEmail(email: string): Promise<CustomerRecord | null>;
  list(): Promise<CustomerRecord[]>;
  /** The accounts with the admin flag, in no particular order (start-up keeps only the configured one). */
  listAdmins(): Promise<CustomerRecord[]>;
  update(id: string, patch: Partial<Omit<CustomerRecord, 'id' | 'email'>>): Promise<CustomerRecord | null>;
  /**
   * Sets maintenanceCredit to `cents` only if the customer has none and has not used it; returns the
   * updated record, or null when the condition did not hold (the credit is granted at most once).
   */
  grantCreditOnce(id: string, cents: number): Promise<CustomerRecord | null>;
  delete(id: string): Promise<boolean>;
}

export interface TokensRepo {
  create(record: TokenRecord): Promise<void>;
  /** The token with this hash, if it exists and has not expired at `now`. */
  findValid(tokenHash: string, now: Date): Promise<TokenRecord | null>;
  delete(tokenHash: string): Promise<void>;
  /** Deletes every token of the customer, but the one with `exceptTokenHash` when given. */
  deleteForCustomer(customerId: string, exceptTokenHash?: string): Promise<void>;
}

export interface VerificationSessionsRepo {
  create(record: VerificationSessionRecord): Promise<void>;
  findById(id: string): Promise<VerificationSessionRecord | null>;
  /**
   * Takes one attempt of a session in one atomic step, BEFORE its code is checked: counts it when the
   * session is open, has not expired at `now` and has fewer than `maxAttempts` attempts, and returns
   * the session as counted; null otherwise (unknown, closed, expired or spent). However many requests
   * arrive at once, at most `maxAttempts` codes of a session are ever checked.
   */
  takeAttempt(id: string, maxAttempts: number, now: Date): Promise<VerificationSessionRecord | null>;
  close(id: string): Promise<void>;
}

export interface TotpStepsRepo {
  /** Records that a TOTP step was used by a customer; false when it was already used (no replay). */
  markUsed(customerId: string, step: number, expiresAt: Date): Promise<boolean>;
}

export interface RateLimitsRepo {
  /**
   * Counts one hit for `key` in a fixed window starting at the first hit; returns the count in the
   * current window and when it resets.
   */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /** The count of `key`'s current window at `now`, without counting a hit; 0 when it has none. */
  count(key: string, now: Date): Promise<number>;
}

export interface SecretsRepo {
  /**
   * The secret stored under `name`, storing `candidate` when there is none yet: every server process
   * sharing the store gets the same one, however many start at once.
   */
  getOrCreate(name: string, candidate: string): Promise<string>;
}

export interface ProjectsRepo {
  create(record: ProjectRecord): Promise<ProjectRecord>;
  findById(id: string): Promise<ProjectRecord | null>;
  listByCustomer(customerId: string): Promise<ProjectRecord[]>;
  list(): Promise<ProjectRecord[]>;
  update(id: string, patch: Partial<Omit<ProjectRecord, 'id'>>): Promise<ProjectRecord | null>;
  /**
   * Adds to paidAmount and moves the payment status forward in the same atomic step (decision 14):
   * pending → paid_deposit when 0 < paid < total, pending or paid_deposit → paid_full when paid ≥ total.
   * in_progress and completed are the admin's and stay. Status never moves backwards, so two payments
   * finishing together cannot leave a fully paid project marked as a deposit. `paidAt` (when the
   * payment was made) becomes the project's paidAt unless it already has an earlier one.
   */
  addPayment(id: string, cents: number, paidAt: Date): Promise<ProjectRecord | null>;
  /** Removes a project (undoing a creation whose later steps failed); false when there was none. */
  delete(id: string): Promise<boolean>;
}

export interface SubscriptionsRepo {
  create(record: SubscriptionRecord): Promise<SubscriptionRecord>;
  findById(id: string): Promise<SubscriptionRecord | null>;
  listByCustomer(customerId: string): Promise<SubscriptionRecord[]>;
  update(
    id: string,
    patch: Partial<Omit<SubscriptionRecord, 'id' | 'customerId'>>,
  ): Promise<SubscriptionRecord | null>;
  deleteForCustomer(customerId: string): Promise<void>;
}

export interface SupportTicketsRepo {
  create(record: SupportTicketRecord): Promise<SupportTicketRecord>;
  findById(id: string): Promise<SupportTicketRecord | null>;
  listByCustomer(customerId: string): Promise<SupportTicketRecord[]>;
  /** Every ticket newest first, or those of one status. */
  list(status?: TicketStatus): Promise<SupportTicketRecord[]>;
  update(
    id: string,
    patch: Partial<Omit<SupportTicketRecord, 'id' | 'customerId'>>,
  ): Promise<SupportTicketRecord | null>;
  deleteForCustomer(customerId: string): Promise<void>;
}

export interface MessagesRepo {
  create(record: MessageRecord): Promise<MessageRecord>;
  listByCustomer(customerId: string): Promise<MessageRecord[]>;
  list(): Promise<MessageRecord[]>;
  /** Marks the customer's unread admin messages read at `now`; returns how many changed. */
  markAdminMessagesRead(customerId: string, now: Date): Promise<number>;
  /** Deletes read messages whose readAt is before `cutoff` (decision 18); returns how many. */
  deleteReadBefore(cutoff: Date): Promise<number>;
  deleteForCustomer(customerId: string): Promise<void>;
}

/**
 * The studio's writes of one kind of content (issue 20): `create` fails with DuplicateKeyError when
 * the id (or a post's slug) is taken, `update` too when a new slug is; null and false when there is
 * no record with the id. An update never changes the id.
 */
export interface ContentWrites<R extends { id: string }> {
  findById(id: string): Promise<R | null>;
  create(record: R): Promise<R>;
  update(id: string, patch: Partial<Omit<R, 'id'>>): Promise<R | null>;
  delete(id: string): Promise<boolean>;
}

/** Portfolio by `order`, testimonials and showcase by id, blog posts (drafts too) newest first. */
export interface ContentRepo {
  listPortfolio(): Promise<PortfolioRecord[]>;
  listTestimonials(): Promise<TestimonialRecord[]>;
  listShowcase(): Promise<ShowcaseRecord[]>;
  listBlogPosts(): Promise<BlogPostRecord[]>;
  findBlogPost(slug: string): Promise<BlogPostRecord | null>;
  /** Inserts or replaces by id (used by the seed). */
  putPortfolio(record: PortfolioRecord): Promise<void>;
  putTestimonial(record: TestimonialRecord): Promise<void>;
  putShowcase(record: ShowcaseRecord): Promise<void>;
  putBlogPost(record: BlogPostRecord): Promise<void>;
  portfolio: ContentWrites<PortfolioRecord>;
  testimonials: ContentWrites<TestimonialRecord>;
  showcase: ContentWrites<ShowcaseRecord>;
  blogPosts: ContentWrites<BlogPostRecord>;
}

export interface CreditReservationsRepo {
  /** Reserves the credit for an email; false when one already exists (never twice). */
  reserve(email: string, now: Date): Promise<boolean>;
  find(email: string): Promise<CreditReservationRecord | null>;
  /** Marks an unapplied reservation applied; false when there was none to apply. */
  markApplied(email: string, now: Date): Promise<boolean>;
  /**
   * Records that the credit goes to this email's existing account, in one atomic step: creates the
   * entry already applied, or applies an unapplied reservation; false when the email's credit was
   * applied before. Entries outlive accounts: they are the ledger that keeps it to one per email.
   */
  applyOnce(email: string, now: Date): Promise<boolean>;
}

export interface PaymentsRepo {
  create(record: PaymentRecord): Promise<PaymentRecord>;
  findById(id: string): Promise<PaymentRecord | null>;
  findByProviderSession(sessionId: string): Promise<PaymentRecord | null>;
  update(id: string, patch: Partial<Omit<PaymentRecord, 'id'>>): Promise<PaymentRecord | null>;
  /** Moves a pending payment to paid; null when it was not pending (fulfil exactly once). */
  markPaidOnce(id: string, now: Date): Promise<PaymentRecord | null>;
  /**
   * Moves a pending payment to cancelled; null when it was not pending. With markPaidOnce it decides
   * a race between the checkout's pay and cancel buttons: exactly one of them changes the payment.
   */
  markCancelledOnce(id: string): Promise<PaymentRecord | null>;
  /**
   * Links the customer's paid package payments for `packageType` that belong to no project yet (paid
   * during onboarding, before the project existed) to `projectId`, and returns the ones this call
   * linked, oldest first. Each payment is linked by exactly one call, however many run at once, so
   * its amount is counted toward one project once.
   */
  claimUnlinkedPackagePayments(
    customerId: string,
    packageType: PackageId,
    projectId: string,
  ): Promise<PaymentRecord[]>;
  /**
   * Unlinks every payment linked to `projectId` (undoing a project creation whose later steps
   * failed), so a retry can claim them again; returns how many.
   */
  unlinkProject(projectId: string): Promise<number>;
}

export interface ProcessedEventsRepo {
  /** Records a provider event id; false when it was already processed. */
  markOnce(eventId: string, now: Date): Promise<boolean>;
}

export interface DomainOrdersRepo {
  create(record: DomainOrderRecord): Promise<DomainOrderRecord>;
  findById(id: string): Promise<DomainOrderRecord | null>;
  update(id: string, patch: Partial<Omit<DomainOrderRecord, 'id'>>): Promise<DomainOrderRecord | null>;
  /** Fully qualified names ordered (and paid) here, for the embedded registry; case-insensitive. */
  isOrdered(fqdn: string): Promise<boolean>;
  /** Removes an order (undoing one whose checkout could not be opened); false when there was none. */
  delete(id: string): Promise<boolean>;
}

export interface LeadsRepo {
  create(record: LeadRecord): Promise<LeadRecord>;
  /**
   * Stores the lead unless one with the same source, email and tracking `session_id` was created at
   * or after `since` (one browser session repeating a call is one lead); true when stored. A record
   * without a session id is always stored.
   */
  createUnlessRecent(record: LeadRecord, since: Date): Promise<boolean>;
  list(): Promise<LeadRecord[]>;
}

export interface PasswordResetsRepo {
  create(record: PasswordResetRecord): Promise<void>;
  /**
   * Uses a reset in one atomic step: marks it used and returns it when it exists, is unused and has
   * not expired at `now`; null otherwise. Of two uses at once, one gets it.
   */
  consume(tokenHash: string, now: Date): Promise<PasswordResetRecord | null>;
  /** Removes every reset link of an account (a reset or a deletion ends them all). */
  deleteForCustomer(customerId: string): Promise<void>;
}

export interface MailOutboxRepo {
  enqueue(record: MailRecord): Promise<MailRecord>;
  findById(id: string): Promise<MailRecord | null>;
  /** The latest `limit` mails, newest first. */
  list(limit: number): Promise<MailRecord[]>;
  /**
   * Claims the oldest mail due at `now` in one atomic step: pending with nextAttemptAt ≤ now, or
   * sending whose lease ran out (its worker died). It becomes sending under `claimId` until
   * `leaseUntil`. Null when nothing is due. However many workers claim at once, each mail goes to one.
   */
  claimNext(now: Date, claimId: string, leaseUntil: Date): Promise<MailRecord | null>;
  /** Marks the mail sent if `claimId` still holds it; false otherwise (idempotent: never twice). */
  markSent(id: string, claimId: string, now: Date): Promise<boolean>;
  /** Gives a failed send back (pending, attempts + 1, next attempt at `retryAt`) if `claimId` holds it. */
  release(id: string, claimId: string, retryAt: Date, error: string): Promise<boolean>;
}

/** Who sees an event: the customer it names (and every admin), or the admins only. */
export interface EventAudience {
  customerId?: string;
}

export interface PublishedEvent {
  event: PortalEvent;
  audience: EventAudience;
}

/**
 * Live events for the portals' streams. The embedded store delivers them in its own process; on
 * MongoDB they are written to a collection whose change stream every server process watches, so an
 * event published by one process reaches the streams open on all of them.
 */
export interface EventsFeed {
  publish(published: PublishedEvent): Promise<void>;
  /** Calls `listener` for each event published from now on; returns the unsubscribe. */
  subscribe(listener: (published: PublishedEvent) => void): () => void;
}

export interface Store {
  customers: CustomersRepo;
  tokens: TokensRepo;
  verificationSessions: VerificationSessionsRepo;
  totpSteps: TotpStepsRepo;
  rateLimits: RateLimitsRepo;
  secrets: SecretsRepo;
  projects: ProjectsRepo;
  subscriptions: SubscriptionsRepo;
  supportTickets: SupportTicketsRepo;
  messages: MessagesRepo;
  content: ContentRepo;
  creditReservations: CreditReservationsRepo;
  payments: PaymentsRepo;
  processedEvents: ProcessedEventsRepo;
  domainOrders: DomainOrdersRepo;
  leads: LeadsRepo;
  passwordResets: PasswordResetsRepo;
  mailOutbox: MailOutboxRepo;
  events: EventsFeed;
  /** True when the store holds no customers and no content yet (the seed runs then). */
  isEmpty(): Promise<boolean>;
  /** Flushes pending writes and releases files or connections. */
  close(): Promise<void>;
}

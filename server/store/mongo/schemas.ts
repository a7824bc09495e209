/**
 * One mongoose schema per collection, holding only what MongoDB itself needs: the `_id`, the unique
 * keys that turn a second insert into E11000, the indexes of the lookups, and the Dates that TTL
 * indexes expire. The records' other fields are the contract's (records.ts) and are stored as they
 * come (`strict: false`): the services build them from parsed input, and declaring them here again
 * would be a fourth copy of each entity.
 */
import { Schema } from 'mongoose';
import type {
  BlogPostDoc,
  CreditReservationDoc,
  CustomerDoc,
  DomainOrderDoc,
  LeadDoc,
  MailDoc,
  MessageDoc,
  PasswordResetDoc,
  EventDoc,
  PaymentDoc,
  PortfolioDoc,
  ProcessedEventDoc,
  ProjectDoc,
  RateLimitDoc,
  SecretDoc,
  ShowcaseDoc,
  SubscriptionDoc,
  SupportTicketDoc,
  TestimonialDoc,
  TokenDoc,
  TotpStepDoc,
  VerificationSessionDoc,
} from './documents';

// No version key (the port has none), no minimising (an empty `tracking` object stays one), and every
// field the schema does not name kept as it is.
const options = { versionKey: false, minimize: false, strict: false } as const;
const id = { type: String, required: true };
const indexed = { type: String, index: true };
const uniqueKey = { type: String, required: true, unique: true };
/** TTL: MongoDB deletes the document once this Date has passed (checked about once a minute). */
const expiresAtOnce = { expireAfterSeconds: 0 };
const expiry = { type: Date, required: true };

export const customer = new Schema<CustomerDoc>({ _id: id, email: uniqueKey }, options);

export const token = new Schema<TokenDoc>(
  { tokenHash: uniqueKey, customerId: indexed, expiresAt: expiry },
  options,
);
token.index({ expiresAt: 1 }, expiresAtOnce);

export const verificationSession = new Schema<VerificationSessionDoc>(
  { _id: id, expiresAt: expiry },
  options,
);
verificationSession.index({ expiresAt: 1 }, expiresAtOnce);

export const totpStep = new Schema<TotpStepDoc>({ expiresAt: expiry }, options);
totpStep.index({ customerId: 1, step: 1 }, { unique: true });
totpStep.index({ expiresAt: 1 }, expiresAtOnce);

export const rateLimit = new Schema<RateLimitDoc>({ key: uniqueKey, resetAt: expiry }, options);
rateLimit.index({ resetAt: 1 }, expiresAtOnce);

export const secret = new Schema<SecretDoc>({ _id: id }, options);

export const project = new Schema<ProjectDoc>({ _id: id, customerId: indexed }, options);
export const subscription = new Schema<SubscriptionDoc>({ _id: id, customerId: indexed }, options);
export const supportTicket = new Schema<SupportTicketDoc>({ _id: id, customerId: indexed }, options);

export const message = new Schema<MessageDoc>({ _id: id, customerId: indexed, readAt: Date }, options);
message.index({ isRead: 1, readAt: 1 });

export const portfolio = new Schema<PortfolioDoc>({ _id: id }, options);
portfolio.index({ order: 1 });
export const testimonial = new Schema<TestimonialDoc>({ _id: id }, options);
export const showcase = new Schema<ShowcaseDoc>({ _id: id }, options);
export const blogPost = new Schema<BlogPostDoc>({ _id: id, slug: uniqueKey }, options);

export const creditReservation = new Schema<CreditReservationDoc>({ email: uniqueKey }, options);

export const payment = new Schema<PaymentDoc>(
  { _id: id, providerSessionId: { type: String, unique: true, sparse: true } },
  options,
);
// claimUnlinkedPackagePayments looks a customer's paid package payments up by these fields.
payment.index({ customerId: 1, purpose: 1, packageType: 1, status: 1 });

export const processedEvent = new Schema<ProcessedEventDoc>({ eventId: uniqueKey }, options);

export const domainOrder = new Schema<DomainOrderDoc>({ _id: id }, options);
domainOrder.index({ domainName: 1, tld: 1 });

export const lead = new Schema<LeadDoc>({ _id: id }, options);
/** The lead dedupe's lookup (createUnlessRecent): one browser session's recent leads. */
lead.index({ 'tracking.session_id': 1, createdAt: -1 });

export const passwordReset = new Schema<PasswordResetDoc>(
  { tokenHash: uniqueKey, customerId: indexed, expiresAt: expiry },
  options,
);
passwordReset.index({ expiresAt: 1 }, expiresAtOnce);

export const mail = new Schema<MailDoc>({ _id: id }, options);
/** claimNext's lookup: due mail by status and time; the outbox list by createdAt. */
mail.index({ status: 1, nextAttemptAt: 1 });
mail.index({ createdAt: -1 });

/** Events live five minutes: long enough for every process's change stream to see them. */
export const event = new Schema<EventDoc>({ createdAt: { type: Date, required: true } }, options);
event.index({ createdAt: 1 }, { expireAfterSeconds: 300 });

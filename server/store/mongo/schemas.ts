/**
 * One mongoose schema per collection, with the indexes that make the port's atomic operations hold:
 * unique keys turn a second insert into E11000, TTL indexes let MongoDB drop what has expired.
 */
import { Schema } from 'mongoose';
import type {
  BlogPostDoc,
  CreditReservationDoc,
  CustomerDoc,
  DomainOrderDoc,
  LeadDoc,
  MessageDoc,
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

// No version key (the port has none) and no minimising (an empty `tracking` object stays one).
const options = { versionKey: false, minimize: false } as const;
const id = { type: String, required: true };
const text = { type: String, required: true };
const optionalText = String;
const cents = { type: Number, required: true };
const flag = { type: Boolean, required: true };
/** TTL: MongoDB deletes the document once this instant has passed (checked about once a minute). */
const expiresAtOnce = { expireAfterSeconds: 0 };

export const customer = new Schema<CustomerDoc>(
  {
    _id: id,
    email: { type: String, required: true, unique: true },
    passwordHash: text,
    firstName: text,
    lastName: text,
    company: optionalText,
    phone: optionalText,
    isAdmin: flag,
    totpSecret: optionalText,
    maintenanceCredit: cents,
    hasUsedMaintenanceCredit: flag,
    createdAt: text,
  },
  options,
);

export const token = new Schema<TokenDoc>(
  {
    tokenHash: { type: String, required: true, unique: true },
    customerId: { type: String, required: true, index: true },
    scope: text,
    expiresAt: { type: Date, required: true },
    createdAt: text,
  },
  options,
);
token.index({ expiresAt: 1 }, expiresAtOnce);

export const verificationSession = new Schema<VerificationSessionDoc>(
  {
    _id: id,
    customerId: text,
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, required: true },
    closed: flag,
    createdAt: text,
  },
  options,
);
verificationSession.index({ expiresAt: 1 }, expiresAtOnce);

export const totpStep = new Schema<TotpStepDoc>(
  { customerId: text, step: { type: Number, required: true }, expiresAt: { type: Date, required: true } },
  options,
);
totpStep.index({ customerId: 1, step: 1 }, { unique: true });
totpStep.index({ expiresAt: 1 }, expiresAtOnce);

export const rateLimit = new Schema<RateLimitDoc>(
  {
    key: { type: String, required: true, unique: true },
    count: { type: Number, required: true },
    resetAt: { type: Date, required: true },
  },
  options,
);
rateLimit.index({ resetAt: 1 }, expiresAtOnce);

export const secret = new Schema<SecretDoc>({ _id: id, value: text }, options);

export const project = new Schema<ProjectDoc>(
  {
    _id: id,
    customerId: { type: String, index: true },
    clientName: text,
    clientEmail: text,
    companyName: text,
    domainName: optionalText,
    industry: optionalText,
    businessDescription: text,
    websiteType: text,
    primaryGoal: optionalText,
    targetAudience: optionalText,
    pagesNeeded: optionalText,
    featuresNeeded: optionalText,
    designStyle: optionalText,
    contentStatus: optionalText,
    timeline: optionalText,
    inspirationWebsites: optionalText,
    packageType: text,
    totalAmount: cents,
    paidAmount: cents,
    websiteUrl: optionalText,
    status: text,
    includeLogo: flag,
    logoAmount: cents,
    createdAt: text,
  },
  options,
);

export const subscription = new Schema<SubscriptionDoc>(
  {
    _id: id,
    customerId: { type: String, required: true, index: true },
    plan: text,
    status: text,
    currentPeriodEnd: text,
    createdAt: text,
  },
  options,
);

export const supportTicket = new Schema<SupportTicketDoc>(
  {
    _id: id,
    customerId: { type: String, required: true, index: true },
    subject: text,
    description: text,
    category: text,
    status: text,
    adminResponse: optionalText,
    createdAt: text,
  },
  options,
);

export const message = new Schema<MessageDoc>(
  {
    _id: id,
    customerId: { type: String, required: true, index: true },
    subject: text,
    content: text,
    fromAdmin: flag,
    isRead: flag,
    readAt: Date,
    createdAt: text,
  },
  options,
);
message.index({ isRead: 1, readAt: 1 });

export const portfolio = new Schema<PortfolioDoc>(
  {
    _id: id,
    title: text,
    description: text,
    category: text,
    imageUrl: text,
    featured: flag,
    completedDate: text,
    technologies: [String],
    metrics: [String],
    liveUrl: optionalText,
    order: { type: Number, required: true, index: true },
  },
  options,
);

export const testimonial = new Schema<TestimonialDoc>(
  {
    _id: id,
    rating: { type: Number, required: true },
    content: text,
    clientImage: text,
    clientName: text,
    clientCompany: text,
  },
  options,
);

export const showcase = new Schema<ShowcaseDoc>(
  { _id: id, companyName: text, websiteUrl: text, packageType: text },
  options,
);

export const blogPost = new Schema<BlogPostDoc>(
  {
    _id: id,
    slug: { type: String, required: true, unique: true },
    title: text,
    excerpt: text,
    content: text,
    featuredImage: optionalText,
    tags: [String],
    status: text,
    seoScore: { type: Number, required: true },
    createdAt: text,
  },
  options,
);

export const creditReservation = new Schema<CreditReservationDoc>(
  { email: { type: String, required: true, unique: true }, createdAt: text, appliedAt: optionalText },
  options,
);

export const payment = new Schema<PaymentDoc>(
  {
    _id: id,
    provider: text,
    providerSessionId: { type: String, unique: true, sparse: true },
    purpose: text,
    amountCents: cents,
    description: text,
    status: text,
    customerId: optionalText,
    customerEmail: optionalText,
    projectId: optionalText,
    packageType: optionalText,
    plan: optionalText,
    domainOrderId: optionalText,
    returnUrl: text,
    cancelUrl: text,
    createdAt: text,
    paidAt: optionalText,
  },
  options,
);

// claimUnlinkedPackagePayments looks a customer's paid package payments up by these fields.
payment.index({ customerId: 1, purpose: 1, packageType: 1, status: 1 });

export const processedEvent = new Schema<ProcessedEventDoc>(
  { eventId: { type: String, required: true, unique: true }, processedAt: text },
  options,
);

export const domainOrder = new Schema<DomainOrderDoc>(
  {
    _id: id,
    customerName: text,
    customerEmail: text,
    domainName: text,
    tld: text,
    years: { type: Number, required: true },
    autoRenew: flag,
    whoisPrivacy: flag,
    premium: flag,
    unitPriceCents: cents,
    totalCents: cents,
    status: text,
    paymentId: optionalText,
    createdAt: text,
  },
  options,
);
domainOrder.index({ domainName: 1, tld: 1 });

export const lead = new Schema<LeadDoc>(
  {
    _id: id,
    source: text,
    email: optionalText,
    leadScore: { type: Number, required: true },
    tracking: { type: Schema.Types.Mixed, required: true },
    createdAt: text,
  },
  options,
);
/** The lead dedupe's lookup (createUnlessRecent): one browser session's recent leads. */
lead.index({ 'tracking.session_id': 1, createdAt: -1 });

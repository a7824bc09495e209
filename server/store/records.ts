/**
 * What the server keeps. Records are plain data (ISO date strings, integer cents) so that the embedded
 * store can write them as JSON and the mongoose adapter can map them one to one. They are read-only:
 * a change goes through the store's update calls. Where a record is a contract entity (with what only
 * the server keeps), it is derived from the contract's schema rather than declared again.
 */
import type {
  BlogPost,
  ContentStatus,
  Customer,
  DomainOrder,
  Message,
  Payment,
  PortfolioProject,
  ProjectStatus,
  ShowcaseProject,
  SupportTicket,
  Subscription,
  Testimonial,
} from '@contract/entities';
import type { LanguageCode, PackageId, PlanId } from '@contract/catalogue';
import type { MailKind, MailStatus } from '@contract/api/mail';

export type { PaymentPurpose, ProjectStatus } from '@contract/entities';

/**
 * Content the studio can hold back as a draft (issue 20). Records without a status (seeded before
 * the studio existed) are published.
 */
interface Publishable {
  status?: ContentStatus;
}

/** A contract entity as the store keeps it: every field read-only, lists too. */
type Stored<T> = { readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? readonly U[] : T[K] };

export type Scope = 'customer' | 'admin';

/** The contract's Customer with what only the server keeps: the email (trimmed, lowercased) is the unique key. */
export type CustomerRecord = Stored<
  Customer & {
    passwordHash: string;
    /** Base32 TOTP secret, only for admins. */
    totpSecret?: string;
    /** The language mail to the account is written in: the page's at registration and each sign-in (decision 36). */
    language?: LanguageCode;
  }
>;
export interface TokenRecord {
  readonly tokenHash: string; // SHA-256 hex of the opaque token
  readonly customerId: string;
  readonly scope: Scope;
  readonly expiresAt: string;
  readonly createdAt: string;
}

export interface VerificationSessionRecord {
  readonly id: string;
  readonly customerId: string;
  readonly expiresAt: string;
  readonly attempts: number;
  readonly closed: boolean;
  readonly createdAt: string;
}

export interface ProjectRecord {
  readonly id: string;
  readonly customerId?: string;
  readonly clientName: string;
  readonly clientEmail: string;
  readonly companyName: string;
  readonly domainName?: string;
  readonly industry?: string;
  readonly businessDescription: string;
  readonly websiteType: string;
  readonly primaryGoal?: string;
  readonly targetAudience?: string;
  readonly pagesNeeded?: string;
  readonly featuresNeeded?: string;
  readonly designStyle?: string;
  readonly contentStatus?: string;
  readonly timeline?: string;
  readonly inspirationWebsites?: string;
  readonly packageType: PackageId;
  readonly totalAmount: number; // cents
  readonly paidAmount: number; // cents
  readonly websiteUrl?: string;
  readonly status: ProjectStatus;
  readonly includeLogo: boolean;
  readonly logoAmount: number; // cents
  readonly createdAt: string;
  /** The first payment's time (the earliest, whichever order payments are recorded in). */
  readonly paidAt?: string;
  readonly startedAt?: string;
  readonly completedAt?: string;
}

/** A $200 credit reserved for an email that has no account yet (decision 16). */
export interface CreditReservationRecord {
  readonly email: string;
  readonly createdAt: string;
  readonly appliedAt?: string;
}

export interface LeadRecord {
  readonly id: string;
  readonly source: string;
  readonly email?: string;
  readonly leadScore: number;
  readonly tracking: Record<string, unknown>;
  readonly createdAt: string;
}

export type SubscriptionRecord = Stored<Omit<Subscription, 'monthlyPrice'> & { customerId: string }>;
/** The owner's name and email are added by the admin's answers, not stored. */
export type SupportTicketRecord = Stored<
  Omit<SupportTicket, 'customerId' | 'customerName' | 'customerEmail'> & { customerId: string }
>;
/** The admin's list adds customerName when it answers; the store does not keep it. */
export type MessageRecord = Stored<Omit<Message, 'customerName'>>;
export type PortfolioRecord = Stored<
  Omit<PortfolioProject, 'category'> & {
    /** Any category: the answer maps the ones the site does not know (content-mappers.ts). */
    category: string;
    /** The home page card's figures. */
    metrics: string[];
    /** Position in the grid, ascending. */
    order: number;
  } & Publishable
>;
export type TestimonialRecord = Stored<Testimonial & Publishable>;
export type ShowcaseRecord = Stored<ShowcaseProject & Publishable>;
export type BlogPostRecord = Stored<BlogPost>;
/** The contract's DomainOrder, field for field, so an order can be answered as stored. */
export type DomainOrderRecord = Stored<DomainOrder>;
/** The contract's Payment before its provider session exists, with where the browser goes afterwards. */
export type PaymentRecord = Stored<
  Omit<Payment, 'providerSessionId'> & {
    providerSessionId?: string;
    plan?: PlanId;
    returnUrl: string;
    cancelUrl: string;
  }
>;

/** A password reset link (decision 35): single use, stored only as the SHA-256 of its token. */
export interface PasswordResetRecord {
  readonly tokenHash: string;
  readonly customerId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  /** Set when the link was used: it never works again. */
  readonly usedAt?: string;
}

/**
 * A mail in the outbox (decision 36), written in full when it is queued, so a restart sends what
 * was queued, and sent by one worker at a time: a worker claims it (status sending, with its claim
 * id and a lease), and only that claim can mark it sent or give it back for a retry. A worker that
 * died mid-send leaves the lease to run out, then another claims it.
 */
export interface MailRecord {
  readonly id: string;
  readonly kind: MailKind;
  readonly to: string;
  readonly language: LanguageCode;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly createdAt: string;
  /** When the next attempt may start (pending) or when the claim's lease runs out (sending). */
  readonly nextAttemptAt: string;
  readonly claimId?: string;
  readonly sentAt?: string;
  readonly lastError?: string;
}

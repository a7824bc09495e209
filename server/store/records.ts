/**
 * What the server keeps. Records are plain data (ISO date strings, integer cents) so that the embedded
 * store can write them as JSON and the mongoose adapter can map them one to one. They are read-only:
 * a change goes through the store's update calls, and the embedded store hands out its stored rows
 * themselves (frozen), not copies.
 */
import type { DomainYears, PackageId, PlanId, Tld } from '../../contract/catalogue';

export type Scope = 'customer' | 'admin';

export interface CustomerRecord {
  readonly id: string;
  readonly email: string; // trimmed, lowercased: the unique key
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly company?: string;
  readonly phone?: string;
  readonly isAdmin: boolean;
  /** Base32 TOTP secret, only for admins. */
  readonly totpSecret?: string;
  readonly maintenanceCredit: number; // cents
  readonly hasUsedMaintenanceCredit: boolean;
  readonly createdAt: string;
}

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

export type ProjectStatus = 'pending' | 'in_progress' | 'paid_full' | 'paid_deposit' | 'completed';

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
}

export interface SubscriptionRecord {
  readonly id: string;
  readonly customerId: string;
  readonly plan: PlanId;
  readonly status: 'active' | 'cancelled' | 'past_due';
  readonly currentPeriodEnd: string;
  readonly createdAt: string;
}

export interface SupportTicketRecord {
  readonly id: string;
  readonly customerId: string;
  readonly subject: string;
  readonly description: string;
  readonly category: string;
  readonly status: 'open' | 'in_progress' | 'resolved' | 'closed';
  readonly adminResponse?: string;
  readonly createdAt: string;
}

export interface MessageRecord {
  readonly id: string;
  readonly customerId: string;
  readonly subject: string;
  readonly content: string;
  readonly fromAdmin: boolean;
  readonly isRead: boolean;
  readonly readAt?: string;
  readonly createdAt: string;
}

export interface PortfolioRecord {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly imageUrl: string;
  readonly featured: boolean;
  readonly completedDate: string;
  readonly technologies: readonly string[];
  readonly metrics: readonly string[];
  readonly liveUrl?: string;
  /** Position in the grid, ascending. */
  readonly order: number;
}

export interface TestimonialRecord {
  readonly id: string;
  readonly rating: number;
  readonly content: string;
  readonly clientImage: string;
  readonly clientName: string;
  readonly clientCompany: string;
}

export interface ShowcaseRecord {
  readonly id: string;
  readonly companyName: string;
  readonly websiteUrl: string;
  readonly packageType: PackageId;
}

export interface BlogPostRecord {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly content: string; // sanitised HTML
  readonly featuredImage?: string;
  readonly tags: readonly string[];
  readonly status: 'published' | 'draft';
  readonly seoScore: number;
  readonly createdAt: string;
}

/** A $200 credit reserved for an email that has no account yet (decision 16). */
export interface CreditReservationRecord {
  readonly email: string;
  readonly createdAt: string;
  readonly appliedAt?: string;
}

export type PaymentPurpose =
  'package' | 'logo' | 'maintenance' | 'payment_link' | 'domain' | 'repair_deposit' | 'fix_plan';

export interface PaymentRecord {
  readonly id: string;
  readonly provider: 'sandbox' | 'stripe';
  readonly providerSessionId?: string;
  readonly purpose: PaymentPurpose;
  readonly amountCents: number;
  readonly description: string;
  readonly status: 'pending' | 'paid' | 'cancelled';
  readonly customerId?: string;
  readonly customerEmail?: string;
  readonly projectId?: string;
  readonly packageType?: PackageId;
  readonly plan?: PlanId;
  readonly domainOrderId?: string;
  readonly returnUrl: string;
  readonly cancelUrl: string;
  readonly createdAt: string;
  readonly paidAt?: string;
}

/**
 * A domain order, field for field the contract's `DomainOrder` entity (so an order can be answered
 * as stored): `domainName` is the ASCII (punycode) label, prices are cents fixed when it is stored.
 */
export interface DomainOrderRecord {
  readonly id: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly domainName: string;
  readonly tld: Tld;
  readonly years: DomainYears;
  readonly autoRenew: boolean;
  readonly whoisPrivacy: boolean;
  readonly premium: boolean;
  readonly unitPriceCents: number;
  /** unitPriceCents × years. */
  readonly totalCents: number;
  /** pending until its checkout is paid (then paid) or cancelled (then cancelled). */
  readonly status: 'pending' | 'paid' | 'cancelled';
  /** The checkout that pays it, once opened. */
  readonly paymentId?: string;
  readonly createdAt: string;
}

export interface LeadRecord {
  readonly id: string;
  readonly source: string;
  readonly email?: string;
  readonly leadScore: number;
  readonly tracking: Record<string, unknown>;
  readonly createdAt: string;
}

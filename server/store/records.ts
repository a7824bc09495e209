/**
 * What the server keeps. Records are plain data (ISO date strings, integer cents) so that the embedded
 * store can write them as JSON and the mongoose adapter can map them one to one.
 */
import type { DomainYears, PackageId, PlanId, Tld } from '../../contract/catalogue';

export type Scope = 'customer' | 'admin';

export interface CustomerRecord {
  id: string;
  email: string; // trimmed, lowercased: the unique key
  passwordHash: string;
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
  isAdmin: boolean;
  /** Base32 TOTP secret, only for admins. */
  totpSecret?: string;
  maintenanceCredit: number; // cents
  hasUsedMaintenanceCredit: boolean;
  createdAt: string;
}

export interface TokenRecord {
  tokenHash: string; // SHA-256 hex of the opaque token
  customerId: string;
  scope: Scope;
  expiresAt: string;
  createdAt: string;
}

export interface VerificationSessionRecord {
  id: string;
  customerId: string;
  expiresAt: string;
  attempts: number;
  closed: boolean;
  createdAt: string;
}

export type ProjectStatus = 'pending' | 'in_progress' | 'paid_full' | 'paid_deposit' | 'completed';

export interface ProjectRecord {
  id: string;
  customerId?: string;
  clientName: string;
  clientEmail: string;
  companyName: string;
  domainName?: string;
  industry?: string;
  businessDescription: string;
  websiteType: string;
  primaryGoal?: string;
  targetAudience?: string;
  pagesNeeded?: string;
  featuresNeeded?: string;
  designStyle?: string;
  contentStatus?: string;
  timeline?: string;
  inspirationWebsites?: string;
  packageType: PackageId;
  totalAmount: number; // cents
  paidAmount: number; // cents
  websiteUrl?: string;
  status: ProjectStatus;
  includeLogo: boolean;
  logoAmount: number; // cents
  createdAt: string;
}

export interface SubscriptionRecord {
  id: string;
  customerId: string;
  plan: PlanId;
  status: 'active' | 'cancelled' | 'past_due';
  currentPeriodEnd: string;
  createdAt: string;
}

export interface SupportTicketRecord {
  id: string;
  customerId: string;
  subject: string;
  description: string;
  category: string;
  status: 'open' | 'in_progress' | 'resolved' | 'closed';
  adminResponse?: string;
  createdAt: string;
}

export interface MessageRecord {
  id: string;
  customerId: string;
  subject: string;
  content: string;
  fromAdmin: boolean;
  isRead: boolean;
  readAt?: string;
  createdAt: string;
}

export interface PortfolioRecord {
  id: string;
  title: string;
  description: string;
  category: string;
  imageUrl: string;
  featured: boolean;
  completedDate: string;
  technologies: string[];
  metrics: string[];
  liveUrl?: string;
  /** Position in the grid, ascending. */
  order: number;
}

export interface TestimonialRecord {
  id: string;
  rating: number;
  content: string;
  clientImage: string;
  clientName: string;
  clientCompany: string;
}

export interface ShowcaseRecord {
  id: string;
  companyName: string;
  websiteUrl: string;
  packageType: PackageId;
}

export interface BlogPostRecord {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string; // sanitised HTML
  featuredImage?: string;
  tags: string[];
  status: 'published' | 'draft';
  seoScore: number;
  createdAt: string;
}

/** A $200 credit reserved for an email that has no account yet (decision 16). */
export interface CreditReservationRecord {
  email: string;
  createdAt: string;
  appliedAt?: string;
}

export type PaymentPurpose =
  'package' | 'logo' | 'maintenance' | 'payment_link' | 'domain' | 'repair_deposit' | 'fix_plan';

export interface PaymentRecord {
  id: string;
  provider: 'sandbox' | 'stripe';
  providerSessionId?: string;
  purpose: PaymentPurpose;
  amountCents: number;
  description: string;
  status: 'pending' | 'paid' | 'cancelled';
  customerId?: string;
  customerEmail?: string;
  projectId?: string;
  packageType?: PackageId;
  plan?: PlanId;
  domainOrderId?: string;
  returnUrl: string;
  cancelUrl: string;
  createdAt: string;
  paidAt?: string;
}

/**
 * A domain order, field for field the contract's `DomainOrder` entity (so an order can be answered
 * as stored): `domainName` is the ASCII (punycode) label, prices are cents fixed when it is stored.
 */
export interface DomainOrderRecord {
  id: string;
  customerName: string;
  customerEmail: string;
  domainName: string;
  tld: Tld;
  years: DomainYears;
  autoRenew: boolean;
  whoisPrivacy: boolean;
  premium: boolean;
  unitPriceCents: number;
  /** unitPriceCents × years. */
  totalCents: number;
  /** pending until its checkout is paid (then paid) or cancelled (then cancelled). */
  status: 'pending' | 'paid' | 'cancelled';
  /** The checkout that pays it, once opened. */
  paymentId?: string;
  createdAt: string;
}

export interface LeadRecord {
  id: string;
  source: string;
  email?: string;
  leadScore: number;
  tracking: Record<string, unknown>;
  createdAt: string;
}

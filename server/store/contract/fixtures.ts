/** Records for the store contract tests: valid defaults, overridable per test. */
import { newId } from '../../lib/ids';
import type {
  BlogPostRecord,
  CustomerRecord,
  DomainOrderRecord,
  MessageRecord,
  PaymentRecord,
  PortfolioRecord,
  ProjectRecord,
  SubscriptionRecord,
  ShowcaseRecord,
  SupportTicketRecord,
  TestimonialRecord,
  TokenRecord,
  VerificationSessionRecord,
} from '../records';

/** A fixed instant, so expiry tests do not depend on the machine's clock. */
export const NOW = new Date('2030-01-15T12:00:00.000Z');

export const at = (offsetMs: number): Date => new Date(NOW.getTime() + offsetMs);
export const isoAt = (offsetMs: number): string => at(offsetMs).toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const customer = (over: Partial<CustomerRecord> = {}): CustomerRecord => ({
  id: newId(),
  email: `${newId()}@example.com`,
  passwordHash: 'scrypt$salt$hash',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isAdmin: false,
  maintenanceCredit: 0,
  hasUsedMaintenanceCredit: false,
  createdAt: isoAt(0),
  ...over,
});

export const token = (over: Partial<TokenRecord> = {}): TokenRecord => ({
  tokenHash: newId(),
  customerId: newId(),
  scope: 'customer',
  expiresAt: isoAt(HOUR),
  createdAt: isoAt(0),
  ...over,
});

export const verificationSession = (
  over: Partial<VerificationSessionRecord> = {},
): VerificationSessionRecord => ({
  id: newId(),
  customerId: newId(),
  expiresAt: isoAt(5 * MINUTE),
  attempts: 0,
  closed: false,
  createdAt: isoAt(0),
  ...over,
});

export const project = (over: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id: newId(),
  customerId: newId(),
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  companyName: 'Analytical Engines',
  businessDescription: 'We build engines that weave algebraic patterns.',
  websiteType: 'business',
  packageType: 'professional',
  totalAmount: 299_500,
  paidAmount: 0,
  status: 'pending',
  includeLogo: false,
  logoAmount: 0,
  createdAt: isoAt(0),
  ...over,
});

export const subscription = (over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: newId(),
  customerId: newId(),
  plan: 'startup',
  status: 'active',
  currentPeriodEnd: isoAt(30 * 24 * HOUR),
  createdAt: isoAt(0),
  ...over,
});

export const ticket = (over: Partial<SupportTicketRecord> = {}): SupportTicketRecord => ({
  id: newId(),
  customerId: newId(),
  subject: 'Contact form',
  description: 'The contact form does not send.',
  category: 'technical',
  status: 'open',
  createdAt: isoAt(0),
  ...over,
});

export const message = (over: Partial<MessageRecord> = {}): MessageRecord => ({
  id: newId(),
  customerId: newId(),
  subject: 'Hello',
  content: 'Your site is live.',
  fromAdmin: true,
  isRead: false,
  createdAt: isoAt(0),
  ...over,
});

export const payment = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: newId(),
  provider: 'sandbox',
  purpose: 'package',
  amountCents: 199_500,
  description: 'Startup website',
  status: 'pending',
  returnUrl: 'http://localhost:3000/payment-success',
  cancelUrl: 'http://localhost:3000/',
  createdAt: isoAt(0),
  ...over,
});

export const domainOrder = (over: Partial<DomainOrderRecord> = {}): DomainOrderRecord => ({
  id: newId(),
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  domainName: 'acme',
  tld: 'com',
  years: 1,
  autoRenew: true,
  whoisPrivacy: true,
  premium: false,
  unitPriceCents: 1_299,
  totalCents: 1_299,
  status: 'pending',
  createdAt: isoAt(0),
  ...over,
});

export const portfolioItem = (over: Partial<PortfolioRecord> = {}): PortfolioRecord => ({
  id: newId(),
  title: 'Bakery',
  description: 'A bakery site.',
  category: 'restaurant',
  imageUrl: '/images/portfolio/bakery.svg',
  featured: false,
  completedDate: '2029-06-01',
  technologies: ['React'],
  metrics: ['+40% orders'],
  order: 0,
  ...over,
});

export const blogPost = (over: Partial<BlogPostRecord> = {}): BlogPostRecord => ({
  id: newId(),
  slug: `post-${newId()}`,
  title: 'Why speed sells',
  excerpt: 'Fast sites convert.',
  content: '<p>Fast sites convert.</p>',
  tags: ['performance'],
  status: 'published',
  seoScore: 90,
  createdAt: isoAt(0),
  ...over,
});

export const testimonialRecord = (over: Partial<TestimonialRecord> = {}): TestimonialRecord => ({
  id: newId(),
  rating: 5,
  content: 'They rebuilt our site in three weeks.',
  clientImage: '/images/clients/ada.svg',
  clientName: 'Ada Lovelace',
  clientCompany: 'Engines Ltd',
  ...over,
});

export const showcaseRecord = (over: Partial<ShowcaseRecord> = {}): ShowcaseRecord => ({
  id: newId(),
  companyName: 'Acme Bakery',
  websiteUrl: 'https://acme.example',
  packageType: 'startup',
  ...over,
});

/** Runs `count` calls at once and sorts their settled results into values and errors. */
export async function concurrently<T>(
  count: number,
  call: (index: number) => Promise<T>,
): Promise<{ values: T[]; errors: unknown[] }> {
  const results = await Promise.allSettled(Array.from({ length: count }, (_, index) => call(index)));
  return {
    values: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    errors: results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : [])),
  };
}

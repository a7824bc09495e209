/** Sample answers for fakes in tests and stories: shaped like the contract's entities. */
import type {
  Customer,
  DomainSearchResult,
  HealthCheckResult,
  HealthIssue,
  Message,
  Payment,
  Subscription,
} from '@contract/entities';
import { MAINTENANCE_PLANS, PACKAGES, TLD_PRICES } from '@contract/catalogue';

export const sampleCustomer: Customer = {
  id: 'cus_1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  phone: '+1 555 0100',
  createdAt: '2025-01-02T03:04:05.000Z',
  isAdmin: false,
  maintenanceCredit: 0,
  hasUsedMaintenanceCredit: false,
};

export const sampleAdmin: Customer = {
  ...sampleCustomer,
  id: 'cus_admin',
  firstName: 'Grace',
  isAdmin: true,
};

/** A finding that costs visitors, as the server words it: very slow below 60, slow from 60 to 79. */
const slowLoadFinding = (score: number): HealthIssue =>
  score < 60
    ? {
        issue: 'Very slow page load',
        description: 'The page took 3.2 s to load; many visitors leave before it appears.',
        code: 'load-very-slow',
        params: { seconds: 3.2 },
        revenueLoss: 1200,
      }
    : {
        issue: 'Slow page load',
        description: 'The page took 1.6 s to load. Aim for under 1 s.',
        code: 'load-slow',
        params: { seconds: 1.6 },
        revenueLoss: 500,
      };

/** A result whose band, findings and loss agree as the server's would (contract/health-score.ts). */
export const sampleHealthResult = (score: number, needsFixes = score < 80): HealthCheckResult => {
  const findings = needsFixes ? [slowLoadFinding(score)] : [];
  return {
    score,
    needsFixes,
    estimatedRevenueLoss: findings.reduce((sum, finding) => sum + finding.revenueLoss, 0),
    metrics: {
      loadTime: findings[0]?.params.seconds ?? 0.4,
      mobileScore: score,
      seoScore: score,
      securityScore: score,
    },
    issues: { performance: findings, seo: [], security: [] },
  };
};

export const sampleDomainResults = (label: string): DomainSearchResult[] => [
  { domain: `${label}.com`, tld: 'com', price: TLD_PRICES.com.firstYear, available: true, premium: false },
  { domain: `${label}.net`, tld: 'net', price: TLD_PRICES.net.firstYear, available: false, premium: false },
  { domain: `${label}.io`, tld: 'io', price: TLD_PRICES.io.firstYear * 10, available: true, premium: true },
];

export const sampleDescription = (length: number): string => 'A'.repeat(length);

export const samplePaymentUrl = (purpose: string): string => `/checkout/${purpose}`;

export const PROFESSIONAL = PACKAGES.professional;

/** A message as the server answers its sending. */
export const sampleMessage: Message = {
  id: 'msg_1',
  subject: 'Launch date',
  content: 'When will the site go live?',
  fromAdmin: false,
  isRead: false,
  createdAt: '2025-01-15T09:30:00.000Z',
  customerId: sampleCustomer.id,
};

/** An active Professional maintenance plan. */
export const sampleSubscription: Subscription = {
  id: 'sub_1',
  plan: 'professional',
  status: 'active',
  monthlyPrice: MAINTENANCE_PLANS.professional.monthly,
  currentPeriodEnd: '2025-02-15T00:00:00.000Z',
  createdAt: '2025-01-15T00:00:00.000Z',
};

/** The Professional package paid through Stripe, as a confirmation answers with it. */
export const samplePaidPayment: Payment = {
  id: 'pay_1',
  provider: 'stripe',
  providerSessionId: 'cs_test_1',
  amountCents: PROFESSIONAL.price * 100,
  purpose: 'package',
  status: 'paid',
  packageType: PROFESSIONAL.id,
  customerEmail: sampleCustomer.email,
  description: `${PROFESSIONAL.name} website package`,
  createdAt: '2025-01-15T09:30:00.000Z',
  paidAt: '2025-01-15T09:31:00.000Z',
};

/** A service's rejection when the server refused: the app's adapters give its message and status. */
export const serverRefusal = (status: number, message = ''): Error & { status: number } =>
  Object.assign(new Error(message), { status });

/** A service's rejection when no answer came (offline): no message, no status. */
export const noAnswer = (): Error => new Error('');

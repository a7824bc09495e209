/**
 * The mocks' in-memory database: fixtures copied into mutable collections, so a write is seen by
 * later reads (send a message, then list it; delete a customer, then miss it). Tests and stories
 * call `resetDb()` to start again from the fixtures.
 */
import type {
  BlogPost,
  ContentStatus,
  Customer,
  DomainOrder,
  Lead,
  Message,
  OutboxMail,
  Payment,
  PortfolioItem,
  PortfolioProject,
  Project,
  ShowcaseProject,
  Subscription,
  SupportTicket,
  Testimonial,
} from '@contract';
import * as fixtures from './fixtures';
import type { Owned } from './fixtures/subscriptions';

/** Content the studio may hold back as a draft; fixtures without a status are published. */
export type Drafted<T> = T & { status?: ContentStatus };

export type TokenScope = 'customer' | 'admin';

/** A bearer token the mock accepts. */
export interface MockSession {
  token: string;
  customerId: string;
  scope: TokenScope;
}

/** An open admin second-factor session (decision 10). */
export interface Verification {
  customerId: string;
  expiresAt: number;
  failedAttempts: number;
}

/** A reset link the mocks issued: single use, with an expiry (the server keeps only its hash). */
export interface PasswordReset {
  email: string;
  expiresAt: number;
  used: boolean;
}

export interface MockDb {
  customers: Customer[];
  /** Email → password, for sign-in. */
  passwords: Map<string, string>;
  /** Token → session. */
  sessions: Map<string, MockSession>;
  verifications: Map<string, Verification>;
  /** Emails holding a reserved maintenance credit (claimed before the account exists). */
  creditReservations: Set<string>;
  projects: Project[];
  subscriptions: Owned<Subscription>[];
  supportTickets: Owned<SupportTicket>[];
  messages: Message[];
  payments: Payment[];
  domainOrders: DomainOrder[];
  leads: Lead[];
  portfolioProjects: Drafted<PortfolioProject>[];
  portfolioItems: PortfolioItem[];
  testimonials: Drafted<Testimonial>[];
  showcaseProjects: Drafted<ShowcaseProject>[];
  blogPosts: BlogPost[];
  /** Mail the site wrote, newest first (no SMTP in the mocks: the outbox is where it stays). */
  outbox: OutboxMail[];
  /** Reset token → its reset. */
  passwordResets: Map<string, PasswordReset>;
}

const copy = <T>(items: readonly T[]): T[] => items.map((item) => structuredClone(item));

const fixtureSessions = (): Map<string, MockSession> => {
  const list: MockSession[] = [
    { token: fixtures.MOCK_TOKENS.customer, customerId: fixtures.adaCustomer.id, scope: 'customer' },
    { token: fixtures.MOCK_TOKENS.adminCustomer, customerId: fixtures.adminCustomer.id, scope: 'customer' },
    { token: fixtures.MOCK_TOKENS.admin, customerId: fixtures.adminCustomer.id, scope: 'admin' },
  ];
  return new Map(list.map((session) => [session.token, session]));
};

export const createDb = (): MockDb => ({
  customers: copy(fixtures.customers),
  passwords: new Map(Object.entries(fixtures.MOCK_PASSWORDS)),
  sessions: fixtureSessions(),
  verifications: new Map(),
  creditReservations: new Set(),
  projects: copy(fixtures.projects),
  subscriptions: copy(fixtures.subscriptions),
  supportTickets: copy(fixtures.supportTickets),
  messages: copy(fixtures.messages),
  payments: copy(fixtures.payments),
  domainOrders: copy(fixtures.domainOrders),
  leads: copy(fixtures.leads),
  portfolioProjects: copy(fixtures.portfolioProjects),
  portfolioItems: copy(fixtures.portfolioItems),
  testimonials: copy(fixtures.testimonials),
  showcaseProjects: copy(fixtures.showcaseProjects),
  blogPosts: copy(fixtures.blogPosts),
  outbox: copy(fixtures.outboxMails),
  passwordResets: new Map([
    [
      fixtures.MOCK_RESET_TOKEN,
      { email: fixtures.adaCustomer.email, expiresAt: Number.MAX_SAFE_INTEGER, used: false },
    ],
    [fixtures.MOCK_EXPIRED_RESET_TOKEN, { email: fixtures.adaCustomer.email, expiresAt: 0, used: false }],
  ]),
});

/** The one database the handlers read and write. */
export const db: MockDb = createDb();

/** Back to the fixtures: call between tests and stories. */
export const resetDb = (): void => {
  Object.assign(db, createDb());
};

/**
 * One minimal valid request per contract route, for the tests that call every mock. The mapped
 * type makes a new route in the contract fail to compile here until it has a sample.
 */
import {
  PACKAGES,
  routes,
  withQuery,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type RouteName,
} from '@contract';
import {
  MOCK_ADMIN_CODE,
  MOCK_PASSWORDS,
  MOCK_RESET_TOKEN,
  MOCK_TOKENS,
  adaCustomer,
  adminCustomer,
} from '../fixtures';
import { db } from '../db';
import { mockUrl } from '../lib/mock-path';

export interface SampleRequest<N extends RouteName> {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** Overrides the token chosen by the route's access. */
  token?: string | null;
}

const TRACKING = {
  current_page: '/',
  referrer: 'direct',
  landing_page: '/luxury-websites',
  session_id: 'sess-test',
  timestamp: '2025-11-22T10:00:00.000Z',
  lead_score: 75,
};

/** A verification session as request-verification opens it, for verify-code. */
const openVerification = (): string => {
  db.verifications.set('verify-test', {
    customerId: adminCustomer.id,
    expiresAt: Date.now() + 60_000,
    failedAttempts: 0,
  });
  return 'verify-test';
};

export const SAMPLE_REQUESTS: { [N in RouteName]: () => SampleRequest<N> } = {
  register: () => ({
    body: {
      email: 'new.client@example.com',
      password: 'secret-42',
      firstName: 'Mary',
      lastName: 'Somerville',
      tracking: TRACKING,
    },
  }),
  login: () => ({ body: { email: adaCustomer.email, password: MOCK_PASSWORDS[adaCustomer.email] ?? '' } }),
  me: () => ({}),
  logout: () => ({}),
  requestVerification: () => ({
    body: { email: adminCustomer.email, password: MOCK_PASSWORDS[adminCustomer.email] ?? '' },
  }),
  verifyCode: () => ({ body: { sessionId: openVerification(), code: MOCK_ADMIN_CODE } }),
  customerProjects: () => ({}),
  customerSubscriptions: () => ({}),
  customerSupportTickets: () => ({}),
  customerMessages: () => ({}),
  customerUnreadMessages: () => ({}),
  sendMessage: () => ({ body: { subject: 'Logo colours', content: 'Could the logo use our navy blue?' } }),
  upgradeSubscription: () => ({ body: { subscriptionId: 'sub-ada-professional', newPlanId: 'enterprise' } }),
  adminCustomers: () => ({}),
  adminMessages: () => ({}),
  adminSendMessage: () => ({
    body: { customerId: adaCustomer.id, subject: 'Launch date', message: 'We launch on Friday.' },
  }),
  deleteCustomer: () => ({ params: { id: 'cus-katherine' } }),
  adminProjects: () => ({}),
  updateProjectStatus: () => ({ params: { id: 'prj-poetry-blog' }, body: { status: 'completed' } }),
  applyMaintenanceCredit: () => ({ body: { customerId: adaCustomer.id } }),
  createPaymentLink: () => ({
    body: {
      customerName: 'Alan Turing',
      customerEmail: 'alan@bletchley.example.com',
      amount: 1498.5,
      description: 'Balance',
    },
  }),
  adminLeads: () => ({}),
  adminAccount: () => ({}),
  adminSignOutEverywhere: () => ({}),
  createProject: () => ({
    body: {
      clientName: 'Ada Lovelace',
      clientEmail: adaCustomer.email,
      companyName: 'Lovelace Lectures',
      businessDescription: 'A lecture series on computing history. '.repeat(15),
      websiteType: 'Events website',
      pagesNeeded: ['Home', 'Lectures', 'Contact'],
      featuresNeeded: ['Contact form'],
      packageType: 'professional',
      totalAmount: PACKAGES.professional.price * 100,
      status: 'pending',
      includeLogo: false,
      logoAmount: 0,
      tracking: TRACKING,
    },
  }),
  createPaymentIntent: () => ({ body: { amount: PACKAGES.startup.price, packageType: 'startup' } }),
  createLogoPayment: () => ({ body: { projectId: 'prj-engine-museum' } }),
  paymentLink: () => ({ params: { kind: 'repair_deposit' } }),
  checkout: () => ({ params: { paymentId: 'pay-alan-balance' } }),
  checkoutPay: () => ({ params: { paymentId: 'pay-alan-balance' } }),
  checkoutCancel: () => ({ params: { paymentId: 'pay-alan-balance' } }),
  stripeWebhook: () => ({}),
  confirmPayment: () => ({ query: { session_id: 'sandbox_sess_ada_professional' } }),
  portfolio: () => ({ query: { category: 'fintech' } }),
  portfolioAll: () => ({}),
  testimonials: () => ({}),
  showcaseProjects: () => ({}),
  blogPosts: () => ({}),
  blogPost: () => ({ params: { slug: 'how-we-build-a-website-in-48-hours' } }),
  healthCheck: () => ({ body: { url: 'https://slow-site.example.com', tracking: TRACKING } }),
  domainSearch: () => ({ body: { domain: 'acme', tlds: ['com', 'net', 'org', 'io', 'co'] } }),
  domainPurchase: () => ({
    body: {
      customerName: 'Ada Lovelace',
      customerEmail: adaCustomer.email,
      domainName: 'poeticalscience',
      tld: 'io',
      years: 2,
      autoRenew: true,
      whoisPrivacy: true,
    },
  }),
  claimMaintenanceCredit: () => ({ query: { email: 'new.visitor@example.com' } }),
  forgotPassword: () => ({ body: { email: adaCustomer.email } }),
  resetPassword: () => ({
    body: { token: MOCK_RESET_TOKEN, password: 'new-secret-42', confirmPassword: 'new-secret-42' },
  }),
  createSupportTicket: () => ({
    body: { subject: 'New photos', description: 'Please swap the hero photo.', category: 'content' },
  }),
  changePassword: () => ({
    body: {
      currentPassword: MOCK_PASSWORDS[adaCustomer.email] ?? '',
      newPassword: 'new-secret-42',
      confirmPassword: 'new-secret-42',
    },
  }),
  adminSupportTickets: () => ({ query: { status: 'open' } }),
  respondToTicket: () => ({
    params: { id: 'tkt-invoice' },
    body: { response: 'Done: the next invoice carries the new address.', status: 'answered' },
  }),
  adminOutbox: () => ({}),
  studioBlogPosts: () => ({}),
  studioCreateBlogPost: () => ({
    body: {
      title: 'Five signs your site is losing customers',
      excerpt:
        'Slow pages, hidden phone numbers and forms that ask too much: what each costs and how to fix it.',
      content: '<h2>Speed</h2><p>Run the <a href="/health-check">free health check</a>.</p>',
      tags: ['conversion'],
    },
  }),
  studioUpdateBlogPost: () => ({ params: { id: 'post-maintenance' }, body: { status: 'draft' } }),
  studioDeleteBlogPost: () => ({ params: { id: 'post-ai-trends' } }),
  studioPortfolio: () => ({}),
  studioCreatePortfolio: () => ({
    body: {
      title: 'Harbor Bakery',
      description: 'Online orders for a neighbourhood bakery.',
      category: 'creative',
      imageUrl: '/media/portfolio-harbor.svg',
      completedDate: '2026-05-01',
    },
  }),
  studioUpdatePortfolio: () => ({ params: { id: 'pf-northwind-cloud' }, body: { featured: true } }),
  studioDeletePortfolio: () => ({ params: { id: 'pf-meridian-travel' } }),
  studioShowcase: () => ({}),
  studioCreateShowcase: () => ({
    body: { companyName: 'Harbor Bakery', websiteUrl: 'https://bakery.example.com', packageType: 'startup' },
  }),
  studioUpdateShowcase: () => ({ params: { id: 'shw-harborline' }, body: { status: 'draft' } }),
  studioDeleteShowcase: () => ({ params: { id: 'shw-harborline' } }),
  studioTestimonials: () => ({}),
  studioCreateTestimonial: () => ({
    body: {
      clientName: 'Maria Delgado',
      clientCompany: 'Harborline Credit Union',
      rating: 5,
      content: 'Our members find what they need in two taps.',
      clientImage: '/media/client-maria.svg',
    },
  }),
  studioUpdateTestimonial: () => ({ params: { id: 'tst-maria' }, body: { rating: 4 } }),
  studioDeleteTestimonial: () => ({ params: { id: 'tst-derek' } }),
  customerEvents: () => ({}),
  adminEvents: () => ({}),
};

/** The token a route's access needs: Ada's for customer calls, Grace's admin token for admin calls. */
const tokenFor = (name: RouteName): string | null => {
  const { access } = routes[name];
  if (access === 'customer') return MOCK_TOKENS.customer;
  if (access === 'admin') return MOCK_TOKENS.admin;
  return null;
};

const fillPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_segment, key: string) => encodeURIComponent(params[key] ?? ''));

/** Calls a route through `fetch` (the Node mock server answers it). */
export const callRoute = <N extends RouteName>(name: N, sample: SampleRequest<N> = {}): Promise<Response> => {
  const route = routes[name];
  const token = sample.token === undefined ? tokenFor(name) : sample.token;
  const query = sample.query as Readonly<Record<string, string>> | undefined;
  const url = mockUrl(
    withQuery(fillPath(route.path, sample.params as Record<string, string> | undefined), query),
  );
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (sample.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: route.method,
    headers,
    body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
  });
};

/** Calls a route with its sample request. */
export const callSample = (name: RouteName): Promise<Response> => callRoute(name, SAMPLE_REQUESTS[name]());

import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { pathFor, routeGroups, routeList, routes, withQuery } from './routes';
import type { LanguageCode } from './catalogue';
import type { BodyOf, ParsedBodyOf, ResponseOf, RouteName } from './routes';

/** Spec part 1 §7, "The calls it makes", row by row ({id} written as Koa's :id). */
const PART_1_CALLS = [
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'POST /api/admin/request-verification',
  'POST /api/admin/verify-code',
  'GET /api/customer/projects',
  'GET /api/customer/subscriptions',
  'GET /api/customer/support-tickets',
  'GET /api/customer/messages',
  'GET /api/admin/customers',
  'GET /api/admin/messages',
  'POST /api/customer/send-message',
  'POST /api/admin/send-message',
  'DELETE /api/admin/customer/:id',
  'POST /api/customer/subscriptions/upgrade',
  'GET /api/admin/projects',
  'POST /api/admin/apply-maintenance-credit',
  'POST /api/admin/create-payment-link',
];

/** Spec part 2 §7, "The calls it makes" ({slug} as :slug, the query string left out). */
const PART_2_CALLS = [
  'POST /api/auth/register',
  'POST /api/create-payment-intent',
  'POST /api/projects',
  'POST /api/create-logo-payment',
  'GET /api/portfolio',
  'GET /api/portfolio/all',
  'GET /api/testimonials',
  'GET /api/showcase-projects',
  'POST /api/health-check',
  'POST /api/domains/search',
  'POST /api/domains/purchase',
  'GET /api/blog-posts',
  'GET /api/blog-posts/:slug',
  'GET /api/claim-maintenance-credit',
];

const declared = new Set(routeList.map((route) => `${route.method} ${route.path}`));

describe('the route table', () => {
  it.each([...PART_1_CALLS, ...PART_2_CALLS])('has a route for %s', (call) => {
    expect(declared).toContain(call);
  });

  it('declares each method and path once', () => {
    expect(declared.size).toBe(routeList.length);
  });

  it('loses no route when the area groups are merged (no name used twice)', () => {
    const grouped = Object.values(routeGroups).reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(routeList).toHaveLength(grouped);
  });

  it.each(routeList.map((route) => [route.name, route] as const))(
    '%s has a response schema',
    (_name, route) => {
      expect(route.response).toBeInstanceOf(z.ZodType);
    },
  );

  it('only body-carrying methods declare a body', () => {
    for (const route of routeList) {
      if (route.body) expect(['POST', 'PUT', 'PATCH']).toContain(route.method);
    }
  });

  it('declares a params schema exactly for the paths with :params', () => {
    for (const route of routeList) {
      expect(Boolean(route.params), route.name).toBe(route.path.includes(':'));
    }
  });

  it('gives admin access to every /api/admin call but the two second-factor steps', () => {
    const adminPaths = routeList.filter((route) => route.path.startsWith('/api/admin/'));
    const open = adminPaths.filter((route) => route.access !== 'admin').map((route) => route.name);
    expect(open.sort()).toEqual(['requestVerification', 'verifyCode']);
    expect(routes.requestVerification.access).toBe('public');
    expect(routes.verifyCode.access).toBe('public');
  });

  it('asks for a customer token on the customer area and the purchase calls', () => {
    const customerOnly = routeList.filter((route) => route.access === 'customer').map((route) => route.name);
    expect(customerOnly.sort()).toEqual(
      [
        'me',
        'logout',
        'customerProjects',
        'customerSubscriptions',
        'customerSupportTickets',
        'customerMessages',
        'customerUnreadMessages',
        'sendMessage',
        'upgradeSubscription',
        'createSupportTicket',
        'changePassword',
        'customerEvents',
        'createProject',
        'createPaymentIntent',
        'createLogoPayment',
      ].sort(),
    );
  });

  it('rate-limits exactly sign-in, registration, the two second-factor steps and the password calls', () => {
    const limited = routeList.filter((route) => route.rateLimited).map((route) => route.name);
    expect(limited.sort()).toEqual(
      [
        'login',
        'register',
        'requestVerification',
        'verifyCode',
        'forgotPassword',
        'resetPassword',
        'changePassword',
      ].sort(),
    );
  });

  it('reads the Stripe webhook body raw', () => {
    expect(routeList.filter((route) => route.raw).map((route) => route.name)).toEqual(['stripeWebhook']);
  });
});

describe('pathFor and withQuery', () => {
  it('fills and encodes path parameters', () => {
    expect(pathFor(routes.deleteCustomer, { id: 'abc_123' })).toBe('/api/admin/customer/abc_123');
    expect(pathFor(routes.blogPost, { slug: 'a b' })).toBe('/api/blog-posts/a%20b');
    expect(pathFor(routes.checkoutPay, { paymentId: 'p1' })).toBe('/api/checkout/p1/pay');
  });

  it('returns a path without parameters unchanged', () => {
    expect(pathFor(routes.login)).toBe('/api/auth/login');
  });

  it('appends only the defined query values', () => {
    expect(withQuery(routes.portfolio.path, { category: undefined })).toBe('/api/portfolio');
    expect(withQuery(routes.claimMaintenanceCredit.path, { email: 'a+b@example.com' })).toBe(
      '/api/claim-maintenance-credit?email=a%2Bb%40example.com',
    );
  });
});

describe('route types', () => {
  it('keep each schema precise', () => {
    expectTypeOf<z.infer<typeof routes.login.body>>().toEqualTypeOf<{
      email: string;
      password: string;
      language?: LanguageCode | undefined;
    }>();
    expectTypeOf<BodyOf<'me'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ParsedBodyOf<'adminSendMessage'>>().toEqualTypeOf<{
      customerId: string;
      subject: string;
      content: string;
    }>();
    expectTypeOf<ResponseOf<'logout'>>().toEqualTypeOf<{ success: true }>();
    expectTypeOf<ResponseOf<'domainSearch'>[number]['available']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<'login'>().toExtend<RouteName>();
  });
});

import { describe, expect, it } from 'vitest';
import { AMOUNTS, LIMITS } from './catalogue';
import { routes } from './routes';
import { issuePaths, sampleTracking } from './testing';
import { paymentSchema } from './entities';

const tracking = sampleTracking;

describe('project creation', () => {
  const project = {
    clientName: 'Ann Lee',
    clientEmail: 'ann@example.com',
    companyName: 'Acme',
    domainName: 'acme.com',
    industry: 'fintech',
    businessDescription: 'x'.repeat(LIMITS.descriptionMin),
    websiteType: 'business',
    primaryGoal: '',
    targetAudience: '',
    pagesNeeded: ['Home', 'About'],
    featuresNeeded: [],
    designStyle: '',
    contentStatus: '',
    timeline: '',
    inspirationWebsites: '',
    packageType: 'professional',
    totalAmount: 299500,
    status: 'pending',
    includeLogo: true,
    logoAmount: AMOUNTS.logoCents,
  };

  it('accepts a 500-character description and rejects 499', () => {
    expect(routes.createProject.body.safeParse(project).success).toBe(true);
    const short = routes.createProject.body.safeParse({ ...project, businessDescription: 'x'.repeat(499) });
    expect(issuePaths(short)).toEqual(['businessDescription']);
    expect(short.error?.issues[0]?.message).toBe(
      'Please provide at least 500 characters describing your project.',
    );
  });

  it('rejects a description past 20,000 characters', () => {
    const long = routes.createProject.body.safeParse({
      ...project,
      businessDescription: 'x'.repeat(LIMITS.descriptionMax + 1),
    });
    expect(long.error?.issues[0]?.message).toBe(
      'Please keep your project description under 20,000 characters.',
    );
  });

  it('accepts only status pending and a logo amount that matches the choice', () => {
    expect(issuePaths(routes.createProject.body.safeParse({ ...project, status: 'completed' }))).toEqual([
      'status',
    ]);
    expect(issuePaths(routes.createProject.body.safeParse({ ...project, logoAmount: 0 }))).toEqual([
      'logoAmount',
    ]);
    expect(
      routes.createProject.body.safeParse({ ...project, includeLogo: false, logoAmount: 0 }).success,
    ).toBe(true);
  });

  it('takes totals as integer cents', () => {
    expect(issuePaths(routes.createProject.body.safeParse({ ...project, totalAmount: 2995.5 }))).toEqual([
      'totalAmount',
    ]);
  });
});

describe('payments', () => {
  const link = { customerName: 'Ann Lee', customerEmail: 'ann@example.com', description: 'Deposit' };

  it('takes payment-link amounts in dollars, at least 1, with at most two decimals', () => {
    expect(routes.createPaymentLink.body.safeParse({ ...link, amount: 19.99 }).success).toBe(true);
    expect(routes.createPaymentLink.body.safeParse({ ...link, amount: 1 }).success).toBe(true);
    for (const amount of [0.99, 1.005, '20']) {
      expect(issuePaths(routes.createPaymentLink.body.safeParse({ ...link, amount }))).toEqual(['amount']);
    }
  });

  it('accepts only the four fixed link kinds', () => {
    expect(routes.paymentLink.params.safeParse({ kind: 'fix_plan' }).success).toBe(true);
    expect(routes.paymentLink.params.safeParse({ kind: 'anything' }).success).toBe(false);
  });

  it('never lets a stored URL be a script link', () => {
    expect(routes.createPaymentIntent.response.safeParse({ paymentUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(routes.createPaymentIntent.response.safeParse({ paymentUrl: '//evil.example' }).success).toBe(
      false,
    );
    expect(routes.createPaymentIntent.response.safeParse({ paymentUrl: '/checkout/p1' }).success).toBe(true);
    expect(
      routes.createPaymentIntent.response.safeParse({ paymentUrl: 'https://checkout.stripe.com/c/pay/x' })
        .success,
    ).toBe(true);
  });

  it('describes a recorded payment', () => {
    const payment = {
      id: 'p1',
      provider: 'sandbox',
      providerSessionId: 'sbx_1',
      amountCents: 9900,
      purpose: 'logo',
      status: 'paid',
      projectId: 'pr1',
      description: 'Logo design',
      createdAt: '2025-01-02T03:04:05.000Z',
      paidAt: '2025-01-02T03:05:05.000Z',
    };
    expect(paymentSchema.parse(payment)).toEqual(payment);
    expect(paymentSchema.safeParse({ ...payment, purpose: 'tip' }).success).toBe(false);
  });
});

describe('domains', () => {
  const order = {
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    domainName: ' Acme ',
    tld: 'com',
    years: 2,
    autoRenew: true,
    whoisPrivacy: true,
    price: 2598,
  };

  it('accepts the offered periods and rejects 4 years', () => {
    expect(routes.domainPurchase.body.parse(order).domainName).toBe('acme');
    expect(routes.domainPurchase.body.safeParse({ ...order, years: 5 }).success).toBe(true);
    expect(issuePaths(routes.domainPurchase.body.safeParse({ ...order, years: 4 }))).toEqual(['years']);
  });

  it('takes a label, not a full name or a hyphen-edged one, as domainName', () => {
    for (const domainName of ['acme.com', '-acme', 'ac me', '']) {
      expect(issuePaths(routes.domainPurchase.body.safeParse({ ...order, domainName }))).toEqual([
        'domainName',
      ]);
    }
  });

  it('takes international names as typed: trimmed, NFC-normalised, lowercased (the server converts them)', () => {
    const purchase = routes.domainPurchase.body;
    expect(purchase.parse({ ...order, domainName: ' MÜNCHEN ' }).domainName).toBe('münchen');
    expect(purchase.parse({ ...order, domainName: 'mu\u0308nchen' }).domainName).toBe('münchen');
    expect(issuePaths(purchase.safeParse({ ...order, domainName: 'ü'.repeat(64) }))).toEqual(['domainName']);
    expect(issuePaths(purchase.safeParse({ ...order, domainName: 'mün!chen' }))).toEqual(['domainName']);
    const search = routes.domainSearch.body;
    expect(search.parse({ domain: 'Café。FR', tlds: ['com'] }).domain).toBe('café。fr');
    expect(search.safeParse({ domain: 'café..fr', tlds: ['com'] }).success).toBe(false);
  });

  it('searches 1 to 8 distinct TLDs', () => {
    const search = routes.domainSearch.body;
    expect(search.parse({ domain: ' Acme.COM ', tlds: ['com', 'net'] })).toEqual({
      domain: 'acme.com',
      tlds: ['com', 'net'],
    });
    expect(search.safeParse({ domain: 'acme', tlds: [] }).success).toBe(false);
    expect(search.safeParse({ domain: 'acme', tlds: ['com', 'com'] }).success).toBe(false);
    expect(search.safeParse({ domain: 'acme', tlds: ['xyz'] }).success).toBe(false);
    expect(search.safeParse({ domain: '   ', tlds: ['com'] }).success).toBe(false);
  });

  it('reports an unknown availability as null', () => {
    const result = { domain: 'acme.io', tld: 'io', price: 4999, available: null, premium: false };
    expect(routes.domainSearch.response.parse([result])).toEqual([result]);
  });
});

describe('public queries', () => {
  it('filters the portfolio by a catalogue category or all', () => {
    expect(routes.portfolio.query.parse({})).toEqual({});
    expect(routes.portfolio.query.parse({ category: 'all' })).toEqual({ category: 'all' });
    expect(routes.portfolio.query.safeParse({ category: 'cooking' }).success).toBe(false);
  });

  it('reads a claim with an optional JSON tracking parameter', () => {
    const query = routes.claimMaintenanceCredit.query;
    expect(query.parse({ email: 'Ann@Example.com', tracking: JSON.stringify(tracking) })).toEqual({
      email: 'ann@example.com',
      tracking,
    });
    expect(query.parse({ email: 'ann@example.com', tracking: '{not json' }).tracking).toBeUndefined();
  });

  it('accepts a health-check address up to 2048 characters', () => {
    const body = routes.healthCheck.body;
    expect(body.parse({ url: ' example.com ' })).toEqual({ url: 'example.com' });
    expect(body.safeParse({ url: '  ' }).success).toBe(false);
    expect(body.safeParse({ url: `https://a.example/${'x'.repeat(2048)}` }).success).toBe(false);
  });
});

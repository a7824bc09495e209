/**
 * POST /api/projects from onboarding: validated, priced by the server, linked to the caller, and
 * its tracking stored as a lead with the server's own score (decision 25).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNTS, LIMITS, PACKAGES } from '@contract/catalogue';
import type { CreateProjectBody } from '@contract/api/projects';
import { startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const project = (overrides: Partial<CreateProjectBody> = {}): CreateProjectBody => ({
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  companyName: 'Analytical Engines',
  domainName: 'engines.example',
  businessDescription: 'We build calculating engines. '.repeat(20),
  websiteType: 'business',
  pagesNeeded: ['Home', 'About'],
  featuresNeeded: ['Contact form'],
  packageType: 'enterprise',
  totalAmount: 1,
  status: 'pending',
  includeLogo: true,
  logoAmount: AMOUNTS.logoCents,
  ...overrides,
});

const tracking = {
  current_page: '/onboarding',
  referrer: 'direct',
  landing_page: '/emergency-website-development',
  session_id: 'session-1',
  timestamp: '2025-01-15T09:00:00.000Z',
  utm_source: 'google',
  lead_score: 100,
};

describe('create project', () => {
  it('creates a pending project priced from the catalogue, whatever total the client sent', async () => {
    const { token, customer } = await server.register();
    const answer = await server.call('createProject', { token, body: project({ totalAmount: 100 }) });
    expect(answer.status).toBe(201);
    const stored = await server.store.projects.findById(answer.body.id);
    expect(stored).toMatchObject({
      customerId: customer.id,
      status: 'pending',
      totalAmount: PACKAGES.enterprise.price * 100,
      paidAmount: 0,
      includeLogo: true,
      logoAmount: AMOUNTS.logoCents,
      pagesNeeded: 'Home, About',
    });
    const mine = await server.call('customerProjects', { token });
    expect(mine.body).toEqual([expect.objectContaining({ id: answer.body.id, status: 'pending' })]);
  });

  it('refuses a description outside 500–20,000 characters with the spec’s text', async () => {
    const { token } = await server.register();
    const short = await server.call('createProject', {
      token,
      body: project({ businessDescription: 'x'.repeat(499) }),
    });
    expect(short.status).toBe(400);
    expect(short.body.issues?.[0]).toEqual({
      path: 'businessDescription',
      message: `Please provide at least ${LIMITS.descriptionMin} characters describing your project.`,
    });
    const long = await server.call('createProject', {
      token,
      body: project({ businessDescription: 'x'.repeat(LIMITS.descriptionMax + 1) }),
    });
    expect(long.status).toBe(400);
    expect(long.body.issues?.[0]?.path).toBe('businessDescription');
  });

  it('refuses a status other than pending and a logo amount that does not match', async () => {
    const { token } = await server.register();
    const paid = await server.call('createProject', { token, body: { ...project(), status: 'paid_full' } });
    expect(paid.status).toBe(400);
    const logo = await server.call('createProject', { token, body: project({ logoAmount: 1 }) });
    expect(logo.status).toBe(400);
    expect(logo.body.issues?.[0]?.path).toBe('logoAmount');
  });

  it('stores the tracking record as a lead with the server’s score, not the client’s', async () => {
    const { token } = await server.register();
    const answer = await server.call('createProject', {
      token,
      body: project({ tracking: { ...tracking, lead_score: 3 } }),
    });
    expect(answer.status).toBe(201);
    const admin = await server.admin();
    const leads = await server.call('adminLeads', { token: admin.token });
    expect(leads.status).toBe(200);
    // 50 base + 30 emergency page + 15 google.
    expect(leads.body).toContainEqual(
      expect.objectContaining({
        source: 'project',
        leadScore: 95,
        email: (await server.call('me', { token })).body.customer.email,
      }),
    );
  });

  it('still creates the project when the tracking record is malformed', async () => {
    const { token } = await server.register();
    const answer = await server.call('createProject', {
      token,
      body: { ...project(), tracking: { bogus: true } },
    });
    expect(answer.status).toBe(201);
  });
});

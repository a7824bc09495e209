/**
 * Cache-Control of API answers over real HTTP: nothing with a token, an account or a payment in it
 * may be kept by a browser or a proxy; only the public content lists are cacheable, for a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../seed';
import { startTestServer, uniqueEmail, type TestServer } from './test-server';
import { API_CACHE_CONTROL, PUBLIC_CONTENT_CACHE_CONTROL, contentSecurityPolicy } from './security-headers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The demo content: the portfolio list is then as long as on the site.
  await seedDemoContent(server.store, { clock: server.clock });
});
afterAll(() => server.close());

const cacheControl = (answer: { headers: Headers }) => answer.headers.get('cache-control');

describe('Cache-Control', () => {
  it('is no-store on sign-in answers, which carry the token', async () => {
    const email = uniqueEmail();
    const register = await server.call('register', {
      body: { email, password: 'secret-pass', firstName: 'A', lastName: 'B' },
    });
    expect(register.status).toBe(201);
    expect(cacheControl(register)).toBe(API_CACHE_CONTROL);
    const login = await server.call('login', { body: { email, password: 'secret-pass' } });
    expect(login.status).toBe(200);
    expect(cacheControl(login)).toBe('no-store');
    const me = await server.call('me', { token: login.body.token });
    expect(cacheControl(me)).toBe('no-store');
    const admin = await server.admin();
    const customers = await server.call('adminCustomers', { token: admin.token });
    expect(customers.status).toBe(200);
    expect(cacheControl(customers)).toBe('no-store');
  });

  it('is no-store on errors and on public calls that write or hand out payments', async () => {
    const answers = [
      await server.call('me'),
      await server.call('login', { body: {} }),
      await server.fetch('/api/no-such-call'),
      await server.call('claimMaintenanceCredit', { query: { email: uniqueEmail() } }),
      await server.call('paymentLink', { params: { kind: 'repair_deposit' } }),
      await server.call('blogPost', { params: { slug: 'no-such-post' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 400, 404, 200, 200, 404]);
    for (const answer of answers) expect(cacheControl(answer)).toBe('no-store');
  });

  it('lets the public content lists be cached for a minute', async () => {
    for (const name of [
      'portfolio',
      'portfolioAll',
      'testimonials',
      'showcaseProjects',
      'blogPosts',
    ] as const) {
      const answer = await server.call(name);
      expect(answer.status, name).toBe(200);
      expect(cacheControl(answer), name).toBe(PUBLIC_CONTENT_CACHE_CONTROL);
    }
  });
});

describe('compression of API answers', () => {
  const accepting = { 'Accept-Encoding': 'br, gzip' };

  it('compresses the public content lists for a browser that accepts it', async () => {
    const answer = await server.fetch('/api/portfolio?category=all', { headers: accepting });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect((answer.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('never compresses an answer with an account in it, however long', async () => {
    for (let i = 0; i < 8; i++) {
      await server.call('register', {
        body: {
          email: uniqueEmail(),
          password: 'secret-pass',
          firstName: 'Compressed',
          lastName: `Never ${i}`,
        },
      });
    }
    const admin = await server.admin();
    const customers = await server.fetch('/api/admin/customers', {
      headers: { ...accepting, Authorization: `Bearer ${admin.token}` },
    });
    expect(customers.status).toBe(200);
    expect(customers.text.length).toBeGreaterThan(1024);
    expect(customers.headers.get('content-encoding')).toBeNull();
  });
});

describe('Content-Security-Policy', () => {
  it("allows this site's own sources only, and the inline scripts the build hashed", () => {
    const csp = contentSecurityPolicy(['sha256-abc']);
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("img-src 'self' data:;");
  });

  it('adds the origins a configured analytics provider needs, each to its directive', () => {
    const csp = contentSecurityPolicy([], {
      scriptSrc: ['https://*.googletagmanager.com'],
      connectSrc: ['https://*.google-analytics.com'],
      imgSrc: ['https://*.google-analytics.com'],
    });
    expect(csp).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com;");
    expect(csp).toContain("img-src 'self' data: https://*.google-analytics.com;");
  });
});

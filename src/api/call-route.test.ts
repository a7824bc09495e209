import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeList } from '@contract/routes';
import { useSession } from '@src/stores/session.store';
import { adaCustomer } from '@src/testing/fixtures';
import { setupMswServer } from '@src/testing/msw-server';
import { usesAdminToken } from './auth-header';
import { callRoute, urlFor } from './call-route';

const server = setupMswServer();

beforeEach(() => {
  useSession.setState({ authToken: 'customer-token', adminToken: 'admin-token', customer: null });
});

describe('callRoute', () => {
  it('posts the body and returns the answer checked by the response schema', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'new-token', customer: adaCustomer });
      }),
    );
    const answer = await callRoute('login', { body: { email: 'ada@example.com', password: 'secret1' } });
    expect(sent).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(answer).toEqual({ token: 'new-token', customer: adaCustomer });
  });

  it('fills path parameters and uses the admin token for admin routes', async () => {
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      http.delete('/api/admin/customer/:id', ({ request }) => {
        seen = { url: new URL(request.url).pathname, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ success: true });
      }),
    );
    await expect(callRoute('deleteCustomer', { params: { id: 'c-42' } })).resolves.toEqual({ success: true });
    expect(seen).toEqual({ url: '/api/admin/customer/c-42', authorization: 'Bearer admin-token' });
  });

  it('sends the query string of a read, and no body', async () => {
    let seen: { email: string | null; body: string } | undefined;
    server.use(
      http.get('/api/claim-maintenance-credit', async ({ request }) => {
        seen = { email: new URL(request.url).searchParams.get('email'), body: await request.text() };
        return HttpResponse.json({ message: 'Credit reserved', creditReserved: true, alreadyClaimed: false });
      }),
    );
    expect(urlFor('claimMaintenanceCredit', { query: { email: 'a+b@example.com' } })).toBe(
      '/api/claim-maintenance-credit?email=a%2Bb%40example.com',
    );
    await expect(
      callRoute('claimMaintenanceCredit', { query: { email: 'a+b@example.com' } }),
    ).resolves.toEqual({
      message: 'Credit reserved',
      creditReserved: true,
      alreadyClaimed: false,
    });
    expect(seen).toEqual({ email: 'a+b@example.com', body: '' });
  });

  it('calls a route without input with no options', async () => {
    server.use(http.get('/api/testimonials', () => HttpResponse.json([])));
    await expect(callRoute('testimonials')).resolves.toEqual([]);
  });

  it('throws "{status}: {text}" for a non-OK answer', async () => {
    server.use(http.get('/api/auth/me', () => new HttpResponse('Session expired', { status: 401 })));
    await expect(callRoute('me')).rejects.toHaveProperty('message', '401: Session expired');
  });

  it('refuses an answer that breaks the contract', async () => {
    server.use(http.get('/api/testimonials', () => HttpResponse.json({ not: 'a list' })));
    await expect(callRoute('testimonials')).rejects.toThrow();
  });

  it('refuses calls without the input a route needs (types)', () => {
    // @ts-expect-error login needs a body
    expect(() => urlFor('login', {})).not.toThrow();
    // @ts-expect-error deleteCustomer needs its id
    expect(() => urlFor('deleteCustomer', {})).toThrow('Missing path parameter "id"');
  });
});

describe('token choice', () => {
  it('sends the admin token exactly to the routes the contract reserves for admins', () => {
    const mismatched = routeList
      .filter((route) => usesAdminToken(route.path) !== (route.access === 'admin'))
      .map((route) => `${route.method} ${route.path}`);
    expect(mismatched).toEqual([]);
  });
});

import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@src/stores/session.store';
import { setupMswServer } from '@src/testing/msw-server';
import { ApiError } from './api-error';
import { apiRequest, readJson } from './api-request';

const server = setupMswServer();

interface Seen {
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

/** Answers `answer` at `path` for any method and records what the client sent. */
const record = (path: string, answer: () => Response = () => HttpResponse.json({ ok: true })) => {
  const seen: Seen[] = [];
  server.use(
    http.all(path, async ({ request }) => {
      seen.push({
        method: request.method,
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return answer();
    }),
  );
  return seen;
};

beforeEach(() => {
  useSession.setState({ authToken: null, adminToken: null, customer: null });
});

describe('apiRequest', () => {
  it('sends a JSON body with its content type when there is one', async () => {
    const seen = record('/api/auth/login');
    const response = await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret1' });
    expect(await readJson(response)).toEqual({ ok: true });
    expect(seen).toEqual([
      {
        method: 'POST',
        authorization: null,
        contentType: 'application/json',
        body: '{"email":"a@b.co","password":"secret1"}',
      },
    ]);
  });

  it('sends no body and no content type without a body', async () => {
    const seen = record('/api/auth/logout');
    await apiRequest('POST', '/api/auth/logout');
    expect(seen[0]).toMatchObject({ method: 'POST', contentType: null, body: '' });
  });

  it('sends the customer token as a bearer token', async () => {
    useSession.setState({ authToken: 'customer-token', adminToken: 'admin-token' });
    const seen = record('/api/customer/send-message');
    await apiRequest('POST', '/api/customer/send-message', { subject: 'Hi', content: 'Hello' });
    expect(seen[0]?.authorization).toBe('Bearer customer-token');
  });

  it('sends the admin token on admin calls', async () => {
    useSession.setState({ authToken: 'customer-token', adminToken: 'admin-token' });
    const seen = record('/api/admin/customer/:id');
    await apiRequest('DELETE', '/api/admin/customer/c1');
    expect(seen[0]).toMatchObject({ method: 'DELETE', authorization: 'Bearer admin-token' });
  });

  it.each(['/api/admin/request-verification', '/api/admin/verify-code'])(
    'does not send the admin token to %s, which runs before one exists',
    async (path) => {
      useSession.setState({ authToken: 'customer-token', adminToken: 'admin-token' });
      const seen = record(path, () => HttpResponse.json({ sessionId: 's1', expiresIn: 300 }));
      await apiRequest('POST', path, { email: 'a@b.co', password: 'secret1' });
      expect(seen[0]?.authorization).toBe('Bearer customer-token');
    },
  );

  it('throws "{status}: {text}" with the answer text', async () => {
    record('/api/auth/login', () => HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }));
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toHaveProperty(
      'message',
      '401: {"message":"Invalid credentials"}',
    );
  });

  it('throws "{status}: {statusText}" when the answer is empty', async () => {
    record('/api/projects', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }));
    const error: unknown = await apiRequest('POST', '/api/projects', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('does not retry a failed write', async () => {
    const seen = record('/api/health-check', () => new HttpResponse('boom', { status: 500 }));
    await expect(apiRequest('POST', '/api/health-check', { url: 'https://x.test' })).rejects.toHaveProperty(
      'message',
      '500: boom',
    );
    expect(seen).toHaveLength(1);
  });
});

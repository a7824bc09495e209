import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@src/stores/session.store';
import { setupMswServer } from '@src/testing/msw-server';
import { createQueryClient } from './query-client';
import { getQueryFn, urlFromQueryKey } from './query-fn';

const server = setupMswServer();

beforeEach(() => {
  useSession.setState({ authToken: null, adminToken: null, customer: null });
});

/** Counts the calls to a GET route and records the last request. */
const countGets = (path: string, answer: () => Response) => {
  const calls: Request[] = [];
  server.use(
    http.get(path, ({ request }) => {
      calls.push(request.clone());
      return answer();
    }),
  );
  return calls;
};

describe('urlFromQueryKey', () => {
  it('joins the key segments with a slash', () => {
    expect(urlFromQueryKey(['/api/blog-posts', 'hello-world'])).toBe('/api/blog-posts/hello-world');
    expect(urlFromQueryKey(['/api/admin/customer', 7])).toBe('/api/admin/customer/7');
  });

  it('refuses a segment that would not make a path', () => {
    expect(() => urlFromQueryKey(['/api/portfolio', { category: 'fintech' }])).toThrow(TypeError);
  });
});

describe('the default read', () => {
  it('GETs the joined key with the bearer token and no body, and parses JSON', async () => {
    useSession.setState({ authToken: 'customer-token' });
    const calls = countGets('/api/customer/projects', () => HttpResponse.json([{ id: 'p1' }]));
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ['/api/customer/projects'] });
    expect(data).toEqual([{ id: 'p1' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer customer-token');
    expect(calls[0]?.headers.get('content-type')).toBeNull();
    expect(await calls[0]?.text()).toBe('');
  });

  it('uses the admin token for admin lists', async () => {
    useSession.setState({ authToken: 'customer-token', adminToken: 'admin-token' });
    const calls = countGets('/api/admin/customers', () => HttpResponse.json([]));
    await createQueryClient().fetchQuery({ queryKey: ['/api/admin/customers'] });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('throws on a 401 by default', async () => {
    countGets('/api/auth/me', () => new HttpResponse('Not signed in', { status: 401 }));
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/auth/me'] })).rejects.toHaveProperty(
      'message',
      '401: Not signed in',
    );
  });

  it('answers null on a 401 when the caller opts in', async () => {
    countGets('/api/auth/me', () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }));
    const data = await createQueryClient().fetchQuery({
      queryKey: ['/api/auth/me'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });

  it('still throws other errors when 401 gives null', async () => {
    countGets(
      '/api/auth/me',
      () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(
      createQueryClient().fetchQuery({
        queryKey: ['/api/auth/me'],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).rejects.toHaveProperty('message', '500: Internal Server Error');
  });

  it('asks the server once and keeps the answer: no retry, never stale', async () => {
    const failing = countGets('/api/testimonials', () => new HttpResponse('down', { status: 502 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/testimonials'] })).rejects.toHaveProperty(
      'message',
      '502: down',
    );
    expect(failing).toHaveLength(1);

    const working = countGets('/api/portfolio/all', () => HttpResponse.json([]));
    await client.fetchQuery({ queryKey: ['/api/portfolio/all'] });
    await client.fetchQuery({ queryKey: ['/api/portfolio/all'] });
    expect(working).toHaveLength(1);
  });
});

describe('the query client defaults', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
    expect(new QueryClient().getDefaultOptions().queries?.retry).toBeUndefined();
  });
});

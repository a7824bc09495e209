import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, readPortalEvents, routeList, routes, type RouteName } from '@contract';
import { MOCK_TOKENS } from './fixtures';
import { resetDb } from './db';
import { handlerGroups, handlers } from './handlers';
import { mockPath, mockUrl } from './lib/mock-path';
import { server } from './node';
import { callRoute, callSample } from './testing/sample-requests';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const declared = (handler: (typeof handlers)[number]) =>
  `${String(handler.info.method)} ${String(handler.info.path)}`;

describe('the mock handlers', () => {
  it.each(routeList.map((route) => [route.name, route] as const))('cover %s', (_name, route) => {
    const matching = handlers.filter(
      (handler) => declared(handler) === `${route.method} ${mockPath(route.path)}`,
    );
    expect(matching).toHaveLength(1);
  });

  it('group every handler once under the contract group names', () => {
    expect(Object.keys(handlerGroups)).toEqual(
      expect.arrayContaining([
        'auth',
        'customer',
        'admin',
        'content',
        'payments',
        'healthCheck',
        'domains',
        'credit',
      ]),
    );
    expect(Object.values(handlerGroups).flat()).toHaveLength(handlers.length);
  });

  /** The success status of the calls that create (201) or accept (202); 200 for the others. */
  const SUCCESS_STATUS: Partial<Record<RouteName, number>> = {
    createSupportTicket: 201,
    forgotPassword: 202,
  };
  const jsonRoutes = routeList.filter((route) => route.stream === undefined).map((route) => route.name);
  const streamRoutes = routeList.filter((route) => route.stream === 'sse').map((route) => route.name);

  it.each(streamRoutes)('answer %s with an event stream that opens with ready', async (name) => {
    const response = await callSample(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = readPortalEvents(response.body ?? new ReadableStream());
    const first = await events.next();
    await events.return(undefined);
    expect(first.value).toEqual({ type: 'ready' });
  });

  it.each(jsonRoutes)('answer %s with its response schema', async (name) => {
    const response = await callSample(name);
    const json: unknown = await response.json();
    expect(response.status, JSON.stringify(json)).toBe(SUCCESS_STATUS[name] ?? 200);
    const parsed = routes[name].response.safeParse(json);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("give a draft's drawn picture a signed preview address the media handler draws, as the server does", async () => {
    const created = await callRoute('studioCreateBlogPost', {
      body: {
        title: 'A draft with a drawn picture',
        excerpt: 'Why a page that answers in under a second keeps more visitors, and what to change first.',
        content: '<p>Draft.</p>',
        tags: [],
        featuredImage: '/media/blog-draft-picture.svg',
      },
    });
    const draft = routes.studioCreateBlogPost.response.parse(await created.json());
    expect(draft.status).toBe('draft');
    expect(draft.previewImage).toMatch(/^\/media\/blog-draft-picture\.svg\?expires=\d+&preview=[\w-]+$/);
    const picture = await fetch(mockUrl(draft.previewImage ?? ''));
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');

    const published = await callRoute('studioUpdateBlogPost', {
      params: { id: draft.id },
      body: { status: 'published' },
    });
    expect(routes.studioUpdateBlogPost.response.parse(await published.json()).previewImage).toBeUndefined();
  });

  it('refuse a customer call without a token with 401 and a message', async () => {
    const response = await callRoute('customerProjects', { token: null });
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(await response.json()).message).toBe('Authentication required');
  });

  it('refuse an admin call with a customer-scoped token (decision 9)', async () => {
    const response = await callRoute('adminCustomers', { token: MOCK_TOKENS.adminCustomer });
    expect(response.status).toBe(403);
  });

  it('answer an invalid body with 400 and the failing fields, like the server', async () => {
    const response = await callRoute('sendMessage', { body: { subject: '  ', content: 'Hello' } });
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.issues?.map((issue) => issue.path)).toEqual(['subject']);
  });

  it('answer an unknown blog post with 404', async () => {
    const response = await callRoute('blogPost', {
      params: { slug: 'ai-trends-for-small-business-websites' },
    });
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).message).toBe('Blog post not found');
  });

  it('serve the fixture images as SVG', async () => {
    const response = await fetch('http://localhost/media/portfolio-forge.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('portfolio forge');
  });
});

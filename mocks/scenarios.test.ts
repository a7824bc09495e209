import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@contract';
import { handlerGroups } from './handlers';
import { server } from './node';
import { everyRouteParameters, groupOf, scenario, scenarioParameters } from './scenarios';
import { callRoute } from './testing/sample-requests';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('scenarios', () => {
  it('turn a route into a 500 error by default', async () => {
    server.use(scenario('customerProjects', 'error'));
    const response = await callRoute('customerProjects');
    expect(response.status).toBe(500);
    expect(errorBodySchema.parse(await response.json()).message).toBe('Internal Server Error');
  });

  it('answer an error with a given status and message', async () => {
    server.use(scenario('login', 'error', { status: 429, message: 'Too many attempts' }));
    const response = await callRoute('login', { body: { email: 'a@b.co', password: 'x' } });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ message: 'Too many attempts' });
  });

  it('answer an empty list for a list route', async () => {
    server.use(scenario('testimonials', 'empty'));
    expect(await (await callRoute('testimonials')).json()).toEqual([]);
  });

  it('answer 404 for an empty single resource', async () => {
    server.use(scenario('blogPost', 'empty'));
    const response = await callRoute('blogPost', { params: { slug: 'how-we-build-a-website-in-48-hours' } });
    expect(response.status).toBe(404);
  });

  it('delay the default answer by the given time', async () => {
    server.use(scenario('showcaseProjects', 'slow', { delay: 120 }));
    const started = performance.now();
    const response = await callRoute('showcaseProjects');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(await response.json()).toHaveLength(3);
  });

  it('keep a route loading when slow without a time', async () => {
    server.use(scenario('portfolioAll', 'slow'));
    const pending = callRoute('portfolioAll').then(() => 'answered');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still loading'), 150));
    expect(await Promise.race([pending, timeout])).toBe('still loading');
  });

  it('fail the network call when offline', async () => {
    server.use(scenario('testimonials', 'offline'));
    await expect(callRoute('testimonials')).rejects.toThrow();
  });

  it("answer a proxy's HTML error page instead of the API's JSON", async () => {
    server.use(scenario('testimonials', 'badGateway'));
    const response = await callRoute('testimonials');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('502 Bad Gateway');
  });

  it('answer only the next call when once, then the default again', async () => {
    server.use(scenario('testimonials', 'error', { once: true }));
    expect((await callRoute('testimonials')).status).toBe(500);
    expect(await (await callRoute('testimonials')).json()).toHaveLength(6);
  });

  it('go back to the default answer after a reset', async () => {
    server.use(scenario('testimonials', 'empty'));
    server.resetHandlers();
    expect(await (await callRoute('testimonials')).json()).toHaveLength(6);
  });

  it('build story parameters that replace only the route group', () => {
    expect(groupOf('customerProjects')).toBe('customer');
    const { handlers } = scenarioParameters('customerProjects', 'empty').msw;
    expect(Object.keys(handlers)).toEqual(['customer']);
    expect(handlers.customer).toHaveLength(handlerGroups.customer.length + 1);
  });
});

describe('every route scenario', () => {
  it('answers every route of a group with the variant in front of its defaults', async () => {
    const { handlers } = everyRouteParameters('error').msw;
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(handlerGroups).sort());
    server.use(...handlers.content!);
    expect((await callRoute('testimonials')).status).toBe(500);
  });

  it('empties only the list routes', async () => {
    const { handlers } = everyRouteParameters('empty').msw;
    server.use(...Object.values(handlers).flat());
    expect(await (await callRoute('testimonials')).json()).toEqual([]);
    expect(
      (await callRoute('blogPost', { params: { slug: 'how-we-build-a-website-in-48-hours' } })).status,
    ).toBe(200);
  });
});

/**
 * A mock can never answer what the contract does not allow: `mockRoute` parses every answer with
 * the route's response schema and every refusal with the error body's, so a resolver that drifts
 * from the contract answers 500 (and logs why) instead of handing a view a shape the server never
 * sends. The same handlers run in Storybook, the sandbox and the tests.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '@contract';
import { MockHttpError } from './lib/mock-error';
import { mockRoute } from './lib/mock-route';
import { callRoute } from './testing/sample-requests';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('answers checked against the contract', () => {
  it('pass an answer of the response schema', async () => {
    server.use(mockRoute('testimonials', () => []));
    const response = await callRoute('testimonials');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('refuse an answer that drifted from the response schema: 500, and the reason in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const drifted = [{ name: 'Ada', rating: 'five stars' }] as unknown as ResponseOf<'testimonials'>;
    server.use(mockRoute('testimonials', () => drifted));
    const response = await callRoute('testimonials');
    expect(response.status).toBe(500);
    expect(logged).toHaveBeenCalledWith(
      'The mock of testimonials failed:',
      expect.objectContaining({ name: 'ZodError' }),
    );
  });

  it('refuse a refusal whose body is not the error body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockRoute('testimonials', () => {
        throw new MockHttpError(409, 'Conflict', { issues: 'not a list' });
      }),
    );
    expect((await callRoute('testimonials')).status).toBe(500);
  });

  it('keep the extra fields of a refusal (the credit claim’s alreadyClaimed)', async () => {
    server.use(
      mockRoute('testimonials', () => {
        throw new MockHttpError(409, 'Already claimed', { alreadyClaimed: true });
      }),
    );
    const response = await callRoute('testimonials');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Already claimed', alreadyClaimed: true });
  });
});

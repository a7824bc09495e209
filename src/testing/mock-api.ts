/**
 * The API of a test file: the shared MSW handlers of mocks/ (the same ones Storybook uses), each
 * test starting from the fixtures (`resetDb`), and any request without a handler failing loudly. A
 * test arranges an unusual answer with a scenario of the route:
 *
 *   const server = setupMockApi();
 *   server.use(scenario('checkoutPay', 'error', { status: 409, message: 'This payment was cancelled', once: true }));
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

export const setupMockApi = () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
  afterAll(() => server.close());
  return server;
};

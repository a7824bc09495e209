/**
 * The binder's last step: an answer that breaks the route's response schema never reaches the
 * client as is — tests see the schema issues, production a generic 500 and a log line.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../contract/route-def';
import { createMemoryLogger } from '../lib/logger';
import { createBinder } from './bind-route';
import { errorMiddleware } from './error-middleware';

const route = defineRoute({
  method: 'GET',
  path: '/api/shape',
  access: 'public',
  response: z.object({ count: z.number().int() }),
});

async function answerOf(exposeContractErrors: boolean, result: unknown) {
  const { logger, lines } = createMemoryLogger();
  const bind = createBinder({
    authenticate: async () => null,
    rateLimiter: { hit: async () => undefined },
    bodyLimitBytes: 1024,
  });
  const router = new Router();
  bind(router, route, () => result as { count: number });
  const app = new Koa();
  app.use(errorMiddleware({ logger, exposeContractErrors }));
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/shape`);
    return { status: response.status, body: (await response.json()) as { message: string }, lines };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('response contract', () => {
  it('answers a matching result, stripped of fields the contract does not name', async () => {
    const answer = await answerOf(false, { count: 3, passwordHash: 'leak' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 3 });
  });

  it('fails loudly in tests when the result breaks the contract', async () => {
    const answer = await answerOf(true, { count: 'three' });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toContain('GET /api/shape does not match the contract');
  });

  it('answers a generic 500 in production and logs the mismatch', async () => {
    const answer = await answerOf(false, { count: 'three' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Internal server error' });
    expect(answer.lines.join('\n')).toContain('ResponseContractError');
  });
});

/**
 * The binder's last step: an answer that breaks the route's response schema never reaches the
 * client as is — tests see the schema issues, production a generic 500 and a log line.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteDef } from '@contract/route-def';
import { createMemoryLogger, type Logger } from '../lib/logger';
import { createBinder } from './bind-route';
import { errorMiddleware } from './error-middleware';

const route = defineRoute({
  method: 'GET',
  path: '/api/shape',
  access: 'public',
  response: z.object({ count: z.number().int() }),
});

/** Serves one route with `handler` on a free port while `during` runs, then closes it. */
async function withRoute<R extends RouteDef>(
  route: R,
  handler: () => z.input<R['response']>,
  during: (url: string) => Promise<void>,
  options: { exposeContractErrors?: boolean; logger?: Logger } = {},
): Promise<void> {
  const bind = createBinder({
    authenticate: async () => null,
    rateLimiter: {
      hitAddress: async () => undefined,
      hitAccount: async () => undefined,
      remember: async () => undefined,
    },
    bodyLimitBytes: 1024,
  });
  const router = new Router();
  bind(router, route, handler);
  const app = new Koa();
  app.use(
    errorMiddleware({
      logger: options.logger ?? createMemoryLogger().logger,
      exposeContractErrors: options.exposeContractErrors ?? false,
    }),
  );
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await during(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route.path}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Serves `results` in turn at GET /api/shape, one request each. */
async function answersOf(exposeContractErrors: boolean, results: readonly unknown[]) {
  const { logger, lines } = createMemoryLogger();
  const answers: { status: number; type: string | null; body: { message: string } }[] = [];
  let served = 0;
  const next = () => results[served++] as { count: number };
  await withRoute(
    route,
    next,
    async (url) => {
      for (const _ of results) {
        const response = await fetch(url);
        const body = (await response.json()) as { message: string };
        answers.push({ status: response.status, type: response.headers.get('content-type'), body });
      }
    },
    { exposeContractErrors, logger },
  );
  return { answers, lines };
}

async function answerOf(exposeContractErrors: boolean, result: unknown) {
  const { answers, lines } = await answersOf(exposeContractErrors, [result]);
  const [answer] = answers;
  if (!answer) throw new Error('no answer');
  return { ...answer, lines };
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

describe('shared answers', () => {
  it('serves a deeply frozen answer checked and stripped, as JSON, every time it is shared', async () => {
    const shared = Object.freeze({ count: 2, passwordHash: 'leak' });
    const { answers } = await answersOf(false, [shared, shared, shared]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/json; charset=utf-8');
      expect(answer.body).toEqual({ count: 2 });
    }
  });

  it('still refuses a frozen answer that breaks the contract, on every request', async () => {
    const broken = Object.freeze({ count: 'two' });
    const { answers } = await answersOf(false, [broken, broken]);
    expect(answers.map((answer) => answer.status)).toEqual([500, 500]);
  });

  it('checks a shared answer once, not on every request that shares it', async () => {
    let checks = 0;
    const counted = defineRoute({
      method: 'GET',
      path: '/api/counted',
      access: 'public',
      response: z.object({ count: z.number().refine(() => ++checks > 0) }),
    });
    const shared = Object.freeze({ count: 1 });
    await withRoute(
      counted,
      () => shared,
      async (url) => {
        for (let i = 0; i < 3; i++) expect(await (await fetch(url)).json()).toEqual({ count: 1 });
      },
    );
    expect(checks).toBe(1);
  });

  it('checks an answer that can still change each time it is served', async () => {
    const inner = { count: 1 };
    // Frozen on the outside only: what it holds could change between requests.
    const shallow = Object.freeze({ nested: inner });
    const nested = defineRoute({
      method: 'GET',
      path: '/api/nested',
      access: 'public',
      response: z.object({ nested: z.object({ count: z.number().int() }) }),
    });
    await withRoute(
      nested,
      () => shallow,
      async (url) => {
        expect(await (await fetch(url)).json()).toEqual({ nested: { count: 1 } });
        inner.count = 5;
        expect(await (await fetch(url)).json()).toEqual({ nested: { count: 5 } });
        (inner as { count: unknown }).count = 'five';
        expect((await fetch(url)).status).toBe(500);
      },
    );
  });
});

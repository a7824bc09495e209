/**
 * Exact-path dispatch must answer exactly as the router would: the same handler for a plain path,
 * and the router itself for everything else.
 */
import type { AddressInfo } from 'node:net';
import Koa, { type Context } from 'koa';
import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { createStaticRoutes } from './static-routes';

/** An app whose routes say who answered; `useRouterMiddleware` adds a `router.use`. */
async function serve(useRouterMiddleware = false) {
  const router = new Router();
  const table = createStaticRoutes();
  const answer = (name: string) => async (ctx: Context) => {
    const { params, routerPath } = ctx as Context & { params?: unknown; routerPath?: string };
    ctx.body = { name, params, routerPath };
  };
  if (useRouterMiddleware)
    router.use(async (ctx, next) => {
      ctx.set('X-Router-Middleware', 'ran');
      await next();
    });
  const routes: [string, string, string][] = [
    ['GET', '/api/items', 'list'],
    ['POST', '/api/items', 'create'],
    ['GET', '/api/items', 'second list'],
    ['GET', '/api/items/:id', 'one'],
  ];
  for (const [method, path, name] of routes) {
    router.register(path, [method], answer(name));
    table.add(method, path, answer(name));
  }
  const app = new Koa();
  app.use(table.middleware(router));
  app.use(router.routes());
  app.use(router.allowedMethods());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    call: async (path: string, method = 'GET') => {
      const response = await fetch(`${base}${path}`, { method });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('static routes', () => {
  it('answer a plain path with its first handler, as the router names it', async () => {
    const app = await serve();
    try {
      expect(await app.call('/api/items')).toMatchObject({
        status: 200,
        body: { name: 'list', params: {}, routerPath: '/api/items' },
      });
      expect((await app.call('/api/items', 'POST')).body.name).toBe('create');
    } finally {
      await app.close();
    }
  });

  it('leave parameters, other spellings, HEAD and other methods to the router', async () => {
    const app = await serve();
    try {
      expect((await app.call('/api/items/7')).body).toMatchObject({ name: 'one', params: { id: '7' } });
      expect((await app.call('/API/Items')).body.name).toBe('list');
      expect((await app.call('/api/items/')).body.name).toBe('list');
      expect((await app.call('/api/items', 'HEAD')).status).toBe(200);
      const put = await app.call('/api/items', 'PUT');
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toContain('POST');
    } finally {
      await app.close();
    }
  });

  it('stand aside when the router has middleware of its own', async () => {
    const app = await serve(true);
    try {
      const answer = await app.call('/api/items');
      expect(answer.body.name).toBe('list');
      expect(answer.headers.get('x-router-middleware')).toBe('ran');
    } finally {
      await app.close();
    }
  });
});

/**
 * Exact-path dispatch for the routes without path parameters (most API calls), ahead of
 * @koa/router. The router tests every route's pattern against every request and builds a middleware
 * chain for it; a map lookup on method and path finds the same handler for a fraction of that
 * (the difference is a sizeable part of a small read's cost). Every route stays registered on the
 * router as well, which answers everything the map does not hold: paths with parameters, HEAD,
 * other spellings of a path (the router ignores case and a trailing slash), and the 404 and 405
 * answers around them.
 */
import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';

export type StaticHandler = (ctx: Context) => Promise<void>;

export interface StaticRoutes {
  /** Records a route's handler; a path with anything but plain segments is left to the router. */
  add(method: string, path: string, handler: StaticHandler): void;
  /**
   * The dispatch middleware, to mount just before `router.routes()` once every route is bound.
   * It stands aside (calls `next`) when the router holds middleware of its own (`router.use`),
   * which a matched route would run first.
   */
  middleware(router: Router): Middleware;
}

/** Segments of letters, digits and `-._~` only: no parameter, wildcard or group of path-to-regexp. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;

const keyOf = (method: string, path: string) => `${method} ${path}`;

export function createStaticRoutes(): StaticRoutes {
  const handlers = new Map<string, StaticHandler>();
  return {
    add(method, path, handler) {
      const key = keyOf(method, path);
      // The router runs the first of two routes bound alike; so does the map.
      if (PLAIN_PATH.test(path) && !handlers.has(key)) handlers.set(key, handler);
    },
    middleware(router) {
      if (router.stack.some((layer) => layer.methods.length === 0)) return (_ctx, next) => next();
      return (ctx, next) => {
        const handler = handlers.get(keyOf(ctx.method, ctx.path));
        if (!handler) return next();
        // What the router tells a matched route (security-headers.ts reads `routerPath`).
        Object.assign(ctx, { params: {}, routerPath: ctx.path });
        return handler(ctx);
      };
    },
  };
}

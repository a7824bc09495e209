/**
 * One log line per request: method, path (never the query string, which may carry an email),
 * status, duration and client address. Bodies and headers are never logged.
 */
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';

export const requestLog =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info('request', {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
        ip: ctx.ip,
      });
    }
  };

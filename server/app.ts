/**
 * The Koa app, built from its dependencies (koajs/examples, ladjs/lad style): `createApp` wires the
 * middleware, the services and the routes; only `index.ts` listens. Tests build it with an
 * in-memory store and a fake clock and talk to it over real HTTP.
 */
import Koa from 'koa';
import { Router } from '@koa/router';
import type { Config } from './config';
import { createBinder } from './http/bind-route';
import type { Drain } from './http/drain';
import { CLIENT_ERROR_EVENT, createClientErrorLog, isClientProtocolError } from './http/client-errors';
import { compressPublicContent } from './http/compress-content';
import { errorMiddleware } from './http/error-middleware';
import { apiFallback } from './http/not-found';
import { requestLog } from './http/request-log';
import { createSecurityHeaders } from './http/security-headers';
import { createStaticRoutes } from './http/static-routes';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { createAuthenticate } from './policies/authenticate';
import { createIpLimiter, createRateLimiter } from './policies/rate-limit';
import { mountAdminRoutes } from './routes/admin';
import { mountAuthRoutes } from './routes/auth';
import { mountContentRoutes } from './routes/content';
import { mountStudioRoutes } from './routes/studio';
import { mountUploadRoutes } from './routes/uploads';
import { createMemoryImageStore, type ImageStore } from './media/image-store';
import { createUploadsService } from './media/uploads.service';
import { mountCreditRoutes } from './routes/credit';
import { mountCustomerRoutes } from './routes/customer';
import { mountDomainRoutes } from './routes/domains';
import { mountEventRoutes } from './routes/events';
import { mountHealthCheckRoutes } from './routes/health-check';
import { mountLeadRoutes } from './routes/leads';
import { mountPaymentRoutes } from './routes/payments';
import { mountProjectRoutes } from './routes/projects';
import { createCommerceServices, type CommerceServices } from './services/commerce';
import { createContentService } from './services/content';
import { createStudioService } from './services/studio';
import { createMediaPreviews } from './services/content/media-previews';
import { createCoreServices, type CoreServices } from './services/core';
import type { Store } from './store/port';
import { createSiteServer } from './web/site-server';

export interface AppDeps {
  config: Config;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Prebuilt core services (tests may share them); built from the other deps when absent. */
  services?: CoreServices;
  /** Payments, health check and domains; each built from the configuration when absent. */
  commerce?: Partial<CommerceServices>;
  /** The built site to serve beside the API (server/web); no pages when absent (API-only tests). */
  distDir?: string;
  /** Graceful shutdown's gate (start.ts); none in tests that never shut down. */
  drain?: Drain;
  /** Keep-alive period of the event streams (tests shorten it). */
  eventsHeartbeatMs?: number;
  /** Where uploaded images are kept (start.ts: DATA_DIR/uploads or GridFS); memory when absent. */
  images?: ImageStore;
}

export function createApp(deps: AppDeps): Koa {
  const { config, store, clock, logger } = deps;
  const services = deps.services ?? createCoreServices(deps);
  const commerce = {
    ...createCommerceServices({ ...deps, onPaid: services.paymentNotices }),
    ...deps.commerce,
  };

  const app = new Koa();
  // Behind a reverse proxy the client address and the protocol come from X-Forwarded-*.
  app.proxy = config.trustProxy;
  // Only the entries our own proxies appended to X-Forwarded-For; the rest are the client's to forge.
  app.maxIpsCount = config.trustProxyHops;
  // A client's malformed request or dropped connection is no fault of ours: it must not fill the error log.
  const clientError = createClientErrorLog({ logger, clock });
  app.on(CLIENT_ERROR_EVENT, clientError);
  app.on('error', (error: unknown) => {
    if (isClientProtocolError(error)) clientError(error);
    else logger.error('unhandled app error', { error });
  });

  const staticRoutes = createStaticRoutes();
  const authenticate = createAuthenticate({ store, clock });
  const bind = createBinder({
    authenticate,
    rateLimiter: createRateLimiter({ store, clock, limits: config.rateLimit }),
    bodyLimitBytes: config.bodyLimitBytes,
    staticRoutes,
    checkResponses: config.exposeContractErrors,
  });
  const publicLimiter = createIpLimiter({ store, clock, limits: config.publicRateLimit });
  const router = new Router();
  mountAuthRoutes(router, bind, services);
  mountCustomerRoutes(router, bind, services);
  mountAdminRoutes(router, bind, services);
  mountEventRoutes(router, {
    authenticate,
    events: store.events,
    logger,
    drain: deps.drain,
    heartbeatMs: deps.eventsHeartbeatMs,
  });
  mountProjectRoutes(router, bind, services, publicLimiter);
  mountCreditRoutes(router, bind, services, publicLimiter);
  mountLeadRoutes(router, bind, services);
  mountPaymentRoutes(router, bind, commerce.payments);
  const { leads } = services;
  mountHealthCheckRoutes(router, bind, { healthCheck: commerce.healthCheck, leads, limiter: publicLimiter });
  mountDomainRoutes(router, bind, { domains: commerce.domains, leads, limiter: publicLimiter });
  const content = createContentService({ content: store.content, clock });
  const previews = createMediaPreviews({ store, clock });
  mountContentRoutes(router, { bind, content, previews });
  const site = deps.distDir
    ? createSiteServer({
        distDir: deps.distDir,
        publicOrigin: config.publicOrigin,
        content,
        logger,
        bestCompression: config.bestPageCompression,
      })
    : null;
  const studio = createStudioService({
    content: store.content,
    clock,
    previews,
    onChange: () => {
      content.clear();
      site?.contentChanged();
    },
  });
  mountStudioRoutes(router, bind, studio);
  mountUploadRoutes(router, {
    authenticate,
    uploads: createUploadsService(deps.images ?? createMemoryImageStore()),
  });

  if (deps.drain) app.use(deps.drain.middleware);
  app.use(requestLog(logger));
  app.use(errorMiddleware({ logger, exposeContractErrors: config.exposeContractErrors }));
  app.use(createSecurityHeaders({ scriptHashes: site?.scriptHashes ?? [], extraSources: site?.cspSources }));
  app.use(compressPublicContent);
  app.use(apiFallback);
  app.use(staticRoutes.middleware(router));
  app.use(router.routes());
  app.use(router.allowedMethods());
  if (site) app.use(site.middleware);
  return app;
}

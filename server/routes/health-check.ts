/** The free website health check (decision 20); its tracking record is stored as a lead. */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { IpLimiter } from '../policies/rate-limit';
import type { HealthCheckService } from '../services/health-check';
import type { LeadService } from '../services/leads';

export function mountHealthCheckRoutes(
  router: Router,
  bind: Bind,
  deps: { healthCheck: HealthCheckService; leads: LeadService; limiter: IpLimiter },
): void {
  bind(router, routes.healthCheck, async ({ body }, { ip }) => {
    // Each check fetches a page from the internet and may store a lead: counted per client address.
    await deps.limiter.hit('health-check', ip);
    await deps.leads.record('health_check', body.tracking);
    return deps.healthCheck.check(body.url);
  });
}

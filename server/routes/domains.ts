/** Domain search and order (decision 21); an order's tracking record is stored as a lead. */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { IpLimiter } from '../policies/rate-limit';
import type { DomainService } from '../services/domains';
import type { LeadService } from '../services/leads';

export function mountDomainRoutes(
  router: Router,
  bind: Bind,
  deps: { domains: DomainService; leads: LeadService; limiter: IpLimiter },
): void {
  // A search may ask the registry over the network; an order stores an order and a payment.
  bind(router, routes.domainSearch, async ({ body }, { ip }) => {
    await deps.limiter.hit('domain-search', ip);
    return deps.domains.search(body);
  });
  bind(router, routes.domainPurchase, async ({ body }, { ip }) => {
    await deps.limiter.hit('domain-purchase', ip);
    const { tracking, ...order } = body;
    const result = await deps.domains.purchase(order);
    await deps.leads.record('domain_order', tracking, order.customerEmail);
    return result;
  });
}

/**
 * Every mock handler, grouped like the contract's route groups. A story overrides one group by
 * name (`parameters.msw.handlers.customer = [...]`) and keeps the others.
 */
import type { HttpHandler } from 'msw';
import type { routeGroups } from '@contract';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { creditHandlers } from './credit';
import { customerHandlers } from './customer';
import { domainsHandlers } from './domains';
import { eventsHandlers } from './events';
import { healthCheckHandlers } from './health-check';
import { leadsHandlers } from './leads';
import { mediaHandlers } from './media';
import { paymentsHandlers } from './payments';
import { projectsHandlers } from './projects';
import { studioHandlers } from './studio';
import { uploadHandlers } from './uploads';

export type HandlerGroupName = keyof typeof routeGroups | 'media';

export const handlerGroups: Readonly<Record<HandlerGroupName, readonly HttpHandler[]>> = {
  auth: authHandlers,
  customer: customerHandlers,
  // The content studio's calls are admin calls (contract/api/studio.ts).
  admin: [...adminHandlers, ...studioHandlers, ...uploadHandlers],
  leads: leadsHandlers,
  projects: projectsHandlers,
  payments: paymentsHandlers,
  content: contentHandlers,
  healthCheck: healthCheckHandlers,
  domains: domainsHandlers,
  credit: creditHandlers,
  events: eventsHandlers,
  media: mediaHandlers,
};

/** Every handler in one list, for `setupServer` and `setupWorker`. */
export const handlers: readonly HttpHandler[] = Object.values(handlerGroups).flat();

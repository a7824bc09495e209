/** POST /api/projects from onboarding (spec part 2 §7): the project belongs to the caller. */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { IpLimiter } from '../policies/rate-limit';
import type { CoreServices } from '../services/core';

export function mountProjectRoutes(router: Router, bind: Bind, s: CoreServices, limiter: IpLimiter): void {
  bind(
    router,
    routes.createProject,
    async ({ body }, { caller, ip }) => {
      // Accounts cost nothing to open, so projects are counted per client address too.
      await limiter.hit('create-project', ip);
      return s.projects.create(caller.customer, body);
    },
    { status: 201 },
  );
}

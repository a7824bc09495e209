/** POST /api/projects from onboarding (spec part 2 §7): the project belongs to the caller. */
import type { Router } from '@koa/router';
import { routes } from '../../contract/routes';
import type { Bind } from '../http/bind-route';
import type { CoreServices } from '../services/core';

export function mountProjectRoutes(router: Router, bind: Bind, s: CoreServices): void {
  bind(router, routes.createProject, ({ body }, { caller }) => s.projects.create(caller.customer, body), {
    status: 201,
  });
}

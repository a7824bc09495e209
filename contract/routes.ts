/**
 * The route table: every call of the product with its method, Koa-style path, who may make it and
 * the schemas of what goes in and comes out. The server mounts it, the data layer calls it and
 * the mocks answer it, so a payload shape is declared once. Each area declares its own routes
 * next to its schemas (`api/*.ts`); this file gathers them.
 */
import type { z } from 'zod';
import { adminRoutes } from './api/admin';
import { authRoutes } from './api/auth';
import { contentRoutes } from './api/content';
import { creditRoutes } from './api/credit';
import { customerRoutes } from './api/customer';
import { domainsRoutes } from './api/domains';
import { eventsRoutes } from './api/events';
import { healthCheckRoutes } from './api/health-check';
import { leadsRoutes } from './api/leads';
import { paymentsRoutes } from './api/payments';
import { projectsRoutes } from './api/projects';
import type { RouteDef } from './route-def';

export { defineRoute, pathFor, withQuery } from './route-def';
export type { Access, HttpMethod, PathParamNames, PathParams, RouteDef } from './route-def';

/** The route groups by area; a name used twice would shadow a route, which the tests refuse. */
export const routeGroups = {
  auth: authRoutes,
  customer: customerRoutes,
  admin: adminRoutes,
  leads: leadsRoutes,
  projects: projectsRoutes,
  payments: paymentsRoutes,
  content: contentRoutes,
  healthCheck: healthCheckRoutes,
  domains: domainsRoutes,
  credit: creditRoutes,
  events: eventsRoutes,
} as const;

export const routes = {
  ...authRoutes,
  ...customerRoutes,
  ...adminRoutes,
  ...leadsRoutes,
  ...projectsRoutes,
  ...paymentsRoutes,
  ...contentRoutes,
  ...healthCheckRoutes,
  ...domainsRoutes,
  ...creditRoutes,
  ...eventsRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type Route<N extends RouteName> = Routes[N];

type Part = 'body' | 'query' | 'params';
type SchemaOf<R, K extends Part> = R extends { [P in K]: infer S extends z.ZodType } ? S : never;
type InputOf<R, K extends Part> = [SchemaOf<R, K>] extends [never] ? undefined : z.input<SchemaOf<R, K>>;
type OutputOf<R, K extends Part> = [SchemaOf<R, K>] extends [never] ? undefined : z.output<SchemaOf<R, K>>;

/** What the client sends (before trimming and normalising); undefined when the call has no body. */
export type BodyOf<N extends RouteName> = InputOf<Route<N>, 'body'>;
/** What the server's handler receives after parsing. */
export type ParsedBodyOf<N extends RouteName> = OutputOf<Route<N>, 'body'>;
export type QueryOf<N extends RouteName> = InputOf<Route<N>, 'query'>;
export type ParsedQueryOf<N extends RouteName> = OutputOf<Route<N>, 'query'>;
export type ParamsOf<N extends RouteName> = InputOf<Route<N>, 'params'>;
export type ResponseOf<N extends RouteName> = z.output<Route<N>['response']>;

export const routeNames = Object.keys(routes) as RouteName[];

/** Every route with its name, for mounting and for tests. */
export const routeList: ReadonlyArray<RouteDef & { name: RouteName }> = routeNames.map((name) => ({
  name,
  ...(routes[name] as RouteDef),
}));

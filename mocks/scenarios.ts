/**
 * Variants of a route for tests and stories: an error, an empty answer, a slow one, a failed
 * network, or a proxy's HTML error page instead of the API's JSON. Each is an MSW handler that goes
 * in front of the defaults:
 *
 *   server.use(scenario('customerProjects', 'error'));                 // a test
 *   parameters: scenarioParameters('customerProjects', 'slow')          // a story
 */
import { HttpResponse, delay, type HttpHandler } from 'msw';
import { z } from 'zod';
import { routeGroups, routeList, routes, type RouteName } from '@contract';
import { handlerGroups, type HandlerGroupName } from './handlers';
import { onRoute } from './lib/mock-route';

export type ScenarioVariant = 'error' | 'empty' | 'slow' | 'offline' | 'badGateway';

export interface ScenarioOptions {
  /** error: the status (default 500). */
  status?: number;
  /** error: the message of the error body. */
  message?: string;
  /** slow: milliseconds before the default answer, or 'infinite' to stay loading (default). */
  delay?: number | 'infinite';
  /** Answer only the next call this way, then the defaults again (a failure, then a retry that works). */
  once?: boolean;
}

/** What a reverse proxy answers when the API is down: its own HTML page, no JSON message. */
const BAD_GATEWAY_PAGE = '<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';

const DEFAULT_ERROR = { status: 500, message: 'Internal Server Error' };

/** True when the route answers a list, so "empty" means [] rather than 404. */
const answersList = (name: RouteName): boolean => routes[name].response instanceof z.ZodArray;

/** An MSW handler that answers `name` with the variant instead of the fixture. */
export const scenario = (
  name: RouteName,
  variant: ScenarioVariant,
  options: ScenarioOptions = {},
): HttpHandler => {
  const { once } = options;
  switch (variant) {
    case 'error':
      return onRoute(
        name,
        () =>
          HttpResponse.json(
            { message: options.message ?? DEFAULT_ERROR.message },
            { status: options.status ?? DEFAULT_ERROR.status },
          ),
        { once },
      );
    case 'empty':
      return onRoute(
        name,
        () =>
          answersList(name)
            ? HttpResponse.json([])
            : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
        { once },
      );
    case 'slow':
      // Waits, then returns nothing: MSW hands the request on to the default handler.
      return onRoute(
        name,
        async () => {
          await delay(options.delay ?? 'infinite');
        },
        { once },
      );
    case 'offline':
      return onRoute(name, () => HttpResponse.error(), { once });
    case 'badGateway':
      return onRoute(
        name,
        () => new HttpResponse(BAD_GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } }),
        { once },
      );
  }
};

/** The handler group a route's mock lives in (the contract's route group). */
export const groupOf = (name: RouteName): HandlerGroupName => {
  const entry = Object.entries(routeGroups).find(([, group]) => name in group);
  if (!entry) throw new Error(`Route ${name} is in no group`);
  return entry[0] as HandlerGroupName;
};

/**
 * Story parameters that put the variant in front of its group's defaults and keep every other
 * group: `parameters: scenarioParameters('customerProjects', 'empty')`.
 */
export const scenarioParameters = (name: RouteName, variant: ScenarioVariant, options?: ScenarioOptions) => {
  const group = groupOf(name);
  return { msw: { handlers: { [group]: [scenario(name, variant, options), ...handlerGroups[group]] } } };
};

/**
 * Story parameters that answer every route of the contract with the variant, so a whole page shows
 * its loading, empty or error state: 'empty' empties the list routes and keeps the others' answers
 * (an empty page still has its session and catalogue), the other variants apply to every route.
 */
export const everyRouteParameters = (variant: ScenarioVariant, options?: ScenarioOptions) => {
  const affected = routeList.filter((route) => variant !== 'empty' || answersList(route.name));
  const handlers = Object.fromEntries(
    Object.entries(handlerGroups).map(([group, defaults]) => [
      group,
      [
        ...affected
          .filter((route) => group !== 'media' && groupOf(route.name) === group)
          .map((route) => scenario(route.name, variant, options)),
        ...defaults,
      ],
    ]),
  );
  return { msw: { handlers } };
};

import {
  pathFor,
  routes,
  withQuery,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
  type RouteName,
} from '@contract/routes';
import { apiRequest, readJson } from './api-request';

type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

/** The body, path parameters and query a route takes; each is required exactly when the route has it. */
export type CallOptions<N extends RouteName> = Part<'body', BodyOf<N>> &
  Part<'params', ParamsOf<N>> &
  Part<'query', QueryOf<N>>;

/** Routes that take nothing may be called without options. */
export type OptionsArg<N extends RouteName> = [BodyOf<N>, ParamsOf<N>, QueryOf<N>] extends [
  undefined,
  undefined,
  undefined,
]
  ? [options?: CallOptions<N>]
  : [options: CallOptions<N>];

type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

/** `pathFor` checks parameter names per literal path; here the route is only known by name. */
const fillPath = pathFor as (route: RouteDef, params?: Readonly<Record<string, string>>) => string;

/** The URL of a call: the route's path with its parameters filled and its query appended. */
export const urlFor = <N extends RouteName>(name: N, options?: CallOptions<N>): string => {
  const route: RouteDef = routes[name];
  const params = options?.params as Readonly<Record<string, string>> | undefined;
  return withQuery(fillPath(route, params), options?.query as QueryValues | undefined);
};

/**
 * Calls a route of the contract by name through the data layer and returns its answer, checked
 * against the route's response schema so a drifting server fails loudly here, not in a view.
 */
export const callRoute = async <N extends RouteName>(
  name: N,
  ...[options]: OptionsArg<N>
): Promise<ResponseOf<N>> => {
  const route: RouteDef = routes[name];
  const response = await apiRequest(route.method, urlFor(name, options), options?.body);
  return route.response.parse(await readJson(response)) as ResponseOf<N>;
};

/**
 * Reads and writes by route name: the way features talk to the API. Each is typed end to end by
 * the contract (`routeQuery('blogPost', { params: { slug } })` answers a `BlogPost`) and goes
 * through `callRoute`, which checks the answer against the route's schema.
 *
 *   const posts = useQuery(routeQuery('blogPosts'));
 *   const order = useMutation(routeMutation('domainPurchase'));
 *
 * The data layer, the route table and its schemas load with the first call, not with the page:
 * a page's first load carries no schema code (src/README.md, "first load").
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ResponseOf, RouteName } from '@contract/routes';
import type { CallOptions, OptionsArg } from './call-route';
import { routeQueryKey } from '@contract/route-query-key';

export { routeQueryKey };

type Call = <N extends RouteName>(name: N, options?: CallOptions<N>) => Promise<ResponseOf<N>>;

/** The data layer's `callRoute`, loaded on first use. */
export const loadCallRoute = async (): Promise<Call> => (await import('./call-route')).callRoute as Call;

/** Query options for a read: key `['route', name, options]`, the contract-checked answer as data. */
export const routeQuery = <N extends RouteName>(name: N, ...[options]: OptionsArg<N>) =>
  queryOptions({
    queryKey: routeQueryKey(name, options),
    queryFn: async (): Promise<ResponseOf<N>> => (await loadCallRoute())(name, options),
  });

/** Mutation options for a write: the variables are the route's body, params and query. */
export const routeMutation = <N extends RouteName>(name: N) =>
  mutationOptions({
    mutationKey: ['route', name],
    mutationFn: async (options: CallOptions<N>): Promise<ResponseOf<N>> =>
      (await loadCallRoute())(name, options),
  });

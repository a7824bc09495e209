/**
 * A machine's service from a route name: `routeActor('checkoutPay', (input) => ({ params: input }))`
 * is the `fromPromise` actor that calls the route with the machine's input and rejects, on
 * failure, with the server's message and status as the machines expect (service-error.ts). A
 * feature needs no calls file of its own.
 */
import { fromPromise } from 'xstate';
import type { ResponseOf, RouteName } from '../../contract/routes';
import type { CallOptions } from './call-route';
import { loadCallRoute } from './route-query';
import { asService } from './service-error';

export const routeActor = <N extends RouteName, TInput>(
  name: N,
  toOptions: (input: TInput) => CallOptions<N>,
) =>
  fromPromise<ResponseOf<N>, TInput>(async ({ input }) =>
    asService(loadCallRoute().then((call) => call(name, toOptions(input)))),
  );

/**
 * A machine's service from a route name: `routeActor('checkoutPay', (input) => ({ params: input }))`
 * is the `fromPromise` actor that calls the route with the machine's input and rejects, on
 * failure, with the server's message and status as the machines expect (service-error.ts). A
 * feature needs no calls file of its own. When the machine takes a part of the answer (the
 * session takes the customer out of `{ customer }`), `fromAnswer` picks it.
 */
import { fromPromise } from 'xstate';
import type { ResponseOf, RouteName } from '@contract/routes';
import type { CallOptions } from './call-route';
import { loadCallRoute } from './route-query';
import { asService } from './service-error';

export function routeActor<N extends RouteName, TInput>(
  name: N,
  toOptions: (input: TInput) => CallOptions<N>,
): ReturnType<typeof fromPromise<ResponseOf<N>, TInput>>;
export function routeActor<N extends RouteName, TInput, TOutput>(
  name: N,
  toOptions: (input: TInput) => CallOptions<N>,
  fromAnswer: (answer: ResponseOf<N>) => TOutput,
): ReturnType<typeof fromPromise<TOutput, TInput>>;
export function routeActor<N extends RouteName, TInput, TOutput>(
  name: N,
  toOptions: (input: TInput) => CallOptions<N>,
  fromAnswer: (answer: ResponseOf<N>) => TOutput = (answer) => answer as unknown as TOutput,
) {
  return fromPromise<TOutput, TInput>(async ({ input }) =>
    asService(loadCallRoute().then((call) => call(name, toOptions(input)).then(fromAnswer))),
  );
}

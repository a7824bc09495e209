/**
 * `routeActor` for a call that carries a lead (decision 25): the service first builds the tracking
 * record, then calls the route with it.
 *
 *   purchaseDomain: trackedRouteActor('domainPurchase', 'domain_order', (body, tracking) => ({
 *     body: { ...body, tracking },
 *   })),
 */
import { fromPromise } from 'xstate';
import type { LeadSource, TrackingRecord } from '@contract/tracking';
import type { ResponseOf, RouteName } from '@contract/routes';
import type { CallOptions } from '@src/api/call-route';
import { loadCallRoute } from '@src/api/route-query';
import { asService } from '@src/api/service-error';
import { trackingRecord, type TrackingExtras } from './tracking';

export const trackedRouteActor = <N extends RouteName, TInput>(
  name: N,
  formSource: LeadSource,
  toOptions: (input: TInput, tracking: TrackingRecord | undefined) => CallOptions<N>,
  extras?: (input: TInput) => TrackingExtras,
) =>
  fromPromise<ResponseOf<N>, TInput>(async ({ input }) => {
    const tracking = await trackingRecord(formSource, extras?.(input));
    return asService(loadCallRoute().then((call) => call(name, toOptions(input, tracking))));
  });

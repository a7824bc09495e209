/**
 * The portal's live updates from the data layer (issue 21): `GET /api/customer/events` or
 * `/api/admin/events` read with fetch streaming, with the bearer token like every call (an
 * EventSource cannot send it), as the `eventStream` callback actor the liveUpdates machine invokes.
 * The actor sends back each checked event, `stream.ended` when the server closes the stream, and
 * `stream.failed` (with the status of a refusal) when it cannot be opened or breaks; stopping the
 * actor aborts the request.
 */
import { fromCallback } from 'xstate';
import type { LiveAudience, LiveUpdatesEvent } from '@machines/live-updates';
import { throwIfNotOk } from './api-error';
import { authHeader } from './auth-header';
import { toServiceError } from './service-error';

/** Reads the audience's stream until it ends or `signal` aborts; each event goes to `onEvent`. */
export const readEventStream = async (
  audience: LiveAudience,
  signal: AbortSignal,
  onEvent: (event: LiveUpdatesEvent) => void,
): Promise<void> => {
  // The route table and the event schemas load with the first stream, like the rest of the data layer.
  const [{ routes }, { readPortalEvents }] = await Promise.all([
    import('@contract/routes'),
    import('@contract/event-stream'),
  ]);
  const url = routes[audience === 'admin' ? 'adminEvents' : 'customerEvents'].path;
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'text/event-stream', ...authHeader(url) },
    signal,
    cache: 'no-store',
  });
  await throwIfNotOk(response);
  if (!response.body) throw new Error('The event stream has no body');
  for await (const event of readPortalEvents(response.body)) onEvent({ type: 'server.event', event });
};

export const eventStreamActor = fromCallback<LiveUpdatesEvent, { audience: LiveAudience }>(
  ({ sendBack, input }) => {
    const controller = new AbortController();
    readEventStream(input.audience, controller.signal, sendBack).then(
      () => !controller.signal.aborted && sendBack({ type: 'stream.ended' }),
      (error: unknown) =>
        !controller.signal.aborted && sendBack({ type: 'stream.failed', error: toServiceError(error) }),
    );
    return () => controller.abort();
  },
);

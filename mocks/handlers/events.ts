import { HttpResponse } from 'msw';
import { errorBodySchema, type RouteName } from '@contract';
import { MockHttpError } from '../lib/mock-error';
import { mockEventStream, type MockAudience } from '../lib/mock-events';
import { authorize, onRoute, sessionOf } from '../lib/mock-route';
import { routes } from '@contract';

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
};

/** An event-stream route: the caller's token checked like any call, then the stream. */
const eventRoute = (name: RouteName, accepts: (customerId: string) => (audience: MockAudience) => boolean) =>
  onRoute(name, ({ request }) => {
    try {
      const session = sessionOf(request);
      authorize(routes[name].access, session);
      // Past authorize the session is there.
      const customerId = session?.customerId ?? '';
      return new HttpResponse(mockEventStream(accepts(customerId)), { headers: STREAM_HEADERS });
    } catch (error) {
      if (!(error instanceof MockHttpError)) throw error;
      return HttpResponse.json(errorBodySchema.parse(error.body), { status: error.status });
    }
  });

export const eventsHandlers = [
  eventRoute('customerEvents', (customerId) => (audience) => audience.customerId === customerId),
  // The admin sees every event.
  eventRoute('adminEvents', () => () => true),
];

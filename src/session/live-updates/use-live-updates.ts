/**
 * The open portal's live updates: the liveUpdates machine with the data layer's event stream; each
 * event makes the reads it touches stale, so the shown lists and the red dot update at once.
 */
import {
  connectLiveUpdates,
  liveUpdatesMachine,
  type LiveAudience,
  type LiveUpdatesView,
} from '@machines/live-updates';
import type { RouteName } from '@contract/routes';
import { eventStreamActor } from '@src/api/event-stream';
import { getQueryClient } from '@src/api/query-client';
import { useFlow } from '@src/lib/use-flow';
import { liveReadsOf, readsStaleAfter } from './live-reads';

/** Every cached read of these routes, whatever its parameters (the admin's filtered tickets). */
const invalidate = (names: readonly RouteName[]): void => {
  if (names.length === 0) return;
  const stale = new Set<string>(names);
  void getQueryClient().invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'route' && stale.has(String(queryKey[1])),
  });
};

export const useLiveUpdates = (audience: LiveAudience): LiveUpdatesView =>
  useFlow(liveUpdatesMachine, connectLiveUpdates, {
    input: { audience },
    implementations: {
      actors: { eventStream: eventStreamActor },
      actions: {
        applyEvent: (_, { event }) => invalidate(readsStaleAfter(event, audience)),
        reloadLists: () => invalidate(liveReadsOf(audience)),
      },
    },
  });

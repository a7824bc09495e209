/** View props of the live updates: whether the portal is up to date on its own. */
import type { SnapshotFrom } from 'xstate';
import type { LiveUpdatesEvent, LiveUpdatesMachine } from './live-updates.machine';

export interface LiveUpdatesView {
  /** The stream is open and ready: lists update as things happen. */
  isLive: boolean;
  /** The stream dropped and opens again soon. */
  isReconnecting: boolean;
}

export const connect = (
  snapshot: SnapshotFrom<LiveUpdatesMachine>,
  _send: (event: LiveUpdatesEvent) => void,
): LiveUpdatesView => ({
  isLive: snapshot.matches({ open: 'live' }),
  isReconnecting: snapshot.matches('waiting'),
});

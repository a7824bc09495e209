/** The live updates' states, as the portals' headers show them. */
import {
  connectLiveUpdates,
  liveUpdatesMachine,
  liveUpdatesFakes,
  liveUpdatesStatesOfInterest,
} from '@machines/live-updates';
import { LiveStatus } from '@src/session/live-updates/live-status.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: liveUpdatesMachine,
  statesOfInterest: liveUpdatesStatesOfInterest,
  fakes: liveUpdatesFakes,
  connect: connectLiveUpdates,
  View: LiveStatus,
});

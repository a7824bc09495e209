/** The live updates' states, as the portals' headers show them. */
import {
  connectLiveUpdates,
  liveUpdatesMachine,
  liveUpdatesStatesOfInterest,
} from '../../machines/live-updates';
import { LiveStatus } from '../../src/features/live-updates/live-status.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: liveUpdatesMachine,
  statesOfInterest: liveUpdatesStatesOfInterest,
  // The stream is the only service; each state's entry keeps it open.
  fakes: {},
  connect: connectLiveUpdates,
  View: LiveStatus,
});

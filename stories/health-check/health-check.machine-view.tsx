/** The health check machine's view: its states of interest become stories of the real health check card. */
import {
  connectHealthCheck,
  healthCheckFakes,
  healthCheckMachine,
  healthCheckStatesOfInterest,
} from '@machines/health-check';
import { HealthCheckCard } from '@src/features/home/health-check/health-check-card.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: healthCheckMachine,
  statesOfInterest: healthCheckStatesOfInterest,
  fakes: healthCheckFakes,
  connect: connectHealthCheck,
  View: HealthCheckCard,
  // A story opens no tab: the fix plan's link is only logged.
  implementations: {
    actions: { openFixPlan: () => console.info('The fix-and-maintain plan would open in a new tab') },
  },
});

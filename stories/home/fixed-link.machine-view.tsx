/** The fixed links' view: their states of interest become stories of the repair deposit panel, which shows them all. */
import {
  connectFixedLink,
  fixedLinkFakes,
  fixedLinkMachine,
  fixedLinkStatesOfInterest,
} from '@machines/fixed-link';
import { DepositPanel } from '@src/features/home/fixed-link/deposit-panel.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: fixedLinkMachine,
  statesOfInterest: fixedLinkStatesOfInterest,
  fakes: fixedLinkFakes,
  connect: connectFixedLink,
  View: DepositPanel,
  // A story opens no tab: where it would go is only logged.
  implementations: {
    actions: { openInTab: (_, { url }) => console.info(`The deposit would open ${url} in a new tab`) },
  },
});

/** The package selection modal's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { PackageSelectionEvent } from './package-selection.machine';

type Entry = StateOfInterest<PackageSelectionEvent, undefined>;

export const statesOfInterest: readonly Entry[] = [
  { name: 'Closed', description: 'Nothing shown.', events: [], expected: 'closed' },
  {
    name: 'Open',
    description: "'Choose Your Website Package' with the four cards.",
    events: [{ type: 'selection.open' }],
    expected: 'open',
  },
  {
    name: 'Handing off',
    description: 'A package was chosen: the modal is closed, onboarding opens 300 ms later.',
    events: [{ type: 'selection.open' }, { type: 'package.choose', packageId: 'professional' }],
    expected: 'handingOff',
  },
];

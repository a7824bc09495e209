/** The fixed links' states worth a story each (shown by the repair deposit, which has them all). */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { FixedLinkEvent, FixedLinkInput } from './fixed-link.machine';

type Entry = StateOfInterest<FixedLinkEvent, FixedLinkInput>;
const input: FixedLinkInput = { kind: 'repair_deposit' };
const toggle: FixedLinkEvent = { type: 'panel.toggle' };
const open: FixedLinkEvent = { type: 'link.open' };

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Panel closed',
    description: "Only 'Skip to $99 Deposit'.",
    input,
    events: [],
    expected: { panel: 'closed', link: 'idle' },
  },
  {
    name: 'Panel open',
    description: 'The deposit panel with its payment button.',
    input,
    events: [toggle],
    expected: { panel: 'open', link: 'idle' },
  },
  {
    name: 'Opening the link',
    description: 'The new tab is open; the link is on its way, the button busy.',
    input,
    events: [toggle, open],
    answers: { loadLink: 'pending' },
    expected: { panel: 'open', link: 'opening' },
  },
  {
    name: 'Link failed',
    description: 'No link came: the tab is closed and a toast says so; the button works again.',
    input,
    events: [toggle, open],
    answers: { loadLink: { error: new Error('Payment provider unavailable') } },
    expected: { panel: 'open', link: 'idle' },
  },
];

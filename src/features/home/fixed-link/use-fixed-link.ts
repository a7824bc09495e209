/** A fixed payment link (decision 15), wired to the API by route name and to a tab opened at the press. */
import { useState } from 'react';
import type { PaymentLinkKind } from '@contract/api/payments';
import { connectFixedLink, fixedLinkMachine, type FixedLinkView } from '@machines/fixed-link';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';
import { createPendingTab } from './browser-tab';

export const useFixedLink = (kind: PaymentLinkKind): FixedLinkView => {
  // One tab per component: the press prepares it, a later snapshot's action sends it on.
  const [tab] = useState(createPendingTab);
  return useFlow(fixedLinkMachine, connectFixedLink, {
    input: { kind },
    implementations: {
      actors: { loadLink: routeActor('paymentLink', (params: { kind: PaymentLinkKind }) => ({ params })) },
      actions: {
        prepareTab: () => tab.prepare(),
        openInTab: (_, { url }) => tab.open(url),
        discardTab: () => tab.discard(),
        showToast: (_, params) => showMachineToast(params),
      },
    },
  });
};

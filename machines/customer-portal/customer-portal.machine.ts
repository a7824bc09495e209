/**
 * The customer portal's dialog (issue 19): whether it is open, which signed-out tab shows (Sign In or
 * Create Account) and which signed-in tab the customer chose. What it shows inside (the session, the
 * admin's code, the forgotten password) is the portal session's; this machine owns the dialog:
 * - the page's requests open it (openCustomerPortal as it was left, openCustomerLogin on the Sign In
 *   tab) and close it (Escape, its close button, closeCustomerPortal when a flow that asked for the
 *   login takes its place); a request made before the portal's code loaded is its `input`;
 * - no signed-in tab chosen shows the first of the row (the projects once there are any), and each
 *   closing forgets the choice: every opening starts from the first tab again;
 * - an admin's code granted closes it (the admin portal opens): the `adminCodeGrants` actor, which
 *   the app wires to the portal session, reports each grant for as long as the dialog's machine runs;
 * - opening and closing are announced to the page (`announceOpen`): the funnel opens no popup or
 *   tour over the portal.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { PortalTab, SignedOutTab } from './customer-portal.tabs';

/** What opened the portal before its code had loaded (the page's listener). */
export type PortalRequest = 'portal' | 'login';

export interface CustomerPortalInput {
  /** The request the portal's code was loaded for; null when it loaded unasked (a stored session). */
  request: PortalRequest | null;
}

export interface CustomerPortalContext {
  request: PortalRequest | null;
  signedOutTab: SignedOutTab;
  /** The signed-in tab chosen since the dialog opened; null shows the first of the row. */
  chosenTab: PortalTab | null;
}

export type CustomerPortalEvent =
  /** openCustomerPortal: open as it was left. */
  | { type: 'portal.open' }
  /** openCustomerLogin: open on the Sign In tab. */
  | { type: 'portal.openLogin' }
  /** Escape, the close button, or closeCustomerPortal. */
  | { type: 'portal.close' }
  | { type: 'signedOutTab.select'; tab: SignedOutTab }
  | { type: 'tab.select'; tab: PortalTab }
  /** The admin's code was granted (the portal session's report): the admin portal takes the dialog's place. */
  | { type: 'adminCode.granted' };

export const customerPortalMachine = setup({
  types: {
    context: {} as CustomerPortalContext,
    events: {} as CustomerPortalEvent,
    input: {} as CustomerPortalInput,
  },
  actors: {
    /** App: sends `adminCode.granted` back each time an admin's code is granted. Here: never. */
    adminCodeGrants: fromCallback<CustomerPortalEvent>(() => {}),
  },
  actions: {
    /** App: tell the page the dialog opened or closed (the funnel opens nothing over it). */
    announceOpen: (_, _params: { open: boolean }) => {},
    showSignIn: assign({ signedOutTab: 'signIn' as SignedOutTab }),
    selectSignedOutTab: assign({ signedOutTab: (_, { tab }: { tab: SignedOutTab }) => tab }),
    chooseTab: assign({ chosenTab: (_, { tab }: { tab: PortalTab }) => tab }),
    forgetChosenTab: assign({ chosenTab: null }),
  },
  guards: {
    wasRequested: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'customerPortal',
  context: ({ input }) => ({ request: input.request, signedOutTab: 'signIn', chosenTab: null }),
  invoke: { id: 'adminCodeGrants', src: 'adminCodeGrants' },
  initial: 'starting',
  states: {
    /** The request the code was loaded for opens the dialog at once. */
    starting: {
      always: [{ guard: 'wasRequested', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'portal.open': 'open',
        'portal.openLogin': { target: 'open', actions: 'showSignIn' },
      },
    },
    open: {
      entry: { type: 'announceOpen', params: { open: true } },
      exit: [{ type: 'announceOpen', params: { open: false } }, 'forgetChosenTab'],
      on: {
        'portal.openLogin': { actions: 'showSignIn' },
        'portal.close': 'closed',
        'adminCode.granted': 'closed',
        'signedOutTab.select': { actions: { type: 'selectSignedOutTab', params: ({ event }) => event } },
        'tab.select': { actions: { type: 'chooseTab', params: ({ event }) => event } },
      },
    },
  },
});

export type CustomerPortalMachine = typeof customerPortalMachine;

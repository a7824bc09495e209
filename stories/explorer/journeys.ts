/**
 * The journeys the explorer runs as whole actor systems (issue 19): a parent machine over its REAL
 * child machines, each child's services answered by the child's own fakes. The explorer pages of
 * `funnel` and `portal-session` are these journeys (Explorer › Funnel, Explorer › Portal).
 *
 * A journey starts from its own starts, not from the parent's states of interest: those send the
 * children's reports by hand (the children stand still in them), which real children would contradict.
 */
import { raise, type AnyStateMachine, type EventObject } from 'xstate';
import {
  createFunnelMachine,
  createPortalSessionMachine,
  type FakeServices,
  type FunnelChildren,
  type FunnelInput,
  type PortalSessionChildren,
  type PortalSessionInput,
  type StateOfInterest,
} from '@machines';
import { draftOnEarlierVisit, firstVisit } from '@machines/funnel/funnel.states';
import { returningAfterPayment } from '@machines/onboarding/onboarding.states';
import { adminStored, nothingStored, tokenStored } from '@machines/portal-session/portal-session.states';

export interface Journey {
  /** The parent's actor keys that are flows of machines/, with their folder: `{ tour: 'guided-tour' }`. */
  children: Readonly<Record<string, string>>;
  /** The parent machine over these children (the app's `create<Flow>Machine`). */
  assemble: (children: Record<string, AnyStateMachine>) => AnyStateMachine;
  /** Where a journey starts: an input and no events (the children then run by themselves). */
  starts: readonly StateOfInterest<EventObject, unknown>[];
  /** The app's side effects that answer back into the system, as the page does. */
  implementations?: object;
  /** The parent's own services where the journey answers otherwise than the parent's fakes. */
  fakes?: FakeServices;
}

const funnelStart = (name: string, description: string, input: FunnelInput, draftPrompt: string) => ({
  name,
  description,
  input,
  events: [],
  expected: {
    onboarding: 'running',
    paymentReturn: 'idle',
    draftPrompt,
    interruption: draftPrompt === 'offered' ? 'blocked' : 'clear',
    // The modal popups' code is fetched when the first of them is due, not before.
    popupDialogs: 'absent',
  },
});

const portalStart = (name: string, description: string, input: PortalSessionInput) => ({
  name,
  description,
  input,
  events: [],
  // The children's fakes answer at once: a stored token is checked before anyone looks.
  expected: { restore: 'settled', secondFactor: 'idle', adminPortal: 'closed' },
});

export const JOURNEYS: Readonly<Record<string, Journey>> = {
  funnel: {
    children: {
      tour: 'guided-tour',
      popups: 'popup-schedule',
      packageSelection: 'package-selection',
      onboarding: 'onboarding',
    },
    assemble: (children) => createFunnelMachine(children as unknown as FunnelChildren),
    // Back from the checkout (#complete-details): the payment completed, the customer signed in, so
    // onboarding starts again at the domain step (the funnel's own fake finds no payment).
    fakes: { readPaymentReturn: () => ({ input: returningAfterPayment }) },
    starts: [
      funnelStart(
        'First visit',
        'The home page, nothing stored: the tour opens at 2 s, the popups come 30 s after it.',
        firstVisit,
        'none',
      ),
      funnelStart(
        'A draft from an earlier visit',
        'A returning visitor whose onboarding stopped at the details step: "continue your project".',
        draftOnEarlierVisit,
        'offered',
      ),
    ],
  },
  'portal-session': {
    children: { customerSession: 'customer-session', adminVerification: 'admin-verification' },
    assemble: (children) => createPortalSessionMachine(children as unknown as PortalSessionChildren),
    starts: [
      portalStart('Nothing stored', 'A visitor without a stored session: sign in from here.', nothingStored),
      portalStart(
        'A customer token stored',
        'A returning customer: the one /api/auth/me names them.',
        tokenStored,
      ),
      portalStart(
        'Both admin tokens stored',
        'A returning admin: customer and admin tokens stored.',
        adminStored,
      ),
    ],
    // The page's openAdminPortal event opens the admin portal's dialog, which sends this back.
    implementations: { actions: { openAdminPortal: raise({ type: 'adminPortal.open' }) } },
  },
};

/**
 * The portal session's states worth a story each. The children report to it with events; here
 * those reports are sent as they would come (the children themselves have their own stories).
 */
import type { StateOfInterest } from '../shared/states-of-interest';
import { sampleAdmin, sampleCustomer } from '../testing/fixtures';
import type { PortalSessionEvent, PortalSessionInput } from './portal-session.machine';

type Entry = StateOfInterest<PortalSessionEvent, PortalSessionInput>;

/** A visitor without a stored session. */
export const nothingStored: PortalSessionInput = { storedToken: null, storedAdminToken: null };
/** A returning customer whose token is stored. */
export const tokenStored: PortalSessionInput = { storedToken: 'tok_stored', storedAdminToken: null };
/** A returning admin: both tokens stored. */
export const adminStored: PortalSessionInput = { storedToken: 'tok_admin', storedAdminToken: 'tok_admin_scope' };

const at = (restore: string, secondFactor = 'idle', adminPortal = 'closed') => ({
  restore,
  secondFactor,
  adminPortal,
});

/** An admin's password sign-in, as the customer session reports it. */
export const adminPasswordSignIn: PortalSessionEvent[] = [
  { type: 'customer.tokenStored', token: 'tok_admin' },
  { type: 'customer.adminSignIn', email: 'grace@example.com', password: 'secret1' },
  { type: 'customer.signedIn', customer: sampleAdmin },
];

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Signed out',
    description: 'No stored token: the session is known at once, nobody is signed in.',
    input: nothingStored,
    events: [],
    expected: at('settled'),
  },
  {
    name: 'Checking the stored token',
    description: 'The one /api/auth/me of the page load is running; the funnel waits for it.',
    input: tokenStored,
    events: [],
    expected: at('restoring'),
  },
  {
    name: 'Signed in',
    description: "The stored token named the customer: the navigation reads '{first name} Portal'.",
    input: tokenStored,
    events: [{ type: 'customer.signedIn', customer: sampleCustomer }],
    expected: at('settled'),
  },
  {
    name: "Asking the admin's code",
    description: "An admin signed in with a password: the code panel shows, the navigation names nobody yet.",
    input: nothingStored,
    events: adminPasswordSignIn,
    expected: at('settled', 'asking'),
  },
  {
    name: 'Admin portal open',
    description: 'The code was granted: the customer portal closed and the admin portal opened.',
    input: nothingStored,
    events: [
      ...adminPasswordSignIn,
      { type: 'admin.tokenStored', token: 'tok_admin_scope' },
      { type: 'secondFactor.granted' },
      { type: 'adminPortal.open' },
    ],
    expected: at('settled', 'idle', 'open'),
  },
];

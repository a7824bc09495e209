/** The customer portal dialog's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { CustomerPortalEvent, CustomerPortalInput } from './customer-portal.machine';

type Entry = StateOfInterest<CustomerPortalEvent, CustomerPortalInput>;

/** The portal's code loaded unasked (a stored session, the page idle): the dialog waits closed. */
export const loadedUnasked: CustomerPortalInput = { request: null };
/** The portal's code loaded for openCustomerPortal (the navigation's button). */
export const loadedForPortal: CustomerPortalInput = { request: 'portal' };
/** The portal's code loaded for openCustomerLogin. */
export const loadedForLogin: CustomerPortalInput = { request: 'login' };

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Closed',
    description: 'Nothing asked for the portal yet: the dialog waits for the navigation’s button.',
    input: loadedUnasked,
    events: [],
    expected: 'closed',
  },
  {
    name: 'Open on Sign In',
    description: 'The navigation’s Customer Portal button: the dialog opens on the Sign In tab.',
    input: loadedForPortal,
    events: [],
    expected: 'open',
  },
  {
    name: 'Open on Create Account',
    description: 'The visitor chose Create Account.',
    input: loadedForPortal,
    events: [{ type: 'signedOutTab.select', tab: 'createAccount' }],
    expected: 'open',
  },
  {
    name: 'Opened for the login',
    description:
      'A flow asked for the login (onboarding’s account step): the dialog opens on Sign In, whichever tab was left.',
    input: loadedUnasked,
    events: [
      { type: 'portal.open' },
      { type: 'signedOutTab.select', tab: 'createAccount' },
      { type: 'portal.close' },
      { type: 'portal.openLogin' },
    ],
    expected: 'open',
  },
  {
    name: 'Closed by the admin’s code',
    description: 'An admin’s code was granted: the dialog closed and the admin portal takes its place.',
    input: loadedForLogin,
    events: [{ type: 'adminCode.granted' }],
    expected: 'closed',
  },
];

/** The admin second factor's states worth a story each. */
import { timePasses, type StateOfInterest } from '../shared/states-of-interest';
import { TIMINGS } from '../timings';
import type { AdminVerificationEvent, AdminVerificationInput } from './admin-verification.machine';

type Entry = StateOfInterest<AdminVerificationEvent, AdminVerificationInput>;
export const adminPortal: AdminVerificationInput = { variant: 'adminPortal', storedAdminToken: null };
export const customerPortal: AdminVerificationInput = { variant: 'customerPortal', storedAdminToken: null };

const credentials: AdminVerificationEvent[] = [
  { type: 'email.change', value: 'admin@example.com' },
  { type: 'password.change', value: 'secret1' },
  { type: 'credentials.submit' },
];
const fromLogin: AdminVerificationEvent = {
  type: 'credentials.submit',
  email: 'admin@example.com',
  password: 'secret1',
};
const sixDigits: AdminVerificationEvent = { type: 'code.change', value: '123456' };

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Admin login',
    description: 'Email and password with the show/hide toggle.',
    input: adminPortal,
    events: [],
    expected: 'credentials',
  },
  {
    name: 'Checking credentials',
    description: 'The verification request is running.',
    input: adminPortal,
    events: credentials,
    answers: { requestVerification: 'pending' },
    expected: 'requesting',
  },
  {
    name: 'Code step',
    description: 'The 6-digit code with its countdown, verify disabled.',
    input: adminPortal,
    events: [...credentials, timePasses(TIMINGS.countdownTick)],
    expected: { code: { countdown: 'ticking', entry: 'editing' } },
  },
  {
    name: 'Code panel in the customer portal',
    description: "After 'Admin Access Detected!', six digits typed.",
    input: customerPortal,
    events: [fromLogin, sixDigits],
    expected: { code: { countdown: 'ticking', entry: 'editing' } },
  },
  {
    name: 'Verifying',
    description: 'The code is being checked.',
    input: adminPortal,
    events: [...credentials, sixDigits, { type: 'code.submit' }],
    answers: { verifyCode: 'pending' },
    expected: { code: { countdown: 'ticking', entry: 'verifying' } },
  },
  {
    name: 'Authenticated',
    description: 'The admin portal tabs.',
    input: adminPortal,
    events: [...credentials, sixDigits, { type: 'code.submit' }],
    expected: 'authenticated',
  },
  {
    name: 'Restored admin session',
    description: 'A stored admin token opens the portal signed in.',
    input: { variant: 'adminPortal', storedAdminToken: 'tok_admin' },
    events: [],
    expected: 'authenticated',
  },
];

/** The states the admin portal's dialog shows (its login, code step and tabs). */
export const adminPortalStatesOfInterest = statesOfInterest.filter(
  (entry) => entry.input?.variant === 'adminPortal',
);
/** The states the customer portal's code panel shows. */
export const customerPortalStatesOfInterest = statesOfInterest.filter(
  (entry) => entry.input?.variant === 'customerPortal',
);

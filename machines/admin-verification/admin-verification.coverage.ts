/** How the coverage suite explores the admin second factor. */
import type { CoverageSpec } from '../testing/coverage';
import { TIMINGS } from '../timings';
import { adminVerificationMachine, type AdminVerificationMachine } from './admin-verification.machine';
import { adminPortal, customerPortal } from './admin-verification.states';

const SECONDS = 2;

export const adminVerificationCoverage: CoverageSpec<AdminVerificationMachine> = {
  name: 'adminVerification',
  machine: adminVerificationMachine,
  inputs: [adminPortal, customerPortal, { ...adminPortal, storedAdminToken: 'tok_admin' }],
  events: {
    'email.change': [{ type: 'email.change', value: 'admin@example.com' }],
    'password.change': [{ type: 'password.change', value: 'secret1' }],
    'code.change': [{ type: 'code.change', value: '12-34-56' }],
  },
  // A two-second session keeps the countdown short; the timers are the same.
  outcomes: {
    requestVerification: { done: [{ sessionId: 'ver_1', expiresIn: SECONDS }] },
    verifyCode: { done: [{ token: 'tok_admin' }] },
  },
  delays: { codeLifetime: SECONDS * TIMINGS.countdownTick },
  project: ({ showPassword: _toggle, ...rest }) => rest,
};

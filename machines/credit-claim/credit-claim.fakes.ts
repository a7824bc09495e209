/** Services answering at once, for stories and tests. */
import { AMOUNTS } from '@contract/catalogue';
import type { FakeServices } from '../shared/states-of-interest';
import { sampleCustomer } from '../testing/fixtures';
import type { ClaimAnswer } from './credit-claim.machine';

export const claimAnswers = {
  applied: {
    message: 'Your $200 maintenance credit has been applied to your account.',
    alreadyClaimed: false,
    creditReserved: false,
    customer: {
      firstName: sampleCustomer.firstName,
      email: sampleCustomer.email,
      maintenanceCredit: AMOUNTS.maintenanceCreditCents,
    },
  },
  /** An anonymous claim: the account is not named (decision 29). */
  appliedAnonymously: {
    message: 'Your $200 maintenance credit has been applied to your account.',
    alreadyClaimed: false,
    creditReserved: false,
    customer: { email: sampleCustomer.email, maintenanceCredit: AMOUNTS.maintenanceCreditCents },
  },
  reserved: {
    message: 'Your $200 credit is reserved. Create an account with this email to use it.',
    alreadyClaimed: false,
    creditReserved: true,
  },
  alreadyClaimed: { message: 'This credit has already been claimed.', error: true, alreadyClaimed: true },
  unable: { message: 'Credits cannot be claimed for this address.', error: true },
} as const satisfies Record<string, ClaimAnswer>;

export const creditClaimFakes = {
  claimCredit: (): ClaimAnswer => claimAnswers.applied,
} satisfies FakeServices;

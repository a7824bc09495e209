import { AMOUNTS, formatCents } from '@contract';
import { db } from '../db';
import { MockHttpError } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';
import { grantCredit, hasHadCredit } from './credit-rules';
import { recordLead } from './leads-recorder';

/** The credit's value as the messages state it ("$200.00"). */
const creditText = (): string => formatCents(AMOUNTS.maintenanceCreditCents);

const alreadyClaimed = (): MockHttpError =>
  new MockHttpError(409, 'This email has already claimed the maintenance credit', {
    error: true,
    alreadyClaimed: true,
  });

export const creditHandlers = [
  mockRoute('claimMaintenanceCredit', ({ query, session }) => {
    const { email } = query;
    recordLead('credit_claim', query.tracking, email);
    const customer = db.customers.find((entry) => entry.email === email);
    if (customer) {
      if (hasHadCredit(customer)) throw alreadyClaimed();
      grantCredit(customer);
      return {
        message: `Your ${creditText()} maintenance credit has been applied to your account`,
        alreadyClaimed: false,
        creditReserved: false,
        customer: {
          // Decision 29: the name only for the holder signed in. The server also shows it for a
          // claim link it signed; the mock holds no secret to check a `sig` with.
          ...(session?.customerId === customer.id ? { firstName: customer.firstName } : {}),
          email: customer.email,
          maintenanceCredit: customer.maintenanceCredit,
        },
      };
    }
    if (db.creditReservations.has(email)) throw alreadyClaimed();
    db.creditReservations.add(email);
    return {
      message: `Your ${creditText()} maintenance credit is reserved. Create an account with this email to use it`,
      alreadyClaimed: false,
      creditReserved: true,
    };
  }),
];

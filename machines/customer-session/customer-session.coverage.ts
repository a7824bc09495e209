/** How the coverage suite explores the session. */
import type { CoverageSpec } from '../testing/coverage';
import { noAnswer, sampleAdmin, sampleCustomer, serverRefusal } from '../testing/fixtures';
import { customerSessionMachine, type CustomerSessionMachine } from './customer-session.machine';
import { validRegistration } from './customer-session.states';

export const customerSessionCoverage: CoverageSpec<CustomerSessionMachine> = {
  name: 'customerSession',
  machine: customerSessionMachine,
  inputs: [{ storedToken: null }, { storedToken: 'tok_stored' }],
  events: {
    'login.submit': [{ type: 'login.submit', email: 'ada@example.com', password: 'secret1' }],
    'register.submit': [
      { type: 'register.submit', form: validRegistration },
      { type: 'register.submit', form: { ...validRegistration, confirmPassword: 'other' } },
      {
        type: 'register.submit',
        form: { ...validRegistration, password: 'short', confirmPassword: 'short' },
      },
    ],
    'session.adopt': [{ type: 'session.adopt', token: 'tok_new', customer: sampleCustomer }],
  },
  outcomes: {
    // A refusal removes the stored token; no answer keeps it.
    fetchMe: { done: [sampleCustomer], error: [serverRefusal(401, 'Unauthorized'), noAnswer()] },
    login: {
      done: [
        { token: 'tok_1', customer: sampleCustomer },
        { token: 'tok_2', customer: sampleAdmin },
      ],
    },
    register: { done: [{ token: 'tok_3', customer: sampleCustomer }] },
  },
};

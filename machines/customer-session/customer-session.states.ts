/** The session's states worth a story each. */
import { emptyAccountForm, type AccountForm } from '../shared/account-rules';
import type { StateOfInterest } from '../shared/states-of-interest';
import type { CustomerSessionEvent, CustomerSessionInput } from './customer-session.machine';

type Entry = StateOfInterest<CustomerSessionEvent, CustomerSessionInput>;
const signedOut: CustomerSessionInput = { storedToken: null };

export const validRegistration: AccountForm = {
  ...emptyAccountForm,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};
const login: CustomerSessionEvent = { type: 'login.submit', email: 'ada@example.com', password: 'secret1' };

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Signed out',
    description: 'Sign In and Create Account tabs.',
    input: signedOut,
    events: [],
    expected: 'signedOut',
  },
  {
    name: 'Restoring',
    description: 'A stored token is being checked.',
    input: { storedToken: 'tok_stored' },
    events: [],
    answers: { fetchMe: 'pending' },
    expected: 'restoring',
  },
  {
    name: 'Signing in',
    description: 'The login is running.',
    input: signedOut,
    events: [login],
    answers: { login: 'pending' },
    expected: 'loggingIn',
  },
  {
    name: 'Creating the account',
    description: 'The registration is running.',
    input: signedOut,
    events: [{ type: 'register.submit', form: validRegistration }],
    answers: { register: 'pending' },
    expected: 'registering',
  },
  {
    name: 'Signed in',
    description: "The portal button reads '{first name} Portal'.",
    input: signedOut,
    events: [login],
    expected: 'signedIn',
  },
  {
    name: 'Login failed',
    description: "Back to the form after 'Login Failed'.",
    input: signedOut,
    events: [login],
    answers: { login: { error: new Error('Invalid email or password') } },
    expected: 'signedOut',
  },
];

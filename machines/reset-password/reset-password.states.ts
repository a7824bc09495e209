/** The reset page's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { ResetPasswordEvent, ResetPasswordInput } from './reset-password.machine';

type Entry = StateOfInterest<ResetPasswordEvent, ResetPasswordInput>;
const link: ResetPasswordInput = { token: 'rst_sample_token' };
const written: ResetPasswordEvent[] = [
  { type: 'password.change', value: 'new-secret-42' },
  { type: 'confirm.change', value: 'new-secret-42' },
];
const refused = Object.assign(
  new Error('This password reset link has expired or has already been used. Please request a new one.'),
  { status: 400 },
);

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'New password form',
    description: 'A link with a token.',
    input: link,
    events: [],
    expected: 'editing',
  },
  {
    name: 'Setting the password',
    description: 'Fields and button disabled while the password is set.',
    input: link,
    events: [...written, { type: 'reset.submit' }],
    answers: { resetPassword: 'pending' },
    expected: 'submitting',
  },
  {
    name: 'Password set',
    description: 'Sign in with the new password.',
    input: link,
    events: [...written, { type: 'reset.submit' }],
    expected: 'done',
  },
  {
    name: 'Link used or expired',
    description: 'The server refused the token.',
    input: link,
    events: [...written, { type: 'reset.submit' }],
    answers: { resetPassword: { error: refused } },
    expected: 'linkInvalid',
  },
  {
    name: 'Link without token',
    description: 'The address carries no token.',
    input: { token: null },
    events: [],
    expected: 'linkInvalid',
  },
];

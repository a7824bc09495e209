/** The password change's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { ChangePasswordEvent } from './change-password.machine';

type Entry = StateOfInterest<ChangePasswordEvent, undefined>;
const written: ChangePasswordEvent[] = [
  { type: 'field.change', field: 'currentPassword', value: 'old-secret' },
  { type: 'field.change', field: 'newPassword', value: 'new-secret-42' },
  { type: 'field.change', field: 'confirmPassword', value: 'new-secret-42' },
];

export const statesOfInterest: readonly Entry[] = [
  { name: 'Empty form', description: 'Three empty password fields.', events: [], expected: 'editing' },
  { name: 'Ready to change', description: 'All three given.', events: written, expected: 'editing' },
  {
    name: 'Changing',
    description: 'Fields and button disabled while the password changes.',
    events: [...written, { type: 'change.submit' }],
    answers: { changePassword: 'pending' },
    expected: 'submitting',
  },
];

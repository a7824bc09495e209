import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './change-password.connect';
import { changePasswordFakes } from './change-password.fakes';
import { changePasswordMachine, type ChangePasswordBody } from './change-password.machine';
import { statesOfInterest } from './change-password.states';


const start = (
  answer: () => Promise<{ success: true }> = async () => changePasswordFakes.changePassword(),
) => {
  const recorder = recordToasts();
  const changePassword = vi.fn((_input: ChangePasswordBody) => answer());
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }: { input: ChangePasswordBody }) => changePassword(input)),
      },
      actions: { showToast: recorder.showToast },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const write = (current: string, next: string, confirm = next) => {
    view()
      .getFieldProps('currentPassword')
      .onChange({ target: { value: current } });
    view()
      .getFieldProps('newPassword')
      .onChange({ target: { value: next } });
    view()
      .getFieldProps('confirmPassword')
      .onChange({ target: { value: confirm } });
  };
  const submit = async () => {
    view().getSubmitProps().onClick();
    await waitFor(actor, (s) => !s.matches('submitting'));
  };
  const english = () => englishOf(recorder.last(), { min: 6 });
  return { view, changePassword, write, submit, english };
};

describe('changePassword', () => {
  it.each([
    ['no current password', '', 'new-secret', 'new-secret', 'Missing Information'],
    ['no confirmation', 'old-secret', 'new-secret', '', 'Missing Information'],
    ['a different confirmation', 'old-secret', 'new-secret', 'new-secreT', 'Password Mismatch'],
    ['a short password', 'old-secret', 'abc', 'abc', 'Password Too Short'],
  ])('refuses %s before calling the server', (_case, current, next, confirm, title) => {
    const { view, write, changePassword, english } = start();
    write(current, next, confirm);
    view().getSubmitProps().onClick();
    expect(changePassword).not.toHaveBeenCalled();
    expect(english()?.title).toBe(title);
  });

  it("changes the password: 'Password Changed', the fields emptied", async () => {
    const { view, write, submit, changePassword, english } = start();
    write('old-secret', 'new-secret-42');
    view().getSubmitProps().onClick();
    expect(view().getFieldProps('newPassword').disabled).toBe(true);
    await submit();
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-42',
      confirmPassword: 'new-secret-42',
    });
    expect(view().getFieldProps('currentPassword').value).toBe('');
    expect(english()).toEqual({
      title: 'Password Changed',
      description: 'Your password has been changed. You have been signed out on your other devices.',
      variant: 'success',
    });
  });

  it("a wrong current password: 'Password Not Changed' in the server's words, the fields kept", async () => {
    const { view, write, submit, english } = start(async () => {
      throw Object.assign(new Error('The current password is not correct.'), { status: 400 });
    });
    write('wrong', 'new-secret-42');
    await submit();
    expect(view().getFieldProps('newPassword').value).toBe('new-secret-42');
    expect(english()).toEqual({
      title: 'Password Not Changed',
      description: 'The current password is not correct.',
      variant: 'error',
    });
  });

  itReachesEachStateOfInterest(changePasswordMachine, statesOfInterest, changePasswordFakes);
});

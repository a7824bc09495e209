import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './reset-password.connect';
import { resetPasswordFakes } from './reset-password.fakes';
import {
  resetPasswordMachine,
  type ResetPasswordAnswer,
  type ResetPasswordBody,
} from './reset-password.machine';
import { statesOfInterest } from './reset-password.states';


const start = (
  token: string | null = 'rst_1',
  answer: () => Promise<ResetPasswordAnswer> = async () => resetPasswordFakes.resetPassword(),
) => {
  const recorder = recordToasts();
  const openSignIn = vi.fn();
  const resetPassword = vi.fn((_input: ResetPasswordBody) => answer());
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise(({ input }: { input: ResetPasswordBody }) => resetPassword(input)),
      },
      actions: { showToast: recorder.showToast, openSignIn },
    }),
    { input: { token } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const write = (password: string, confirm = password) => {
    view()
      .getPasswordProps()
      .onChange({ target: { value: password } });
    view()
      .getConfirmProps()
      .onChange({ target: { value: confirm } });
  };
  const submit = async () => {
    view().getSubmitProps().onClick();
    await waitFor(actor, (s) => !s.matches('submitting'));
  };
  const english = () => englishOf(recorder.last(), { min: 6 });
  return { actor, view, recorder, openSignIn, resetPassword, write, submit, english };
};

describe('resetPassword', () => {
  it('a link without a token says so at once', () => {
    const { view } = start(null);
    expect(view().step).toBe('linkInvalid');
  });

  it.each([
    ['blank', '', '', 'Missing Information', 'Please enter your new password twice'],
    [
      'different',
      'new-secret',
      'new-secreT',
      'Password Mismatch',
      'Please make sure both password fields match.',
    ],
    ['short', 'abc12', 'abc12', 'Password Too Short', 'Password must be at least 6 characters long.'],
  ])(
    'refuses a %s password with the registration toasts',
    async (_case, password, confirm, title, description) => {
      const { view, write, resetPassword, english } = start();
      write(password, confirm);
      view().getSubmitProps().onClick();
      expect(resetPassword).not.toHaveBeenCalled();
      expect(english()).toEqual({ title, description, variant: 'error' });
    },
  );

  it("sets the password: 'Password Reset', then Sign In opens the portal", async () => {
    const { view, write, submit, resetPassword, english, openSignIn } = start();
    write('new-secret-42');
    await submit();
    expect(resetPassword).toHaveBeenCalledWith({
      token: 'rst_1',
      password: 'new-secret-42',
      confirmPassword: 'new-secret-42',
    });
    expect(view()).toMatchObject({ step: 'done', email: 'ada@example.com' });
    expect(english()).toEqual({
      title: 'Password Reset',
      description: 'Your password has been changed. Sign in with your new password.',
      variant: 'success',
    });
    view().getSignInProps().onClick();
    expect(openSignIn).toHaveBeenCalledTimes(1);
  });

  it('a used or expired link (400) shows the link state, the passwords forgotten', async () => {
    const { view, write, submit, recorder } = start('rst_used', async () => {
      throw Object.assign(new Error('This password reset link has expired or has already been used.'), {
        status: 400,
      });
    });
    write('new-secret-42');
    await submit();
    expect(view().step).toBe('linkInvalid');
    expect(view().getPasswordProps().value).toBe('');
    expect(recorder.toasts).toEqual([]);
  });

  it("a rate limit keeps the form: 'Reset Failed' in the server's words", async () => {
    const { view, write, submit, english } = start('rst_1', async () => {
      throw Object.assign(new Error('Too many attempts. Try again in a minute.'), { status: 429 });
    });
    write('new-secret-42');
    await submit();
    expect(view().step).toBe('form');
    expect(view().getConfirmProps().value).toBe('new-secret-42');
    expect(english()).toEqual({
      title: 'Reset Failed',
      description: 'Too many attempts. Try again in a minute.',
      variant: 'error',
    });
  });

  itReachesEachStateOfInterest(resetPasswordMachine, statesOfInterest, resetPasswordFakes);
});

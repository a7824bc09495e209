import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './forgot-password.connect';
import { forgotPasswordFakes } from './forgot-password.fakes';
import { forgotPasswordMachine, type ForgotPasswordRequest } from './forgot-password.machine';
import { statesOfInterest } from './forgot-password.states';

const start = (answer: () => Promise<unknown> = async () => forgotPasswordFakes.requestReset()) => {
  const recorder = recordToasts();
  const requestReset = vi.fn((_input: ForgotPasswordRequest) => answer());
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise(async ({ input }: { input: ForgotPasswordRequest }) => {
          await requestReset(input);
          return forgotPasswordFakes.requestReset();
        }),
      },
      actions: { showToast: recorder.showToast },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.matches('sending'));
  return { actor, view, recorder, requestReset, settled };
};

describe('forgotPassword', () => {
  it('opens from Sign In and goes back to it', () => {
    const { view } = start();
    expect(view().isOpen).toBe(false);
    view().onOpen();
    expect(view()).toMatchObject({ isOpen: true, isSent: false });
    view().getBackProps().onClick();
    expect(view().isOpen).toBe(false);
  });

  it("asks for an email: 'Missing Information'", () => {
    const { view, recorder, requestReset } = start();
    view().onOpen();
    view()
      .getEmailProps()
      .onChange({ target: { value: '  ' } });
    view().getSubmitProps().onClick();
    expect(requestReset).not.toHaveBeenCalled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Missing Information',
      description: 'Please enter your email address',
      variant: 'error',
    });
  });

  it('sends the trimmed email and shows the confirmation; Back clears it', async () => {
    const { view, requestReset, settled, recorder } = start();
    view().onOpen();
    view()
      .getEmailProps()
      .onChange({ target: { value: ' ada@example.com ' } });
    view().getSubmitProps().onClick();
    expect(view().getSubmitProps()).toMatchObject({ disabled: true, 'aria-busy': true });
    await settled();
    expect(requestReset).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(view()).toMatchObject({ isSent: true, email: 'ada@example.com' });
    expect(recorder.toasts).toEqual([]);
    view().getBackProps().onClick();
    expect(view()).toMatchObject({ isOpen: false, email: '' });
  });

  it("a refusal (rate limit) shows the server's words and keeps the email", async () => {
    const { view, recorder, settled } = start(async () => {
      throw Object.assign(new Error('Too many attempts. Try again in a minute.'), { status: 429 });
    });
    view().onOpen();
    view()
      .getEmailProps()
      .onChange({ target: { value: 'ada@example.com' } });
    view().getSubmitProps().onClick();
    await settled();
    expect(view()).toMatchObject({ isSent: false, email: 'ada@example.com' });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Request Failed',
      description: 'Too many attempts. Try again in a minute.',
      variant: 'error',
    });
  });

  it('no answer at all: the connection fallback', async () => {
    const { view, recorder, settled } = start(async () => {
      throw new Error('');
    });
    view().onOpen();
    view()
      .getEmailProps()
      .onChange({ target: { value: 'ada@example.com' } });
    view().getSubmitProps().onClick();
    await settled();
    expect(englishOf(recorder.last())?.description).toBe(
      'Please check your connection and try again.',
    );
  });

  itReachesEachStateOfInterest(forgotPasswordMachine, statesOfInterest, forgotPasswordFakes);
});

import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { RequestVerificationResponse, VerifyCodeResponse } from '@contract/api/auth';
import type { BodyOf } from '@contract/routes';
import { noAnswer, serverRefusal } from '../testing/fixtures';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { TIMINGS } from '../timings';
import { connect } from './admin-verification.connect';
import { adminVerificationFakes } from './admin-verification.fakes';
import {
  adminVerificationMachine,
  sanitizeCode,
  type AdminVerificationInput,
} from './admin-verification.machine';
import { adminPortal, customerPortal, statesOfInterest } from './admin-verification.states';

interface Services {
  request?: () => Promise<RequestVerificationResponse>;
  verify?: (input: BodyOf<'verifyCode'>) => Promise<VerifyCodeResponse>;
}

const start = (input: AdminVerificationInput, services: Services = {}) => {
  const recorder = recordToasts();
  const effects = {
    storeAdminToken: vi.fn(),
    removeAdminToken: vi.fn(),
    closeCustomerPortal: vi.fn(),
    openAdminPortal: vi.fn(),
    closeAdminPortal: vi.fn(),
    abandonSignIn: vi.fn(),
  };
  const verify = vi.fn(services.verify ?? (async () => ({ token: 'tok_admin' })));
  const clock = new SimulatedClock();
  const actor = createActor(
    adminVerificationMachine.provide({
      actors: {
        requestVerification: fromPromise(
          services.request ?? (async () => ({ sessionId: 'ver_1', expiresIn: 300 })),
        ),
        verifyCode: fromPromise(({ input: payload }: { input: BodyOf<'verifyCode'> }) => verify(payload)),
      },
      actions: { showToast: recorder.showToast, ...effects },
    }),
    { input, clock },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const signIn = async () => {
    view().onEmailChange('admin@example.com');
    view().onPasswordChange('secret1');
    view().onSubmitCredentials();
    await waitFor(actor, (s) => !s.matches('requesting'));
  };
  /** Lets `seconds` pass one tick at a time: each tick schedules the next. */
  const wait = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) clock.increment(TIMINGS.countdownTick);
  };
  return { actor, clock, view, recorder, effects, verify, signIn, wait };
};

describe('adminVerification', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeCode('12a-34 5678')).toBe('123456');
  });

  it("admin portal: credentials, then 'Verification Required' and the code step with its countdown", async () => {
    const { view, recorder, signIn, wait } = start(adminPortal);
    expect(view().canSubmitCredentials).toBe(false);
    await signIn();
    expect(view()).toMatchObject({ step: 'code', remainingSeconds: 300, remainingLabel: '5:00' });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Verification Required',
      description: 'Enter your 6-digit Authy code to complete login',
      variant: 'info',
    });
    wait(61);
    expect(view().remainingLabel).toBe('3:59');
  });

  it('enables verify only at exactly six digits', async () => {
    const { view, signIn, verify } = start(adminPortal);
    await signIn();
    view().onCodeChange('12345');
    expect(view().canVerify).toBe(false);
    view().onVerify();
    expect(verify).not.toHaveBeenCalled();
    view().onCodeChange('1234567');
    expect(view()).toMatchObject({ code: '123456', canVerify: true });
  });

  it('accepts a code entered at 299 s', async () => {
    const { actor, view, signIn, wait, verify } = start(adminPortal);
    await signIn();
    wait(299);
    view().onCodeChange('123456');
    view().onVerify();
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(verify).toHaveBeenCalledWith({ sessionId: 'ver_1', code: '123456' });
  });

  it('refuses a code at 301 s: back to the credentials with the expiry message', async () => {
    const { view, recorder, signIn, wait, verify } = start(adminPortal);
    await signIn();
    wait(299);
    expect(view().step).toBe('code');
    wait(2);
    expect(view()).toMatchObject({ step: 'credentials', code: '' });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Verification Failed',
      description: 'Invalid or expired code. Please try again.',
      variant: 'error',
    });
    view().onCodeChange('123456');
    view().onVerify();
    expect(verify).not.toHaveBeenCalled();
  });

  it("expires at the server's expiresIn when it is shorter than 5 minutes", async () => {
    const { view, signIn, wait } = start(adminPortal, {
      request: async () => ({ sessionId: 'ver_2', expiresIn: 42 }),
    });
    await signIn();
    wait(41);
    expect(view().step).toBe('code');
    wait(1);
    expect(view().step).toBe('credentials');
  });

  it("admin portal: a correct code stores the token: 'Admin Access Granted'", async () => {
    const { actor, view, recorder, effects, signIn } = start(adminPortal);
    await signIn();
    view().onCodeChange('654321');
    view().onVerify();
    expect(view().isVerifying).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.storeAdminToken).toHaveBeenCalledWith(expect.anything(), { token: 'tok_admin' });
    expect(effects.openAdminPortal).not.toHaveBeenCalled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Admin Access Granted',
      variant: 'success',
    });
  });

  it("admin portal: wrong credentials: 'Access Denied — Invalid admin credentials'", async () => {
    const { view, recorder, signIn } = start(adminPortal, {
      request: async () => {
        throw new Error('Invalid credentials');
      },
    });
    await signIn();
    expect(view().step).toBe('credentials');
    expect(englishOf(recorder.last())).toEqual({
      title: 'Access Denied',
      description: 'Invalid admin credentials',
      variant: 'error',
    });
  });

  it("admin portal: a wrong code: 'Verification Failed — Invalid or expired code. Please try again.'", async () => {
    const { actor, view, recorder, signIn } = start(adminPortal, {
      verify: async () => {
        throw new Error('Invalid code');
      },
    });
    await signIn();
    view().onCodeChange('000000');
    view().onVerify();
    await waitFor(actor, (s) => s.matches({ code: { entry: 'editing' } }));
    expect(view()).toMatchObject({ step: 'code', code: '' });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Verification Failed',
      description: 'Invalid or expired code. Please try again.',
      variant: 'error',
    });
  });

  it("customer portal: the login's credentials, 'Admin Access Detected!', then the email goes with the code", async () => {
    const { actor, recorder, effects, verify } = start(customerPortal);
    actor.send({ type: 'credentials.submit', email: ' admin@example.com ', password: 'secret1' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(englishOf(recorder.last())).toEqual({
      title: 'Admin Access Detected!',
      variant: 'info',
    });
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(verify).toHaveBeenCalledWith({ sessionId: 'ver_1', code: '123456', email: 'admin@example.com' });
    expect(effects.closeCustomerPortal).toHaveBeenCalledTimes(1);
    expect(effects.openAdminPortal).toHaveBeenCalledTimes(1);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Admin Access Granted!',
      variant: 'success',
    });
  });

  it.each([
    ['the server message', new Error('Too many attempts'), 'Too many attempts'],
    ['the fallback', {}, 'Please check your verification code and try again.'],
  ])("customer portal: 'Verification Failed' with %s", async (_what, error, description) => {
    const { actor, recorder } = start(customerPortal, {
      verify: async () => {
        throw error;
      },
    });
    actor.send({ type: 'credentials.submit', email: 'admin@example.com', password: 'secret1' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches({ code: { entry: 'editing' } }));
    expect(englishOf(recorder.last())).toEqual({
      title: 'Verification Failed',
      description,
      variant: 'error',
    });
  });

  it.each([
    ['the server message', serverRefusal(429, 'Too many attempts'), 'Too many attempts'],
    [
      "'Admin verification failed' for a refusal without a message",
      serverRefusal(502),
      'Admin verification failed',
    ],
    ['the fallback when no answer came', noAnswer(), 'Please check your verification code and try again.'],
  ])(
    "customer portal: a failed request: 'Verification Failed' with %s",
    async (_what, error, description) => {
      const { actor, recorder } = start(customerPortal, {
        request: async () => {
          throw error;
        },
      });
      actor.send({ type: 'credentials.submit', email: 'admin@example.com', password: 'secret1' });
      await waitFor(actor, (s) => s.matches('credentials'));
      expect(englishOf(recorder.last())).toEqual({
        title: 'Verification Failed',
        description,
        variant: 'error',
      });
    },
  );

  it('a fifth wrong code returns to the credentials: the server has closed the session', async () => {
    const { actor, view, recorder, effects, signIn, verify } = start(customerPortal, {
      verify: async () => {
        throw serverRefusal(401, 'Invalid or expired code');
      },
    });
    await signIn();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      view().onCodeChange('000000');
      view().onVerify();
      await waitFor(actor, (s) => s.matches({ code: { entry: 'editing' } }));
      expect(view().attemptsLeft).toBe(5 - attempt);
    }
    expect(effects.abandonSignIn).not.toHaveBeenCalled();
    view().onCodeChange('000000');
    view().onVerify();
    await waitFor(actor, (s) => s.matches('credentials'));
    expect(verify).toHaveBeenCalledTimes(5);
    expect(view()).toMatchObject({ step: 'credentials', code: '', attemptsLeft: 5 });
    expect(actor.getSnapshot().context.sessionId).toBeNull();
    expect(effects.abandonSignIn).toHaveBeenCalledTimes(1);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Verification Failed',
      description: 'Too many wrong codes. Please sign in again to get a new verification session.',
      variant: 'error',
    });
  });

  it('a new session counts wrong codes from zero', async () => {
    const { actor, view, signIn } = start(adminPortal, {
      verify: async () => {
        throw new Error('Invalid code');
      },
    });
    await signIn();
    view().onCodeChange('000000');
    view().onVerify();
    await waitFor(actor, (s) => s.matches({ code: { entry: 'editing' } }));
    expect(view().attemptsLeft).toBe(4);
    view().onCancel();
    await signIn();
    expect(view().attemptsLeft).toBe(5);
  });

  it('customer portal: cancel, expiry and a refused request undo the password sign-in', async () => {
    const cancelled = start(customerPortal);
    await cancelled.signIn();
    cancelled.view().onCancel();
    expect(cancelled.effects.abandonSignIn).toHaveBeenCalledTimes(1);

    const expired = start(customerPortal);
    await expired.signIn();
    expired.wait(300);
    expect(expired.view().step).toBe('credentials');
    expect(expired.effects.abandonSignIn).toHaveBeenCalledTimes(1);

    const refused = start(customerPortal, {
      request: async () => {
        throw serverRefusal(429, 'Too many attempts');
      },
    });
    await refused.signIn();
    expect(refused.effects.abandonSignIn).toHaveBeenCalledTimes(1);
  });

  it('customer portal: a later password sign-in in the same page asks for a code again', async () => {
    const { actor, view } = start(customerPortal);
    view().onSubmitCredentials({ email: 'grace@example.com', password: 'secret1' });
    await waitFor(actor, (s) => s.matches('code'));
    view().onCodeChange('123456');
    view().onVerify();
    await waitFor(actor, (s) => s.matches('authenticated'));
    view().onSubmitCredentials({ email: 'grace@example.com', password: 'secret1' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(view().step).toBe('code');
  });

  it('the login form passes its credentials with the submit', async () => {
    const { actor, view } = start(customerPortal);
    view().onSubmitCredentials({ email: ' grace@example.com ', password: 'secret1' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(view().email).toBe('grace@example.com');
  });

  it('cancel returns to the credentials and clears the code and the session', async () => {
    const { actor, view, signIn } = start(adminPortal);
    await signIn();
    view().onCodeChange('123');
    view().onCancel();
    expect(view()).toMatchObject({ step: 'credentials', code: '' });
    expect(actor.getSnapshot().context.sessionId).toBeNull();
  });

  it('restores a stored admin token; signing out removes it and closes the portal', () => {
    const { view, effects } = start({ variant: 'adminPortal', storedAdminToken: 'tok_saved' });
    expect(view()).toMatchObject({ step: 'authenticated', token: 'tok_saved' });
    view().onSignOut();
    expect(view()).toMatchObject({ step: 'credentials', token: null });
    expect(effects.removeAdminToken).toHaveBeenCalledTimes(1);
    expect(effects.closeAdminPortal).toHaveBeenCalledTimes(1);
  });

  it("a refused restored token returns to the login with 'Session Expired', the portal still open", () => {
    const { view, recorder, effects } = start({ variant: 'adminPortal', storedAdminToken: 'tok_old' });
    view().onSessionExpired();
    expect(view()).toMatchObject({ step: 'credentials', token: null });
    expect(effects.removeAdminToken).toHaveBeenCalledTimes(1);
    expect(effects.closeAdminPortal).not.toHaveBeenCalled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Session Expired',
      description: 'Your admin session has ended. Please sign in again.',
      variant: 'info',
    });
  });

  it('toggles the password visibility', () => {
    const { view } = start(adminPortal);
    view().onTogglePassword();
    expect(view().showPassword).toBe(true);
  });

  itReachesEachStateOfInterest(adminVerificationMachine, statesOfInterest, adminVerificationFakes);
});

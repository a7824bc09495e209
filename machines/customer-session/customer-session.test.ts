import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuthResponse } from '@contract/api/auth';
import type { Customer } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { noAnswer, sampleAdmin, sampleCustomer, serverRefusal } from '../testing/fixtures';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './customer-session.connect';
import { customerSessionFakes } from './customer-session.fakes';
import { customerSessionMachine } from './customer-session.machine';
import { statesOfInterest, validRegistration } from './customer-session.states';

interface Services {
  fetchMe?: () => Promise<Customer>;
  login?: () => Promise<AuthResponse>;
  register?: (input: BodyOf<'register'>) => Promise<AuthResponse>;
  logout?: () => Promise<ResponseOf<'logout'>>;
}

const start = (storedToken: string | null, services: Services = {}) => {
  const recorder = recordToasts();
  const storeToken = vi.fn();
  const removeStoredToken = vi.fn();
  const notifyAdminSignIn = vi.fn();
  const register = vi.fn(services.register ?? (async () => customerSessionFakes.register()));
  const actor = createActor(
    customerSessionMachine.provide({
      actors: {
        fetchMe: fromPromise(services.fetchMe ?? (async () => sampleCustomer)),
        login: fromPromise(services.login ?? (async () => customerSessionFakes.login())),
        register: fromPromise(({ input }: { input: BodyOf<'register'> }) => register(input)),
        logout: fromPromise(services.logout ?? (async () => customerSessionFakes.logout())),
      },
      actions: { showToast: recorder.showToast, storeToken, removeStoredToken, notifyAdminSignIn },
    }),
    { input: { storedToken } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut'));
  return { actor, view, recorder, storeToken, removeStoredToken, notifyAdminSignIn, register, settled };
};

describe('customerSession', () => {
  it('restores the session from a stored token', async () => {
    const { view, settled } = start('tok_stored');
    expect(view().isRestoring).toBe(true);
    await settled();
    expect(view()).toMatchObject({ isSignedIn: true, customer: sampleCustomer });
  });

  it('removes the stored token when the server refuses it', async () => {
    const { view, settled, removeStoredToken } = start('tok_old', {
      fetchMe: async () => {
        throw serverRefusal(401, 'Unauthorized');
      },
    });
    await settled();
    expect(view().isSignedIn).toBe(false);
    expect(removeStoredToken).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored token when its check gets no answer (the page left mid-check)', async () => {
    const { view, settled, removeStoredToken } = start('tok_old', {
      fetchMe: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await settled();
    expect(view().isSignedIn).toBe(false);
    expect(removeStoredToken).not.toHaveBeenCalled();
  });

  it("logs in, stores the token and says 'Welcome back!'", async () => {
    const { view, settled, recorder, storeToken } = start(null);
    view().onLogin('ada@example.com', 'secret1');
    expect(view().isBusy).toBe(true);
    await settled();
    expect(view().isSignedIn).toBe(true);
    expect(storeToken).toHaveBeenCalledWith(expect.anything(), { token: 'tok_customer' });
    expect(englishOf(recorder.last())).toEqual({ title: 'Welcome back!', variant: 'success' });
  });

  it('requires email and password to log in', () => {
    const { view } = start(null);
    view().onLogin('', 'secret1');
    view().onLogin('ada@example.com', '');
    expect(view().isBusy).toBe(false);
  });

  it('hands an admin account on to the second factor', async () => {
    const { settled, notifyAdminSignIn, view } = start(null, {
      login: async () => ({ token: 'tok_admin', customer: sampleAdmin }),
    });
    view().onLogin(' grace@example.com ', 'secret1');
    await settled();
    expect(notifyAdminSignIn).toHaveBeenCalledWith(expect.anything(), {
      email: 'grace@example.com',
      password: 'secret1',
    });
    expect(view().isAdmin).toBe(true);
  });

  it.each([
    ['the server message', serverRefusal(401, 'Invalid email or password'), 'Invalid email or password'],
    ["'Login failed' for a refusal without a message", serverRefusal(502), 'Login failed'],
    ['the fallback when no answer came', noAnswer(), 'Please check your credentials and try again.'],
  ])("'Login Failed' shows %s", async (_what, error, description) => {
    const { view, settled, recorder } = start(null, {
      login: async () => {
        throw error;
      },
    });
    view().onLogin('ada@example.com', 'wrong');
    await settled();
    expect(view().isSignedIn).toBe(false);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Login Failed',
      description,
      variant: 'error',
    });
  });

  it("registers and says 'Account Created!', leaving blank optional fields out", async () => {
    const { view, settled, recorder, register } = start(null);
    view().onRegister({ ...validRegistration, company: ' ', phone: '' });
    await settled();
    expect(register).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(view().isSignedIn).toBe(true);
    expect(englishOf(recorder.last())).toEqual({ title: 'Account Created!', variant: 'success' });
  });

  it("refuses different passwords: 'Password Mismatch'", () => {
    const { view, recorder, register } = start(null);
    view().onRegister({ ...validRegistration, confirmPassword: 'secret2' });
    expect(register).not.toHaveBeenCalled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Password Mismatch',
      description: 'Please make sure both password fields match.',
      variant: 'error',
    });
  });

  it("refuses a password under 6 characters: 'Password Too Short'", () => {
    const { view, recorder, register } = start(null);
    view().onRegister({ ...validRegistration, password: 'abc12', confirmPassword: 'abc12' });
    expect(register).not.toHaveBeenCalled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long.',
      variant: 'error',
    });
  });

  it('requires first name, last name and email', () => {
    const { view, register } = start(null);
    view().onRegister({ ...validRegistration, lastName: ' ' });
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    ['the server message', serverRefusal(409, 'Email already registered'), 'Email already registered'],
    ["'Registration failed' for a refusal without a message", serverRefusal(500), 'Registration failed'],
    ['the fallback when no answer came', noAnswer(), 'Please try again with different details.'],
  ])("'Registration Failed' shows %s", async (_what, error, description) => {
    const { view, settled, recorder } = start(null, {
      register: async () => {
        throw error;
      },
    });
    view().onRegister(validRegistration);
    await settled();
    expect(view().isSignedIn).toBe(false);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Registration Failed',
      description,
      variant: 'error',
    });
  });

  it("logs out even when the server call fails: token removed, 'Logged out successfully'", async () => {
    const { actor, view, settled, recorder, removeStoredToken } = start('tok_stored', {
      logout: async () => {
        throw new Error('offline');
      },
    });
    await settled();
    view().onLogout();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(view()).toMatchObject({ isSignedIn: false, customer: null });
    expect(removeStoredToken).toHaveBeenCalledTimes(1);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Logged out successfully',
      variant: 'success',
    });
  });

  it('undoes an admin sign-in whose second factor was given up: token revoked and removed, no toast', async () => {
    const logout = vi.fn(async () => customerSessionFakes.logout());
    const { actor, view, settled, recorder, removeStoredToken } = start(null, {
      login: async () => ({ token: 'tok_admin', customer: sampleAdmin }),
      logout,
    });
    view().onLogin('grace@example.com', 'secret1');
    await settled();
    const toastsBefore = recorder.toasts.length;
    view().onAbandon();
    expect(view().isBusy).toBe(true);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(removeStoredToken).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ isSignedIn: false, customer: null });
    expect(recorder.toasts).toHaveLength(toastsBefore);
  });

  it('forgets a session the server already ended: no logout call, no toast', async () => {
    const logout = vi.fn(async () => customerSessionFakes.logout());
    const { actor, view, settled, recorder, removeStoredToken } = start('tok_stored', { logout });
    await settled();
    const toastsBefore = recorder.toasts.length;
    actor.send({ type: 'session.ended' });
    expect(view()).toMatchObject({ isSignedIn: false, customer: null });
    expect(logout).not.toHaveBeenCalled();
    expect(removeStoredToken).toHaveBeenCalledTimes(1);
    expect(recorder.toasts).toHaveLength(toastsBefore);
  });

  it('adopts an account created in onboarding', () => {
    const { actor, view, storeToken } = start(null);
    actor.send({ type: 'session.adopt', token: 'tok_new', customer: sampleCustomer });
    expect(view().customer).toEqual(sampleCustomer);
    expect(storeToken).toHaveBeenCalledWith(expect.anything(), { token: 'tok_new' });
  });

  itReachesEachStateOfInterest(customerSessionMachine, statesOfInterest, customerSessionFakes);
});

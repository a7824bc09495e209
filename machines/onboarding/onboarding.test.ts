import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { PACKAGES } from '@contract/catalogue';
import { noAnswer, sampleCustomer, serverRefusal } from '../testing/fixtures';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { TIMINGS } from '../timings';
import { onboardingFakes } from './onboarding.fakes';
import { onboardingMachine } from './onboarding.machine';
import {
  fillAccount,
  returningAfterPayment,
  returningSignedOut,
  signedIn,
  statesOfInterest,
  visitor,
} from './onboarding.states';
import { PHONE, start } from './onboarding.test-support';

describe('onboarding: opening', () => {
  it('starts a visitor at the account step', () => {
    const { view } = start(visitor);
    expect(view().isOpen).toBe(false);
    view().onOpen('professional');
    expect(view()).toMatchObject({ isOpen: true, step: 'account', stepNumber: 1, stepCount: 5 });
  });

  it("skips a signed-in visitor to the package: 'Welcome back!'", () => {
    const { actor, view, lastToast } = start(signedIn);
    actor.send({ type: 'onboarding.open' });
    expect(view()).toMatchObject({ step: 'package', currentPackage: PACKAGES.startup });
    expect(lastToast()).toEqual({ title: 'Welcome back!', variant: 'success' });
    expect(view().upgradeOptions.map((p) => p.id)).toEqual(['professional', 'enterprise', 'platinum']);
    expect(view().offeredPackages.map((p) => p.id)).toEqual([
      'startup',
      'professional',
      'enterprise',
      'platinum',
    ]);
  });

  it('follows the session: signed in elsewhere, the next opening skips to the package', () => {
    const { view } = start(visitor);
    view().onSessionChange(sampleCustomer);
    view().onOpen('enterprise');
    expect(view().step).toBe('package');
    expect(view().offeredPackages.map((p) => p.id)).toEqual(['enterprise', 'platinum']);
  });

  it("reopens at the domain after a payment and clears the flag: 'Payment Successful!'", () => {
    const { actor, view, effects, lastToast, recorder } = start(returningAfterPayment);
    expect(view()).toMatchObject({ isOpen: true, step: 'domain', currentPackage: PACKAGES.professional });
    expect(effects.clearPaymentCompletedFlag).toHaveBeenCalledTimes(1);
    expect(lastToast()).toEqual({ title: 'Payment Successful!', variant: 'success' });
    expect(recorder.last()?.durationMs).toBe(TIMINGS.onboardingToast);
    view().onClose();
    actor.send({ type: 'onboarding.open' });
    expect(view().step).toBe('package');
  });

  it('back from a payment without a session, asks the account that paid to sign in, then opens at the domain', () => {
    const { view, effects, lastToast } = start(returningSignedOut);
    // Not the account step: a new account would not own the payment, and would be asked to pay again.
    expect(view().isOpen).toBe(false);
    expect(effects.dispatchOpenCustomerLogin).toHaveBeenCalledTimes(1);
    expect(lastToast()).toEqual({
      title: 'Payment received',
      description: 'Sign in to the account you paid with to finish your project.',
      variant: 'info',
    });
    view().onSessionChange(null);
    expect(view().isOpen).toBe(false);
    expect(effects.closeCustomerLogin).not.toHaveBeenCalled();
    view().onSessionChange(sampleCustomer);
    // One dialog at a time: the login closes as the modal opens in its place.
    expect(effects.closeCustomerLogin).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ isOpen: true, step: 'domain', currentPackage: PACKAGES.professional });
    expect(effects.clearPaymentCompletedFlag).toHaveBeenCalledTimes(1);
    expect(lastToast()).toEqual({ title: 'Payment Successful!', variant: 'success' });
  });

  it('lets a visitor who closes that login start as usual: the account step, the login not asked again', () => {
    const { view, effects } = start(returningSignedOut);
    view().onOpen('startup');
    expect(view()).toMatchObject({ isOpen: true, step: 'account' });
    expect(effects.dispatchOpenCustomerLogin).toHaveBeenCalledTimes(1);
  });
});

describe('onboarding: account', () => {
  it("creates the account, signs in and moves to the package: 'Account Created Successfully!'", async () => {
    const { actor, view, effects, calls, lastToast, settle } = start(visitor);
    actor.send({ type: 'onboarding.open' });
    expect(view().canSubmitAccount).toBe(false);
    fillAccount.forEach((event) => actor.send(event));
    expect(view().canSubmitAccount).toBe(true);
    view().onSubmitAccount();
    await settle();
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ company: 'Analytical Engines' }));
    expect(view().step).toBe('package');
    expect(effects.adoptSession).toHaveBeenCalledWith(expect.anything(), {
      token: 'tok_new',
      customer: sampleCustomer,
    });
    expect(effects.recordAccountCreated).toHaveBeenCalledTimes(1);
    expect(lastToast()).toEqual({ title: 'Account Created Successfully!', variant: 'success' });
  });

  it.each([
    [
      'different passwords',
      { confirmPassword: 'secret2' },
      'Password Mismatch',
      'Please make sure both password fields match.',
    ],
    [
      'a short password',
      { password: 'abc', confirmPassword: 'abc' },
      'Password Too Short',
      'Password must be at least 6 characters long.',
    ],
  ])('refuses %s', (_what, change, title, description) => {
    const { actor, view, calls, lastToast, recorder } = start(visitor);
    actor.send({ type: 'onboarding.open' });
    fillAccount.forEach((event) => actor.send(event));
    Object.entries(change).forEach(([field, value]) => view().onAccountChange(field as 'password', value));
    view().onSubmitAccount();
    expect(calls.register).not.toHaveBeenCalled();
    expect(lastToast()).toEqual({ title, description, variant: 'error' });
    expect(recorder.last()?.durationMs).toBe(TIMINGS.onboardingToast);
  });

  it('requires the company', () => {
    const { actor, view, calls } = start(visitor);
    actor.send({ type: 'onboarding.open' });
    fillAccount.forEach((event) => actor.send(event));
    view().onAccountChange('company', ' ');
    view().onSubmitAccount();
    expect(view().canSubmitAccount).toBe(false);
    expect(calls.register).not.toHaveBeenCalled();
  });

  it.each([
    ['the server message', serverRefusal(409, 'Email already registered'), 'Email already registered'],
    [
      "'Failed to create account' for a refusal without a message",
      serverRefusal(502),
      'Failed to create account',
    ],
    ['the call-us text when no answer came', noAnswer(), `Please try again or call us at ${PHONE}`],
  ])("'Account Creation Failed' shows %s", async (_what, error, description) => {
    const { actor, view, lastToast, settle } = start(visitor, {
      register: async () => {
        throw error;
      },
    });
    actor.send({ type: 'onboarding.open' });
    fillAccount.forEach((event) => actor.send(event));
    view().onSubmitAccount();
    await settle();
    expect(view().step).toBe('account');
    expect(lastToast()).toEqual({ title: 'Account Creation Failed', description, variant: 'error' });
  });

  it("'Sign In Instead' closes at once and asks for the login 100 ms later", () => {
    const { actor, clock, view, effects } = start(visitor);
    actor.send({ type: 'onboarding.open' });
    view().onSignInInstead();
    expect(view().isOpen).toBe(false);
    clock.increment(TIMINGS.signInInsteadEvent - 1);
    expect(effects.dispatchOpenCustomerLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.dispatchOpenCustomerLogin).toHaveBeenCalledTimes(1);
  });
});

describe('onboarding: package and payment', () => {
  it('offers only packages above the one it opened with', () => {
    const { actor, view } = start(signedIn);
    actor.send({ type: 'onboarding.open', packageId: 'enterprise' });
    expect(view().upgradeOptions.map((p) => p.id)).toEqual(['platinum']);
    view().onChoosePackage('startup');
    expect(view().currentPackage.id).toBe('enterprise');
    view().onChoosePackage('platinum');
    expect(view().currentPackage.id).toBe('platinum');
  });

  it('creates the payment link in dollars and redirects to it', async () => {
    const { actor, view, calls, effects } = start(signedIn);
    actor.send({ type: 'onboarding.open', packageId: 'professional' });
    view().onContinueToPayment();
    expect(view().step).toBe('payment');
    view().onStartPayment();
    await waitFor(actor, (s) => s.matches({ open: 'redirecting' }));
    expect(calls.createPayment).toHaveBeenCalledWith({ amount: 2995, packageType: 'professional' });
    expect(effects.recordPaymentStarted).toHaveBeenCalledWith(expect.anything(), {
      packageId: 'professional',
      amount: 2995,
    });
    expect(effects.redirectToPayment).toHaveBeenCalledWith(expect.anything(), { url: '/checkout/package' });
  });

  it.each([
    ['the server message', serverRefusal(400, 'Unknown package'), 'Unknown package'],
    [
      "'Failed to create payment' for a refusal without a message",
      serverRefusal(500),
      'Failed to create payment',
    ],
    ['the call-us text when no answer came', noAnswer(), `Please try again or call us at ${PHONE}`],
  ])("'Payment Setup Failed' keeps the payment step and shows %s", async (_what, error, description) => {
    const { actor, view, lastToast, settle } = start(signedIn, {
      createPayment: async () => {
        throw error;
      },
    });
    actor.send({ type: 'onboarding.open' });
    view().onContinueToPayment();
    view().onStartPayment();
    await settle();
    expect(view().step).toBe('payment');
    expect(lastToast()).toEqual({ title: 'Payment Setup Failed', description, variant: 'error' });
  });
});

describe('onboarding: states of interest', () => {
  itReachesEachStateOfInterest(onboardingMachine, statesOfInterest, onboardingFakes);
});

import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { AuthResponse } from '../../contract/api/auth';
import { LIMITS, PACKAGES } from '../../contract/catalogue';
import { accountMessages, type RegisterInput } from '../shared/account-rules';
import { commonMessages } from '../shared/toast';
import { sampleCustomer, sampleDescription } from '../testing/fixtures';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { TIMINGS } from '../timings';
import { onboardingMessages } from './messages';
import { connect } from './onboarding.connect';
import { onboardingFakes } from './onboarding.fakes';
import { onboardingMachine } from './onboarding.machine';
import { fillAccount, returningAfterPayment, signedIn, statesOfInterest, visitor } from './onboarding.states';
import type {
  CreatePaymentInput,
  OnboardingInput,
  OnboardingProjectDraft,
  PaymentUrl,
} from './onboarding.types';

const messages = { ...commonMessages, ...accountMessages, ...onboardingMessages };
const PHONE = '(555) 010-0000';

interface Services {
  register?: (input: RegisterInput) => Promise<AuthResponse>;
  createPayment?: (input: CreatePaymentInput) => Promise<PaymentUrl>;
  createProject?: (input: OnboardingProjectDraft) => Promise<{ id: string }>;
  createLogoPayment?: (input: { projectId: string }) => Promise<PaymentUrl>;
}

const start = (input: OnboardingInput, services: Services = {}) => {
  const recorder = recordToasts();
  const effects = {
    adoptSession: vi.fn(),
    recordAccountCreated: vi.fn(),
    recordPaymentStarted: vi.fn(),
    redirectToPayment: vi.fn(),
    clearPaymentCompletedFlag: vi.fn(),
    openDomainRegistrar: vi.fn(),
    openInNewTab: vi.fn(),
    dispatchOpenCustomerLogin: vi.fn(),
  };
  const calls = {
    register: vi.fn(services.register ?? (async () => onboardingFakes.register())),
    createPayment: vi.fn(services.createPayment ?? (async () => onboardingFakes.createPayment())),
    createProject: vi.fn(services.createProject ?? (async () => onboardingFakes.createProject())),
    createLogoPayment: vi.fn(services.createLogoPayment ?? (async () => onboardingFakes.createLogoPayment())),
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        register: fromPromise(({ input: body }: { input: RegisterInput }) => calls.register(body)),
        createPayment: fromPromise(({ input: body }: { input: CreatePaymentInput }) =>
          calls.createPayment(body),
        ),
        createProject: fromPromise(({ input: body }: { input: OnboardingProjectDraft }) =>
          calls.createProject(body),
        ),
        createLogoPayment: fromPromise(({ input: body }: { input: { projectId: string } }) =>
          calls.createLogoPayment(body),
        ),
      },
      actions: { showToast: recorder.showToast, ...effects },
    }),
    { input, clock },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const lastToast = () => englishOf(recorder.last(), messages, { phone: PHONE });
  const settle = () => waitFor(actor, () => !view().isBusy || view().isCompleted);
  return { actor, clock, view, recorder, effects, calls, lastToast, settle };
};

const toDetails = (input: OnboardingInput = returningAfterPayment, services: Services = {}) => {
  const started = start(input, services);
  started.view().onSkipDomain();
  return started;
};

describe('onboarding: opening', () => {
  it('starts a visitor at the account step', () => {
    const { actor, view } = start(visitor);
    expect(view().isOpen).toBe(false);
    actor.send({ type: 'onboarding.open', packageId: 'professional' });
    expect(view()).toMatchObject({ isOpen: true, step: 'account', stepNumber: 1, stepCount: 5 });
  });

  it("skips a signed-in visitor to the package: 'Welcome back!'", () => {
    const { actor, view, lastToast } = start(signedIn);
    actor.send({ type: 'onboarding.open' });
    expect(view()).toMatchObject({ step: 'package', currentPackage: PACKAGES.startup });
    expect(lastToast()).toEqual({ title: 'Welcome back!', variant: 'success' });
    expect(view().upgradeOptions.map((p) => p.id)).toEqual(['professional', 'enterprise', 'platinum']);
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
    ['the server message', new Error('Email already registered'), 'Email already registered'],
    ['the call-us fallback', new Error(''), `Please try again or call us at ${PHONE}`],
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

  it("'Payment Setup Failed' keeps the payment step", async () => {
    const { actor, view, lastToast, settle } = start(signedIn, {
      createPayment: async () => {
        throw new Error('Failed to create payment');
      },
    });
    actor.send({ type: 'onboarding.open' });
    view().onContinueToPayment();
    view().onStartPayment();
    await settle();
    expect(view().step).toBe('payment');
    expect(lastToast()).toEqual({
      title: 'Payment Setup Failed',
      description: 'Failed to create payment',
      variant: 'error',
    });
  });
});

describe('onboarding: domain', () => {
  it("asks for a name before 'Purchase Domain': 'Domain Required'", () => {
    const { view, effects, lastToast } = start(returningAfterPayment);
    view().onDomainChange('   ');
    view().onPurchaseDomain();
    expect(effects.openDomainRegistrar).not.toHaveBeenCalled();
    expect(lastToast()).toEqual({
      title: 'Domain Required',
      description: 'Please enter your domain name to proceed.',
      variant: 'error',
    });
  });

  it('opens the registrar and moves to the details 2 s later', () => {
    const { clock, view, effects } = start(returningAfterPayment);
    view().onDomainChange(' acme.com ');
    view().onPurchaseDomain();
    expect(effects.openDomainRegistrar).toHaveBeenCalledWith(expect.anything(), { domainName: 'acme.com' });
    clock.increment(TIMINGS.domainPurchaseAdvance - 1);
    expect(view().step).toBe('domain');
    clock.increment(1);
    expect(view().step).toBe('details');
  });

  it("'Skip Domain for Now' moves on at once", () => {
    const { view } = toDetails();
    expect(view()).toMatchObject({ step: 'details', stepNumber: 5 });
  });
});

describe('onboarding: details', () => {
  it('counts the characters to add or remove and enables submit only within 500–20,000', () => {
    const { view } = toDetails();
    view().onDetailsChange('projectDescription', sampleDescription(LIMITS.descriptionMin - 1));
    expect(view()).toMatchObject({ characterCountHint: { kind: 'add', count: 1 }, canSubmitDetails: false });
    view().onDetailsChange('projectDescription', sampleDescription(LIMITS.descriptionMax + 1));
    expect(view()).toMatchObject({
      characterCountHint: { kind: 'remove', count: 1 },
      canSubmitDetails: false,
    });
    view().onDetailsChange('projectDescription', sampleDescription(LIMITS.descriptionMin));
    expect(view()).toMatchObject({ characterCountHint: { kind: 'ok', count: 500 }, canSubmitDetails: true });
  });

  it.each([
    [
      LIMITS.descriptionMin - 1,
      'Description Too Short',
      'Please provide at least 500 characters describing your project.',
    ],
    [
      LIMITS.descriptionMax + 1,
      'Description Too Long',
      'Please keep your project description under 20,000 characters.',
    ],
  ])('refuses %i characters', (length, title, description) => {
    const { view, calls, lastToast } = toDetails();
    view().onDetailsChange('projectDescription', sampleDescription(length));
    view().onSubmitDetails();
    expect(calls.createProject).not.toHaveBeenCalled();
    expect(lastToast()).toEqual({ title, description, variant: 'error' });
  });

  it("submits the project as pending, 'Project Details Saved!', then resets and closes after 2 s", async () => {
    const { actor, clock, view, calls, lastToast, settle } = toDetails();
    view().onDetailsChange('projectDescription', `  ${sampleDescription(600)}  `);
    view().onDetailsChange('inspirationWebsites', 'example.com');
    view().onSubmitDetails();
    await settle();
    expect(calls.createProject).toHaveBeenCalledWith({
      clientName: 'Ada Lovelace',
      clientEmail: 'ada@example.com',
      companyName: 'Analytical Engines',
      businessDescription: sampleDescription(600),
      inspirationWebsites: 'example.com',
      packageType: 'professional',
      totalAmount: 299500,
      status: 'pending',
      includeLogo: false,
      logoAmount: 0,
    });
    expect(lastToast()).toEqual({ title: 'Project Details Saved!', variant: 'success' });
    clock.increment(TIMINGS.onboardingCloseAfterSubmit - 1);
    expect(view().isOpen).toBe(true);
    clock.increment(1);
    expect(view()).toMatchObject({ isOpen: false, projectDescription: '', includeLogo: false });
    expect(actor.getSnapshot().context.account.firstName).toBe('');
  });

  it("opens the logo payment in a new tab: 'Logo Payment Required'", async () => {
    const { view, calls, effects, lastToast, settle } = toDetails();
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onLogoChange(true);
    view().onSubmitDetails();
    await settle();
    expect(calls.createProject).toHaveBeenCalledWith(
      expect.objectContaining({ includeLogo: true, logoAmount: 9900 }),
    );
    expect(calls.createLogoPayment).toHaveBeenCalledWith({ projectId: 'prj_1' });
    expect(effects.openInNewTab).toHaveBeenCalledWith(expect.anything(), { url: '/checkout/logo' });
    expect(lastToast()).toEqual({
      title: 'Logo Payment Required',
      description: 'Complete the $99 payment in the new tab.',
      variant: 'info',
    });
  });

  it("says 'Project Created Successfully … Logo payment failed' when the logo call throws", async () => {
    const { view, lastToast, settle } = toDetails(returningAfterPayment, {
      createLogoPayment: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onLogoChange(true);
    view().onSubmitDetails();
    await settle();
    expect(view().isCompleted).toBe(true);
    expect(lastToast()).toEqual({
      title: 'Project Created Successfully',
      description: 'Logo payment failed - please contact support',
      variant: 'error',
    });
  });

  it('shows nothing more when the logo call answers non-OK', async () => {
    const { view, lastToast, settle } = toDetails(returningAfterPayment, {
      createLogoPayment: async () => {
        throw Object.assign(new Error('402: refused'), { status: 402 });
      },
    });
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onLogoChange(true);
    view().onSubmitDetails();
    await settle();
    expect(view().isCompleted).toBe(true);
    expect(lastToast()?.title).toBe('Project Details Saved!');
  });

  it("'Failed to Save Project Details' keeps the details", async () => {
    const { view, lastToast, settle } = toDetails(returningAfterPayment, {
      createProject: async () => {
        throw new Error('');
      },
    });
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onSubmitDetails();
    await settle();
    expect(view().step).toBe('details');
    expect(lastToast()).toEqual({
      title: 'Failed to Save Project Details',
      description: `Please try again or call us at ${PHONE}`,
      variant: 'error',
    });
  });

  it('closing resets the form and returns to step 1', () => {
    const { actor, view } = start(visitor);
    actor.send({ type: 'onboarding.open' });
    fillAccount.forEach((event) => actor.send(event));
    view().onClose();
    actor.send({ type: 'onboarding.open' });
    expect(view()).toMatchObject({ step: 'account', account: { firstName: '', password: '' } });
  });
});

describe('onboarding: states of interest', () => {
  itReachesEachStateOfInterest(onboardingMachine, statesOfInterest, onboardingFakes);
});

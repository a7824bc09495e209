import { describe, expect, it } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import { LIMITS } from '@contract/catalogue';
import { sampleCustomer, sampleDescription } from '../testing/fixtures';
import { onboardingMachine } from './onboarding.machine';
import {
  DRAFT_VERSION,
  draftOf,
  parseDraft,
  startOnboarding,
  type OnboardingDraft,
  type OnboardingStartFacts,
} from './onboarding.resume';
import { fillAccount, returningAfterPayment, signedIn, visitor } from './onboarding.states';
import { start } from './onboarding.test-support';
import type { OnboardingInput } from './onboarding.types';
import { connect } from './onboarding.connect';

/** The draft a page would store now, through JSON as storage keeps it. */
const stored = (draft: OnboardingDraft | null): unknown => JSON.parse(JSON.stringify(draft));

const facts = (overrides: Partial<OnboardingStartFacts>): OnboardingStartFacts => ({
  storedDraft: null,
  customer: null,
  paymentCompleted: false,
  completeDetails: false,
  paidPackage: null,
  resumeHere: true,
  inThisTab: true,
  promptDismissed: false,
  ...overrides,
});

/** The machine started as the app starts it on the next visit. */
const resumed = (input: OnboardingInput, snapshot?: Snapshot<unknown>) => {
  const actor = createActor(onboardingMachine, { input, ...(snapshot ? { snapshot } : {}) }).start();
  return { actor, view: () => connect(actor.getSnapshot(), actor.send) };
};

describe('onboarding: resuming an interrupted onboarding', () => {
  it('keeps the step and what was typed, never the passwords', () => {
    const { actor, view } = start(visitor);
    actor.send({ type: 'onboarding.open', packageId: 'professional' });
    fillAccount.forEach((event) => actor.send(event));
    const draft = draftOf(actor.getSnapshot());
    expect(draft).toEqual({
      version: DRAFT_VERSION,
      step: 'account',
      context: expect.objectContaining({ packageId: 'professional', basePackage: 'professional' }),
    });
    expect(JSON.stringify(draft)).not.toContain('secret1');
    expect(draft?.context.account).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      phone: '',
    });

    const next = startOnboarding(facts({ storedDraft: stored(draft) }));
    const again = resumed(next.input, next.snapshot).view();
    expect(again).toMatchObject({ isOpen: true, step: 'account' });
    expect(again.account).toMatchObject({ firstName: 'Ada', company: 'Analytical Engines', password: '' });
    expect(view().account.password).toBe('secret1');
  });

  it('resumes the details step with the description, the inspiration and the logo', () => {
    const { actor, view } = start(returningAfterPayment);
    view().onSkipDomain();
    const description = sampleDescription(LIMITS.descriptionMin + 100);
    view().onDetailsChange('projectDescription', description);
    view().onDetailsChange('inspirationWebsites', 'https://example.com');
    view().onLogoChange(true);

    const next = startOnboarding(
      facts({ storedDraft: stored(draftOf(actor.getSnapshot())), customer: sampleCustomer }),
    );
    const again = resumed(next.input, next.snapshot).view();
    expect(again).toMatchObject({
      step: 'details',
      projectDescription: description,
      inspirationWebsites: 'https://example.com',
      includeLogo: true,
      canSubmitDetails: true,
    });
    expect(again.currentPackage.id).toBe('professional');
  });

  it.each([
    ['a call', 'creatingAccount', 'account'],
    ['the redirect to the payment', 'redirecting', 'payment'],
    ['the registrar hand-off', 'purchasingDomain', 'domain'],
    ['the project being saved', 'submitting', 'details'],
  ] as const)('resumes before %s, which is never replayed by itself', (_what, state, step) => {
    const snapshot = onboardingMachine.resolveState({
      value: { open: state },
      context: { ...resumed(signedIn).actor.getSnapshot().context },
    });
    expect(draftOf(snapshot)?.step).toBe(step);
  });

  it('keeps nothing once closed or once the project is saved', () => {
    const { actor, view } = start(returningAfterPayment);
    expect(draftOf(actor.getSnapshot())?.step).toBe('domain');
    view().onClose();
    expect(draftOf(actor.getSnapshot())).toBeNull();
    const completed = onboardingMachine.resolveState({
      value: { open: 'completed' },
      context: actor.getSnapshot().context,
    });
    expect(draftOf(completed)).toBeNull();
  });

  it('moves a resumed account step on to the package once signed in, and a later step back without a session', () => {
    const draft = (step: OnboardingDraft['step']): unknown => ({
      version: DRAFT_VERSION,
      step,
      context: { basePackage: 'startup', packageId: 'startup', account: { firstName: 'Ada' } },
    });
    const signedInNow = startOnboarding(facts({ storedDraft: draft('account'), customer: sampleCustomer }));
    expect(resumed(signedInNow.input, signedInNow.snapshot).view().step).toBe('package');
    const signedOutNow = startOnboarding(facts({ storedDraft: draft('details') }));
    const view = resumed(signedOutNow.input, signedOutNow.snapshot).view();
    expect(view.step).toBe('account');
    expect(view.account.firstName).toBe('Ada');
  });

  it('opens the domain step on the return from a payment (#complete-details), whatever the draft', () => {
    const next = startOnboarding(
      facts({
        storedDraft: stored({
          version: DRAFT_VERSION,
          step: 'payment',
          context: {
            basePackage: 'startup',
            packageId: 'enterprise',
            account: { firstName: 'Ada', lastName: '', email: '', company: '', phone: '' },
            domainName: '',
            projectDescription: '',
            inspirationWebsites: '',
            includeLogo: false,
          },
        }),
        customer: sampleCustomer,
        paymentCompleted: true,
        completeDetails: true,
        paidPackage: 'professional',
      }),
    );
    expect(next.snapshot).toBeUndefined();
    expect(next.input.openWith).toEqual({ packageId: 'professional' });
    expect(resumed(next.input).view()).toMatchObject({
      step: 'domain',
      currentPackage: { id: 'professional' },
    });
  });

  it('opens the domain step when a draft left at the payment finds the payment completed', () => {
    const next = startOnboarding(
      facts({
        storedDraft: {
          version: DRAFT_VERSION,
          step: 'payment',
          context: { basePackage: 'startup', packageId: 'enterprise' },
        },
        customer: sampleCustomer,
        paymentCompleted: true,
        paidPackage: 'Website Package',
      }),
    );
    expect(next.input.openWith).toEqual({ packageId: 'enterprise' });
    expect(resumed(next.input).view().step).toBe('domain');
  });

  it('leaves a draft alone on a page a purchase passes through (the checkout, the success page)', () => {
    const draft = {
      version: DRAFT_VERSION,
      step: 'payment',
      context: { basePackage: 'startup', packageId: 'startup' },
    };
    const next = startOnboarding(facts({ storedDraft: draft, customer: sampleCustomer, resumeHere: false }));
    expect(next).toEqual({
      input: { customer: sampleCustomer, paymentCompleted: false, openWith: null },
      keepDraft: true,
    });
    expect(resumed(next.input).view().isOpen).toBe(false);
  });

  it('offers a draft of an earlier visit instead of reopening it, and keeps it once the offer is dismissed', () => {
    const draft = {
      version: DRAFT_VERSION,
      step: 'details',
      context: { basePackage: 'startup', packageId: 'startup', account: { firstName: 'Ada' } },
    };
    const later = startOnboarding(facts({ storedDraft: draft, customer: sampleCustomer, inThisTab: false }));
    expect(later).toMatchObject({ keepDraft: true, offered: { step: 'details' } });
    expect(later.snapshot).toBeUndefined();
    expect(resumed(later.input).view().isOpen).toBe(false);
    const asked = resumed(later.input, later.offered!.snapshot).view();
    expect(asked).toMatchObject({ isOpen: true, step: 'details' });

    const dismissed = startOnboarding(
      facts({ storedDraft: draft, customer: sampleCustomer, inThisTab: false, promptDismissed: true }),
    );
    expect(dismissed).toEqual({
      input: { customer: sampleCustomer, paymentCompleted: false, openWith: null },
      keepDraft: true,
    });
  });

  it('starts closed without a draft, and drops what is not a draft of this version', () => {
    expect(startOnboarding(facts({}))).toEqual({
      input: { customer: null, paymentCompleted: false, openWith: null },
    });
    for (const junk of [
      'nonsense',
      {
        version: DRAFT_VERSION + 1,
        step: 'details',
        context: { basePackage: 'startup', packageId: 'startup' },
      },
      { version: DRAFT_VERSION, step: 'checkout', context: { basePackage: 'startup', packageId: 'startup' } },
      { version: DRAFT_VERSION, step: 'details', context: { basePackage: 'gold', packageId: 'startup' } },
    ]) {
      expect(parseDraft(junk)).toBeNull();
      expect(startOnboarding(facts({ storedDraft: junk })).snapshot).toBeUndefined();
    }
  });

  it('reads strings only: a tampered field becomes empty', () => {
    const draft = parseDraft({
      version: DRAFT_VERSION,
      step: 'details',
      context: { basePackage: 'startup', packageId: 'platinum', projectDescription: 42, includeLogo: 'yes' },
    });
    expect(draft?.context).toMatchObject({
      packageId: 'platinum',
      projectDescription: '',
      includeLogo: false,
    });
  });
});

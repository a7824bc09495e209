/** The onboarding tests' shared set-up: fakes that record their calls, effects, toasts in English. */
import { vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { AuthResponse } from '@contract/api/auth';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './onboarding.connect';
import { onboardingFakes } from './onboarding.fakes';
import { onboardingMachine } from './onboarding.machine';
import { returningAfterPayment } from './onboarding.states';
import type { OnboardingInput, OnboardingProjectDraft } from './onboarding.types';

export const PHONE = '(555) 010-0000';

export interface Services {
  register?: (input: BodyOf<'register'>) => Promise<AuthResponse>;
  createPayment?: (input: BodyOf<'createPaymentIntent'>) => Promise<ResponseOf<'createPaymentIntent'>>;
  createProject?: (input: OnboardingProjectDraft) => Promise<ResponseOf<'createProject'>>;
  createLogoPayment?: (input: BodyOf<'createLogoPayment'>) => Promise<ResponseOf<'createLogoPayment'>>;
}

export const start = (input: OnboardingInput, services: Services = {}) => {
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
    closeCustomerLogin: vi.fn(),
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
        register: fromPromise(({ input: body }: { input: BodyOf<'register'> }) => calls.register(body)),
        createPayment: fromPromise(({ input: body }: { input: BodyOf<'createPaymentIntent'> }) =>
          calls.createPayment(body),
        ),
        createProject: fromPromise(({ input: body }: { input: OnboardingProjectDraft }) =>
          calls.createProject(body),
        ),
        createLogoPayment: fromPromise(({ input: body }: { input: BodyOf<'createLogoPayment'> }) =>
          calls.createLogoPayment(body),
        ),
      },
      actions: { showToast: recorder.showToast, ...effects },
    }),
    { input, clock },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const lastToast = () => englishOf(recorder.last(), { phone: PHONE });
  const settle = () => waitFor(actor, () => !view().isBusy || view().isCompleted);
  return { actor, clock, view, recorder, effects, calls, lastToast, settle };
};

export const toDetails = (input: OnboardingInput = returningAfterPayment, services: Services = {}) => {
  const started = start(input, services);
  started.view().onSkipDomain();
  return started;
};

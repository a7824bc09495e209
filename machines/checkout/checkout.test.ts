import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CheckoutRedirectResponse, CheckoutResponse } from '@contract/api/payments';
import { checkCoverage } from '../testing/coverage';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { connect } from './checkout.connect';
import { checkoutCoverage } from './checkout.coverage';
import {
  CANCEL_REDIRECT,
  cancelledCheckout,
  checkoutFakes,
  paidCheckout,
  sampleCheckout,
  serverRefusal,
} from './checkout.fakes';
import { checkoutMachine, type PaymentCallInput } from './checkout.machine';
import { statesOfInterest } from './checkout.states';

type Call<T> = (input: PaymentCallInput) => Promise<T>;

/** A promise the test settles itself, to look at the machine while a call is running. */
const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const start = ({
  load = async () => sampleCheckout,
  pay = async () => ({ redirectUrl: sampleCheckout.returnUrl }),
  cancel = async () => ({ redirectUrl: CANCEL_REDIRECT }),
}: {
  load?: Call<CheckoutResponse>;
  pay?: Call<CheckoutRedirectResponse>;
  cancel?: Call<CheckoutRedirectResponse>;
} = {}) => {
  const navigateTo = vi.fn();
  const loadPayment = vi.fn(load);
  const payPayment = vi.fn(pay);
  const cancelPayment = vi.fn(cancel);
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadPayment: fromPromise(({ input }) => loadPayment(input)),
        pay: fromPromise(({ input }) => payPayment(input)),
        cancel: fromPromise(({ input }) => cancelPayment(input)),
      },
      actions: { navigateTo },
    }),
    { input: { paymentId: 'pay_123' } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  /** What the page's buttons would show: which work, and whether a call is running. */
  const buttons = () => {
    const current = view();
    return {
      canPay: !current.getPayButtonProps().disabled,
      canCancel: !current.getCancelButtonProps().disabled,
      isBusy: current.busyAction !== null || current.status === 'redirecting',
    };
  };
  const pressPay = () => view().getPayButtonProps().onClick();
  const pressCancel = () => view().getCancelButtonProps().onClick();
  const pressRetry = () => view().getRetryButtonProps().onClick();
  const navigatedTo = () => navigateTo.mock.calls.map((call) => (call[1] as { url: string }).url);
  return {
    actor,
    view,
    buttons,
    pressPay,
    pressCancel,
    pressRetry,
    navigatedTo,
    loadPayment,
    payPayment,
    cancelPayment,
  };
};

describe('checkout', () => {
  it('loads the payment by id, showing nothing to press meanwhile', async () => {
    const loading = deferred<CheckoutResponse>();
    const { actor, view, loadPayment, buttons } = start({ load: () => loading.promise });
    expect(loadPayment).toHaveBeenCalledWith({ paymentId: 'pay_123' });
    expect(view()).toMatchObject({ status: 'loading', amountLabel: null, purposeKey: null });
    expect(buttons()).toMatchObject({ canPay: false });
    loading.resolve(sampleCheckout);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({
      status: 'ready',
      amountLabel: '$2,995.00',
      description: 'Professional website package',
      purposeKey: 'checkout.purpose.package',
      customerEmail: 'ada@example.com',
      busyAction: null,
      errorMessage: null,
    });
    expect(buttons()).toMatchObject({ canPay: true, isBusy: false });
  });

  it('formats the amount in USD from cents, cents included', async () => {
    const { actor, view } = start({
      load: async () => ({ ...sampleCheckout, payment: { ...sampleCheckout.payment, amountCents: 9_950 } }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().amountLabel).toBe('$99.50');
  });

  it('gives no email when the payment names no customer', async () => {
    const { customerEmail: _omitted, ...anonymous } = sampleCheckout.payment;
    const { actor, view } = start({ load: async () => ({ ...sampleCheckout, payment: anonymous }) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().customerEmail).toBeNull();
  });

  it('pays, disabling the buttons, then navigates to the URL the server returns', async () => {
    const paying = deferred<CheckoutRedirectResponse>();
    const { actor, view, payPayment, navigatedTo, buttons, pressPay, pressCancel } = start({
      pay: () => paying.promise,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    pressPay();
    expect(payPayment).toHaveBeenCalledWith({ paymentId: 'pay_123' });
    expect(view()).toMatchObject({ status: 'paying', busyAction: 'pay' });
    expect(buttons()).toMatchObject({ canPay: false, isBusy: true });
    pressPay();
    pressCancel();
    expect(payPayment).toHaveBeenCalledTimes(1);
    paying.resolve({ redirectUrl: '/payment-success?package=Professional&amount=2995' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(navigatedTo()).toEqual(['/payment-success?package=Professional&amount=2995']);
    expect(view()).toMatchObject({ status: 'redirecting', busyAction: null });
    expect(buttons()).toMatchObject({ canPay: false, isBusy: true });
  });

  it('shows the server message when paying fails, and Pay tries again', async () => {
    let attempts = 0;
    const { actor, view, navigatedTo, buttons, pressPay } = start({
      pay: async () => {
        attempts += 1;
        if (attempts === 1) throw serverRefusal(409, 'This payment was cancelled');
        return { redirectUrl: sampleCheckout.returnUrl };
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    pressPay();
    await waitFor(actor, (s) => s.matches('payError'));
    expect(view()).toMatchObject({
      status: 'payError',
      errorMessage: 'This payment was cancelled',
    });
    expect(buttons()).toMatchObject({ canPay: true, isBusy: false });
    expect(navigatedTo()).toEqual([]);
    pressPay();
    expect(view()).toMatchObject({ status: 'paying', errorMessage: null });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(navigatedTo()).toEqual([sampleCheckout.returnUrl]);
  });

  it('can still cancel after a failed payment', async () => {
    const { actor, navigatedTo, pressPay, pressCancel } = start({
      pay: async () => {
        throw new Error('Network error');
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    pressPay();
    await waitFor(actor, (s) => s.matches('payError'));
    pressCancel();
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(navigatedTo()).toEqual([CANCEL_REDIRECT]);
  });

  it('cancels, then navigates back where the server says', async () => {
    const cancelling = deferred<CheckoutRedirectResponse>();
    const { actor, view, cancelPayment, payPayment, navigatedTo, buttons, pressPay, pressCancel } = start({
      cancel: () => cancelling.promise,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    pressCancel();
    expect(cancelPayment).toHaveBeenCalledWith({ paymentId: 'pay_123' });
    expect(view()).toMatchObject({ status: 'cancelling', busyAction: 'cancel' });
    expect(buttons()).toMatchObject({ canPay: false, isBusy: true });
    pressPay();
    expect(payPayment).not.toHaveBeenCalled();
    cancelling.resolve({ redirectUrl: CANCEL_REDIRECT });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(navigatedTo()).toEqual([CANCEL_REDIRECT]);
  });

  it('shows a failed cancel; Cancel tries again, Pay stays possible', async () => {
    let attempts = 0;
    const { actor, view, navigatedTo, buttons, pressPay, pressCancel, pressRetry } = start({
      cancel: async () => {
        attempts += 1;
        throw serverRefusal(409, 'This payment is already paid');
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    pressCancel();
    await waitFor(actor, (s) => s.matches('cancelError'));
    expect(view()).toMatchObject({ errorMessage: 'This payment is already paid' });
    expect(buttons()).toMatchObject({ canPay: true });
    pressRetry();
    expect(view().status).toBe('cancelError');
    pressCancel();
    expect(view().status).toBe('cancelling');
    await waitFor(actor, (s) => s.matches('cancelError'));
    expect(attempts).toBe(2);
    pressPay();
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(navigatedTo()).toEqual([sampleCheckout.returnUrl]);
  });

  it('does not offer to pay a payment that is already paid, and links to where it continues', async () => {
    const { actor, view, buttons } = start({ load: async () => paidCheckout });
    await waitFor(actor, (s) => s.matches('alreadyPaid'));
    expect(view()).toMatchObject({
      status: 'alreadyPaid',
      returnUrl: '/payment-success?package=Professional&amount=2995',
      amountLabel: '$2,995.00',
    });
    expect(buttons()).toMatchObject({ canPay: false });
  });

  it('does not offer to pay a cancelled payment', async () => {
    const { actor, view, buttons } = start({ load: async () => cancelledCheckout });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(view()).toMatchObject({ status: 'cancelled' });
    expect(buttons()).toMatchObject({ canPay: false });
  });

  it.each([404, 400])('reads a %i as a payment that does not exist', async (status) => {
    const { actor, view, buttons } = start({
      load: async () => {
        throw serverRefusal(status, 'Payment not found');
      },
    });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(view()).toMatchObject({ status: 'notFound', errorMessage: null });
    expect(buttons()).toMatchObject({ canPay: false });
  });

  it('shows a load error with the server message, and loads again on retry', async () => {
    let attempts = 0;
    const { actor, view, buttons, pressRetry } = start({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw serverRefusal(500, 'Internal server error');
        return sampleCheckout;
      },
    });
    await waitFor(actor, (s) => s.matches('loadError'));
    expect(view()).toMatchObject({
      status: 'loadError',
      errorMessage: 'Internal server error',
    });
    expect(buttons()).toMatchObject({ canPay: false });
    pressRetry();
    expect(view()).toMatchObject({ status: 'loading', errorMessage: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(attempts).toBe(2);
  });

  it('has no message for a network failure without one', async () => {
    const { actor, view } = start({
      load: async () => {
        throw new Error('');
      },
    });
    await waitFor(actor, (s) => s.matches('loadError'));
    expect(view().errorMessage).toBeNull();
  });

  it('reaches every state and takes every transition', async () => {
    const report = await checkCoverage(checkoutCoverage);
    expect(report.uncoveredStates).toEqual([]);
    expect(report.uncoveredTransitions).toEqual([]);
  });

  itReachesEachStateOfInterest(checkoutMachine, statesOfInterest, checkoutFakes);
});

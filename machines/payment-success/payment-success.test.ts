import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { QueryOf, ResponseOf } from '@contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { TIMINGS } from '../timings';
import { connect } from './payment-success.connect';
import { paymentSuccessFakes } from './payment-success.fakes';
import { paymentSuccessMachine, type PaymentSuccessInput } from './payment-success.machine';
import { paidProfessional, statesOfInterest } from './payment-success.states';

const start = (
  input: PaymentSuccessInput,
  confirm: (query: QueryOf<'confirmPayment'>) => Promise<ResponseOf<'confirmPayment'>> = async (query) =>
    paymentSuccessFakes.confirmPayment(query),
) => {
  const recorder = recordToasts();
  const storePaymentCompleted = vi.fn();
  const navigateToCompleteDetails = vi.fn();
  const confirmPayment = vi.fn(confirm);
  const clock = new SimulatedClock();
  const actor = createActor(
    paymentSuccessMachine.provide({
      actions: { showToast: recorder.showToast, storePaymentCompleted, navigateToCompleteDetails },
      actors: {
        confirmPayment: fromPromise(({ input: query }: { input: QueryOf<'confirmPayment'> }) =>
          confirmPayment(query),
        ),
      },
    }),
    { input, clock },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { actor, clock, view, recorder, storePaymentCompleted, navigateToCompleteDetails, confirmPayment };
};

describe('paymentSuccess', () => {
  it("redirects after 3 s: 'Redirecting...', the payment stored, then /#complete-details", () => {
    const { clock, view, recorder, storePaymentCompleted, navigateToCompleteDetails } =
      start(paidProfessional);
    clock.increment(TIMINGS.paymentSuccessRedirect - 1);
    expect(view().isRedirecting).toBe(false);
    expect(storePaymentCompleted).not.toHaveBeenCalled();
    clock.increment(1);
    expect(view().isRedirecting).toBe(true);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Redirecting...',
      variant: 'info',
    });
    expect(storePaymentCompleted).toHaveBeenCalledWith(expect.anything(), {
      packageName: 'professional',
      amount: '2995',
    });
    expect(navigateToCompleteDetails).toHaveBeenCalledTimes(1);
  });

  it("reads 'Website Package' and '0' when the query names neither", () => {
    const { view } = start({ packageName: null, amount: '', sessionId: null });
    expect(view()).toMatchObject({ packageName: 'Website Package', amount: '0' });
  });

  it('opened without a payment (no amount, $0, unreadable, no session) says none was found and stays', () => {
    for (const amount of [null, '', '0', 'lots', '-5']) {
      const { clock, view, storePaymentCompleted, navigateToCompleteDetails, recorder } = start({
        packageName: 'professional',
        amount,
        sessionId: null,
      });
      expect(view().paymentFound).toBe(false);
      clock.increment(TIMINGS.paymentSuccessRedirect * 2);
      expect(view().isRedirecting).toBe(false);
      expect(storePaymentCompleted).not.toHaveBeenCalled();
      expect(navigateToCompleteDetails).not.toHaveBeenCalled();
      expect(recorder.last()).toBeUndefined();
    }
  });

  it('a paid amount, or a provider session without one, is a payment found', () => {
    expect(start(paidProfessional).view().paymentFound).toBe(true);
    expect(
      start({ packageName: null, amount: null, sessionId: 'cs_1' }, () => new Promise(() => {})).view()
        .paymentFound,
    ).toBe(true);
  });

  it('leaving before the redirect records nothing', () => {
    const { clock, view, storePaymentCompleted } = start(paidProfessional);
    view().onLeave();
    clock.increment(TIMINGS.paymentSuccessRedirect);
    expect(storePaymentCompleted).not.toHaveBeenCalled();
  });

  it('confirms a provider session without holding the redirect back', async () => {
    const { actor, clock, view, confirmPayment } = start(
      { ...paidProfessional, sessionId: 'cs_1' },
      () => new Promise(() => {}),
    );
    expect(confirmPayment).toHaveBeenCalledTimes(1);
    expect(confirmPayment).toHaveBeenCalledWith({ session_id: 'cs_1' });
    clock.increment(TIMINGS.paymentSuccessRedirect);
    expect(view().isRedirecting).toBe(true);
    expect(actor.getSnapshot().matches({ confirmation: 'confirming' })).toBe(true);
  });

  it('a failed confirmation changes nothing for the visitor', async () => {
    const { actor } = start({ ...paidProfessional, sessionId: 'cs_1' }, async () => {
      throw new Error('503: unavailable');
    });
    await waitFor(actor, (s) => s.matches({ confirmation: 'unconfirmed' }));
    expect(actor.getSnapshot().matches({ redirect: 'counting' })).toBe(true);
  });

  it('names a known purchase by its key and shows any other label as it came', () => {
    const purchase = (packageName: string | null) =>
      start({ packageName, amount: null, sessionId: null }).view().purchase;
    expect(purchase(null)).toEqual({ key: 'paymentSuccess.purchase.default' });
    expect(purchase('professional')).toEqual({ key: 'paymentSuccess.purchase.professional' });
    expect(purchase('Platinum')).toEqual({ key: 'paymentSuccess.purchase.platinum' });
    expect(purchase('repair_deposit')).toEqual({ key: 'paymentSuccess.purchase.repair_deposit' });
    expect(purchase('Gift card')).toEqual({ text: 'Gift card' });
  });

  it('shows the amount in USD, cents only when it has them, $0 when unreadable', () => {
    const amountLabel = (amount: string | null) =>
      start({ packageName: null, amount, sessionId: null }).view().amountLabel;
    expect(amountLabel('2995')).toBe('$2,995');
    expect(amountLabel('12.5')).toBe('$12.50');
    expect(amountLabel(null)).toBe('$0');
    expect(amountLabel('lots')).toBe('$0');
    expect(amountLabel('-5')).toBe('$0');
  });

  itReachesEachStateOfInterest(paymentSuccessMachine, statesOfInterest, paymentSuccessFakes);
});

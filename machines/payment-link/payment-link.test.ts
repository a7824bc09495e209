import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BodyOf, ResponseOf } from '../../contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { paymentLinkMessages } from './messages';
import { connect } from './payment-link.connect';
import { paymentLinkFakes } from './payment-link.fakes';
import { isValidAmount, paymentLinkMachine } from './payment-link.machine';
import { filledIn, statesOfInterest } from './payment-link.states';

const start = (
  create: () => Promise<ResponseOf<'createPaymentLink'>> = async () => paymentLinkFakes.createPaymentLink(),
) => {
  const recorder = recordToasts();
  const copyToClipboard = vi.fn();
  const createPaymentLink = vi.fn((_input: BodyOf<'createPaymentLink'>) => create());
  const actor = createActor(
    paymentLinkMachine.provide({
      actors: {
        createPaymentLink: fromPromise(({ input }: { input: BodyOf<'createPaymentLink'> }) =>
          createPaymentLink(input),
        ),
      },
      actions: { showToast: recorder.showToast, copyToClipboard },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const fill = () => filledIn.forEach((event) => actor.send(event));
  const settled = () => waitFor(actor, (s) => !s.matches('creating'));
  return { view, recorder, copyToClipboard, createPaymentLink, fill, settled };
};

describe('paymentLink', () => {
  it.each([
    ['1', true],
    ['0.99', false],
    ['12.345', false],
    ['898.50', true],
    ['abc', false],
  ])('an amount of %s is valid: %s', (amount, valid) => {
    expect(isValidAmount(amount)).toBe(valid);
  });

  it('needs all four fields', () => {
    const { view, fill, createPaymentLink } = start();
    fill();
    view().onFieldChange('description', ' ');
    expect(view().canCreate).toBe(false);
    view().onCreate();
    expect(createPaymentLink).not.toHaveBeenCalled();
  });

  it('creates the link in dollars and copies it to the clipboard', async () => {
    const { view, fill, createPaymentLink, copyToClipboard, settled } = start();
    fill();
    view().onCreate();
    await settled();
    expect(createPaymentLink).toHaveBeenCalledWith({
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      amount: 898.5,
      description: 'Deposit for the Professional website',
    });
    expect(view().paymentUrl).toBe('/checkout/payment_link');
    expect(copyToClipboard).toHaveBeenCalledWith(expect.anything(), { text: '/checkout/payment_link' });
    view().onReset();
    expect(view()).toMatchObject({ paymentUrl: null, form: { customerName: '' } });
  });

  it("'Failed to create payment link' keeps the form", async () => {
    const { view, fill, recorder, settled } = start(async () => {
      throw new Error('500');
    });
    fill();
    view().onCreate();
    await settled();
    expect(view().form.customerName).toBe('Ada Lovelace');
    expect(englishOf(recorder.last(), paymentLinkMessages)).toEqual({
      title: 'Error',
      description: 'Failed to create payment link',
      variant: 'error',
    });
  });

  itReachesEachStateOfInterest(paymentLinkMachine, statesOfInterest, paymentLinkFakes);
});

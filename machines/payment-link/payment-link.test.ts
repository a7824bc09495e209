import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './payment-link.connect';
import { paymentLinkFakes } from './payment-link.fakes';
import { isValidAmount, paymentLinkMachine } from './payment-link.machine';
import { filledIn, statesOfInterest } from './payment-link.states';

const start = (
  create: () => Promise<ResponseOf<'createPaymentLink'>> = async () => paymentLinkFakes.createPaymentLink(),
  copy: () => Promise<void> = async () => {},
) => {
  const recorder = recordToasts();
  const copyToClipboard = vi.fn((_input: { text: string }) => copy());
  const createPaymentLink = vi.fn((_input: BodyOf<'createPaymentLink'>) => create());
  const actor = createActor(
    paymentLinkMachine.provide({
      actors: {
        createPaymentLink: fromPromise(({ input }: { input: BodyOf<'createPaymentLink'> }) =>
          createPaymentLink(input),
        ),
        copyToClipboard: fromPromise(({ input }: { input: { text: string } }) => copyToClipboard(input)),
      },
      actions: { showToast: recorder.showToast },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const fill = () => filledIn.forEach((event) => actor.send(event));
  const settled = () => waitFor(actor, (s) => !s.matches('creating') && !s.matches('copying'));
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
    const { view, fill, recorder, createPaymentLink, copyToClipboard, settled } = start();
    fill();
    view().onCreate();
    await settled();
    expect(createPaymentLink).toHaveBeenCalledWith({
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      amount: 898.5,
      description: 'Deposit for the Professional website',
    });
    expect(view()).toMatchObject({ paymentUrl: '/checkout/payment_link', isCopied: true });
    expect(copyToClipboard).toHaveBeenCalledWith({ text: '/checkout/payment_link' });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Payment Link Created',
      description: 'The link has been copied to your clipboard.',
      variant: 'success',
    });
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
    expect(englishOf(recorder.last())).toEqual({
      title: 'Error',
      description: 'Failed to create payment link',
      variant: 'error',
    });
  });

  it('shows the link to copy by hand when the browser refuses the clipboard, and copies again on demand', async () => {
    let refuse = true;
    const { view, fill, recorder, copyToClipboard, settled } = start(undefined, async () => {
      if (refuse) throw new Error('NotAllowedError');
    });
    fill();
    view().onCreate();
    await settled();
    expect(view()).toMatchObject({ paymentUrl: '/checkout/payment_link', isCopied: false });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Payment Link Created',
      description: 'Copy the link below and send it to your customer.',
      variant: 'info',
    });
    refuse = false;
    view().onCopy();
    expect(view().isCopying).toBe(true);
    await settled();
    expect(view().isCopied).toBe(true);
    expect(copyToClipboard).toHaveBeenCalledTimes(2);
  });

  itReachesEachStateOfInterest(paymentLinkMachine, statesOfInterest, paymentLinkFakes);
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ParamsOf, ResponseOf } from '@contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './fixed-link.connect';
import { fixedLinkFakes } from './fixed-link.fakes';
import { fixedLinkMachine } from './fixed-link.machine';
import { statesOfInterest } from './fixed-link.states';

const start = (
  load: (params: ParamsOf<'paymentLink'>) => Promise<ResponseOf<'paymentLink'>> = async (params) =>
    fixedLinkFakes.loadLink(params),
) => {
  const recorder = recordToasts();
  const calls: string[] = [];
  const loadLink = vi.fn(load);
  const actor = createActor(
    fixedLinkMachine.provide({
      actors: { loadLink: fromPromise(({ input }: { input: ParamsOf<'paymentLink'> }) => loadLink(input)) },
      actions: {
        prepareTab: () => calls.push('prepare'),
        openInTab: (_, { url }) => calls.push(`open ${url}`),
        discardTab: () => calls.push('discard'),
        showToast: recorder.showToast,
      },
    }),
    { input: { kind: 'repair_deposit' } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('opening'));
  return { actor, view, recorder, calls, loadLink, settled };
};

describe('fixedLink', () => {
  it("'Skip to $99 Deposit' toggles the panel", () => {
    const { view } = start();
    expect(view().isPanelOpen).toBe(false);
    expect(view().getPanelToggleProps()['aria-expanded']).toBe(false);
    view().getPanelToggleProps().onClick();
    expect(view().isPanelOpen).toBe(true);
    expect(view().getPanelToggleProps()['aria-expanded']).toBe(true);
    view().getPanelToggleProps().onClick();
    expect(view().isPanelOpen).toBe(false);
  });

  it('opens the tab at the press, asks for its kind of link, then sends the tab there', async () => {
    let answer: (value: ResponseOf<'paymentLink'>) => void = () => {};
    const { view, calls, loadLink, settled } = start(() => new Promise((resolve) => (answer = resolve)));
    view().onOpen();
    expect(calls).toEqual(['prepare']);
    expect(loadLink).toHaveBeenCalledWith({ kind: 'repair_deposit' });
    expect(view().getOpenButtonProps()).toMatchObject({
      disabled: true,
      'aria-busy': true,
      'data-state': 'busy',
    });
    // A second press while the first is under way opens no second tab.
    view().onOpen();
    expect(calls).toEqual(['prepare']);
    answer({ paymentUrl: '/checkout/pay_1' });
    await settled();
    expect(calls).toEqual(['prepare', 'open /checkout/pay_1']);
    expect(view().getOpenButtonProps()).toMatchObject({
      disabled: false,
      'aria-busy': false,
      'data-state': 'idle',
    });
  });

  it('closes the tab and toasts when no link comes, and may be pressed again', async () => {
    const { view, calls, recorder, settled } = start(async () => {
      throw new Error('');
    });
    view().onOpen();
    await settled();
    expect(calls).toEqual(['prepare', 'discard']);
    expect(englishOf(recorder.last(), { phone: '(555) 010-4800' })).toEqual({
      title: 'Payment Page Unavailable',
      description: 'We could not open the payment page. Please try again or call us at (555) 010-4800.',
      variant: 'error',
    });
    expect(view().getOpenButtonProps().disabled).toBe(false);
  });

  it("shows the server's own message when it sent one", async () => {
    const { view, recorder, settled } = start(async () => {
      throw Object.assign(new Error('Payments are paused for maintenance'), { status: 503 });
    });
    view().onOpen();
    await settled();
    expect(recorder.last()).toMatchObject({ values: { message: 'Payments are paused for maintenance' } });
  });

  itReachesEachStateOfInterest(fixedLinkMachine, statesOfInterest, fixedLinkFakes);
});

/**
 * The fixed payment links of decision 15 that the home page opens in a new tab: the maintenance
 * subscription, the $250/month fix-and-maintain plan and the $99 repair deposit (spec part 2 §2,
 * §4, §7). The server answers each with a fresh checkout, so the link is asked for at the press:
 * the app opens an empty tab at once (browsers allow a new tab only during the press), sends it to
 * the link when it comes, and closes it with a toast when it does not. The repair deposit's
 * 'Skip to $99 Deposit' panel is the `panel` region; a plain button never toggles it.
 */
import { fromPromise, setup } from 'xstate';
import type { PaymentLinkKind } from '@contract/api/payments';
import type { ParamsOf, ResponseOf } from '@contract/routes';
import { failureToast, type ToastParams } from '../shared/toast';

export interface FixedLinkInput {
  kind: PaymentLinkKind;
}

export interface FixedLinkContext {
  kind: PaymentLinkKind;
}

export type FixedLinkEvent =
  /** 'Skip to $99 Deposit': shows or hides the deposit panel. */
  { type: 'panel.toggle' } | { type: 'link.open' };

export const fixedLinkToastBase = {
  titleKey: 'home.paymentLink.failed.title',
  variant: 'error',
} as const satisfies Omit<ToastParams, 'descriptionKey' | 'values'>;

/** The toast of a link that could not be had: the server's message, else the fallback. */
export const linkFailedToast = (error: unknown): ToastParams =>
  failureToast(fixedLinkToastBase, error, {
    refused: 'home.paymentLink.failed.description',
    unanswered: 'home.paymentLink.failed.description',
  });

export const fixedLinkMachine = setup({
  types: {
    input: {} as FixedLinkInput,
    context: {} as FixedLinkContext,
    events: {} as FixedLinkEvent,
  },
  actors: {
    loadLink: fromPromise<ResponseOf<'paymentLink'>, ParamsOf<'paymentLink'>>(async () => {
      throw new Error('loadLink is provided by the app');
    }),
  },
  actions: {
    /** App: open an empty tab now, while the press still allows it. */
    prepareTab: () => {},
    /** App: send the prepared tab (or a new one) to the link. */
    openInTab: (_, _params: { url: string }) => {},
    /** App: close the prepared tab; no link came. */
    discardTab: () => {},
    showToast: (_, _params: ToastParams) => {},
  },
}).createMachine({
  id: 'fixedLink',
  context: ({ input }) => ({ kind: input.kind }),
  type: 'parallel',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'panel.toggle': 'open' } },
        open: { tags: ['panelOpen'], on: { 'panel.toggle': 'closed' } },
      },
    },
    link: {
      initial: 'idle',
      states: {
        idle: { on: { 'link.open': { target: 'opening', actions: 'prepareTab' } } },
        opening: {
          tags: ['opening'],
          invoke: {
            id: 'loadLink',
            src: 'loadLink',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: {
              target: 'idle',
              actions: { type: 'openInTab', params: ({ event }) => ({ url: event.output.paymentUrl }) },
            },
            onError: {
              target: 'idle',
              actions: [
                'discardTab',
                { type: 'showToast', params: ({ event }) => linkFailedToast(event.error) },
              ],
            },
          },
        },
      },
    },
  },
});

export type FixedLinkMachine = typeof fixedLinkMachine;

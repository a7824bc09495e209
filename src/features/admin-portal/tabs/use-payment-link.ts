/**
 * The payment link form (spec part 1 §5, §7): the server's link, made absolute on this site's
 * address so it can be pasted into an email, then copied to the clipboard.
 */
import { fromPromise } from 'xstate';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { connectPaymentLink, paymentLinkMachine, type PaymentLinkView } from '@machines/payment-link';
import { asService } from '@src/api/service-error';
import { loadCallRoute } from '@src/api/route-query';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';

/** The sandbox answers a path on this site ('/checkout/…'); a provider answers a full URL. */
const absolute = (url: string): string => new URL(url, window.location.origin).href;

const createPaymentLink = fromPromise<ResponseOf<'createPaymentLink'>, BodyOf<'createPaymentLink'>>(
  async ({ input }) => {
    const { paymentUrl } = await asService(
      loadCallRoute().then((call) => call('createPaymentLink', { body: input })),
    );
    return { paymentUrl: absolute(paymentUrl) };
  },
);

const copyToClipboard = fromPromise<void, { text: string }>(({ input }) =>
  navigator.clipboard.writeText(input.text),
);

export const usePaymentLink = (): PaymentLinkView =>
  useFlow(paymentLinkMachine, connectPaymentLink, {
    implementations: {
      actors: { createPaymentLink, copyToClipboard },
      actions: { showToast: (_, params) => showMachineToast(params) },
    },
  });

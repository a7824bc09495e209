/** The checkout machine's view: its states of interest become stories of the real checkout card. */
import {
  checkoutFakes,
  checkoutMachine,
  checkoutStatesOfInterest,
  connectCheckout,
} from '@machines/checkout';
import { CheckoutCard } from '@src/features/checkout/checkout-card.view';
import { expect, userEvent } from 'storybook/test';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: checkoutMachine,
  statesOfInterest: checkoutStatesOfInterest,
  fakes: checkoutFakes,
  connect: connectCheckout,
  View: CheckoutCard,
  // A story never leaves the page: the redirect after paying or cancelling is only logged.
  implementations: {
    actions: { navigateTo: (_, { url }) => console.info(`The checkout would now go to ${url}`) },
  },
  // The main path: pay; after a refusal the server's message, and Pay and Cancel stay open.
  plays: {
    'Ready to pay': async ({ canvas }) => {
      await expect(canvas.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      await expect(canvas.getByText('Professional website package')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Pay $2,995.00' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent('Redirecting…');
    },
    'Payment failed': async ({ canvas }) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent('The payment provider is unavailable');
      await expect(canvas.getByRole('button', { name: 'Pay $2,995.00' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
  },
});

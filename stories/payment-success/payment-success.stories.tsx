import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentSuccessCard } from '../../src/features/payment-success/payment-success-card.view';
import { stateStory } from '../support/state-story';
import { paymentSuccessStates } from './payment-success.states';

/** Every state of interest of the payment-success page (machines/payment-success/payment-success.states.ts). */
const meta = {
  title: 'Payment success/States',
  component: PaymentSuccessCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentSuccessCard>;

export default meta;

export const ThankYou = stateStory(paymentSuccessStates, 'Thank you');
export const Defaults = stateStory(paymentSuccessStates, 'Defaults');
export const ConfirmingAStripePayment = stateStory(paymentSuccessStates, 'Confirming a Stripe payment');
export const Redirecting = stateStory(paymentSuccessStates, 'Redirecting');

/** As the server renders it: the page has not read its address yet, so package and amount wait. */
export const BeforeHydration: StoryObj<typeof meta> = { args: { view: null } };

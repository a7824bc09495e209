import type { Meta } from '@storybook/react-vite';
import { CheckoutCard } from '../../src/features/checkout/checkout-card.view';
import { stateStory } from '../support/state-story';
import { checkoutStates } from './checkout.states';

/** Every state of interest of the sandbox checkout (machines/checkout/checkout.states.ts). */
const meta = {
  title: 'Checkout/States',
  component: CheckoutCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutCard>;

export default meta;

export const Loading = stateStory(checkoutStates, 'Loading');
export const ReadyToPay = stateStory(checkoutStates, 'Ready to pay');
export const Paying = stateStory(checkoutStates, 'Paying');
export const Redirecting = stateStory(checkoutStates, 'Redirecting');
export const PaymentFailed = stateStory(checkoutStates, 'Payment failed');
export const Cancelling = stateStory(checkoutStates, 'Cancelling');
export const CancelFailed = stateStory(checkoutStates, 'Cancel failed');
export const AlreadyPaid = stateStory(checkoutStates, 'Already paid');
export const Cancelled = stateStory(checkoutStates, 'Cancelled');
export const NotFound = stateStory(checkoutStates, 'Not found');
export const LoadFailed = stateStory(checkoutStates, 'Load failed');

import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { paymentLinkStates } from './admin-portal.states';

/** The Payment Links tab's form in each state of its machine (machines/payment-link). */
const meta = {
  title: 'Admin portal/Payment link',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

export const EmptyForm = stateStory(paymentLinkStates, 'Empty form');
export const FilledIn = stateStory(paymentLinkStates, 'Filled in');
export const Creating = stateStory(paymentLinkStates, 'Creating');
export const Copying = stateStory(paymentLinkStates, 'Copying');
export const Created = stateStory(paymentLinkStates, 'Created');
export const CreatedNotCopied = stateStory(paymentLinkStates, 'Created, not copied');

import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { customerDeletionStates } from './admin-portal.states';

/** The customer list's Delete in each state of its machine (machines/customer-deletion). */
const meta = {
  title: 'Admin portal/Customer deletion',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

export const Confirmation = stateStory(customerDeletionStates, 'Confirmation');
export const Deleting = stateStory(customerDeletionStates, 'Deleting');

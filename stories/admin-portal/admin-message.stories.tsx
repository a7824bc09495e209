import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { adminMessageStates } from './admin-portal.states';

/**
 * The admins' send-message sub-dialog in each of its states (machines/portal-message, the admin
 * senders; the customer's form has its own stories).
 */
const meta = {
  title: 'Admin portal/Message dialog',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

export const AdminDialogClosed = stateStory(adminMessageStates, 'Admin dialog closed');
export const AdminDialog = stateStory(adminMessageStates, 'Admin dialog');
export const AdminTabDialog = stateStory(adminMessageStates, 'Admin tab dialog');
export const AdminDialogSending = stateStory(adminMessageStates, 'Admin dialog sending');

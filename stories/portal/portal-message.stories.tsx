import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { portalMessageStates } from './portal.states';

/** The messages tab's send form in each state of its machine (machines/portal-message). */
const meta = {
  title: 'Portal/Message form',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

export const EmptyForm = stateStory(portalMessageStates, 'Empty form');
export const ReadyToSend = stateStory(portalMessageStates, 'Ready to send');
export const Sending = stateStory(portalMessageStates, 'Sending');
export const AdminWithoutACustomer = stateStory(portalMessageStates, 'Admin without a customer');
export const AdminDialogClosed = stateStory(portalMessageStates, 'Admin dialog closed');
export const AdminDialog = stateStory(portalMessageStates, 'Admin dialog');

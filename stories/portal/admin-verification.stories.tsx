import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { adminVerificationStates } from './portal.states';

/** The Sign In tab in each state of the admin second factor (machines/admin-verification): the form, or the code panel. */
const meta = {
  title: 'Portal/Admin code panel',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

export const AdminLogin = stateStory(adminVerificationStates, 'Admin login');
export const CheckingCredentials = stateStory(adminVerificationStates, 'Checking credentials');
export const CodeStep = stateStory(adminVerificationStates, 'Code step');
export const CodePanelInTheCustomerPortal = stateStory(
  adminVerificationStates,
  'Code panel in the customer portal',
);
export const Verifying = stateStory(adminVerificationStates, 'Verifying');
export const Authenticated = stateStory(adminVerificationStates, 'Authenticated');
export const RestoredAdminSession = stateStory(adminVerificationStates, 'Restored admin session');

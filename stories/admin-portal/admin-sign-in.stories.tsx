import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { adminSignInStates } from './admin-portal.states';

/**
 * The admin portal's dialog in each admin-portal state of the second factor
 * (machines/admin-verification; the customer portal's code panel has its own stories).
 */
const meta = {
  title: 'Admin portal/Sign-in',
  parameters: { layout: 'padded', session: 'admin' },
} satisfies Meta;

export default meta;

export const AdminLogin = stateStory(adminSignInStates, 'Admin login');
export const CheckingCredentials = stateStory(adminSignInStates, 'Checking credentials');
export const CodeStep = stateStory(adminSignInStates, 'Code step');
export const Verifying = stateStory(adminSignInStates, 'Verifying');
export const Authenticated = stateStory(adminSignInStates, 'Authenticated');
export const RestoredAdminSession = stateStory(adminSignInStates, 'Restored admin session');

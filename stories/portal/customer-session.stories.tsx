import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { customerSessionStates } from './portal.states';

/** The customer portal dialog in each state of the session (machines/customer-session). */
const meta = {
  title: 'Portal/Session',
  parameters: { layout: 'fullscreen', session: 'customer' },
} satisfies Meta;

export default meta;

export const SignedOut = stateStory(customerSessionStates, 'Signed out');
export const Restoring = stateStory(customerSessionStates, 'Restoring');
export const SigningIn = stateStory(customerSessionStates, 'Signing in');
export const CreatingTheAccount = stateStory(customerSessionStates, 'Creating the account');
export const SignedIn = stateStory(customerSessionStates, 'Signed in');
export const LoginFailed = stateStory(customerSessionStates, 'Login failed');

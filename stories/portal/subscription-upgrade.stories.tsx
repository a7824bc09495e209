import type { Meta } from '@storybook/react-vite';
import { stateStory } from '../support/state-story';
import { subscriptionUpgradeStates } from './portal.states';

/** The current plan and its upgrade cards in each state of the upgrade (machines/subscription-upgrade). */
const meta = {
  title: 'Portal/Subscription upgrade',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

export const Offers = stateStory(subscriptionUpgradeStates, 'Offers');
export const Upgrading = stateStory(subscriptionUpgradeStates, 'Upgrading');

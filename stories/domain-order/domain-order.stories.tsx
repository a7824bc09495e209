import type { Meta } from '@storybook/react-vite';
import { DomainOrderPanel } from '../../src/features/domain-order/domain-order-panel.view';
import { stateStory } from '../support/state-story';
import { domainOrderStates } from './domain-order.states';

/** Every state of interest of the domains page (machines/domain-order/domain-order.states.ts). */
const meta = {
  title: 'Domains/States',
  component: DomainOrderPanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DomainOrderPanel>;

export default meta;

export const Search = stateStory(domainOrderStates, 'Search');
export const Searching = stateStory(domainOrderStates, 'Searching');
export const Results = stateStory(domainOrderStates, 'Results');
export const NoResults = stateStory(domainOrderStates, 'No results');
export const RegistrationForm = stateStory(domainOrderStates, 'Registration form');
export const FiveYears = stateStory(domainOrderStates, 'Five years');
export const MissingInformation = stateStory(domainOrderStates, 'Missing information');
export const OrderFailed = stateStory(domainOrderStates, 'Order failed');
export const PlacingTheOrder = stateStory(domainOrderStates, 'Placing the order');

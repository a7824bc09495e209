/**
 * The domain order's generated state stories render the real domains page in their state.
 */
import { composeStory } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../support/render-story';
import { stateStory } from '../support/state-story';
import { machineView } from './domain-order.machine-view';

const renderState = async (name: string) => {
  const Story = composeStory(stateStory(machineView, name), { title: 'States/DomainOrder' });
  await Story.load();
  renderStory(Story);
};

describe('domain order state stories', () => {
  it('render Results with available, taken and premium names', async () => {
    await renderState('Results');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'acme.net is unavailable' })).toBeDisabled();
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });

  it('render No results with its word', async () => {
    await renderState('No results');
    expect(await screen.findByText('No domains found for this name. Try another one.')).toBeInTheDocument();
  });

  it('render Five years with its total in the form', async () => {
    await renderState('Five years');
    const dialog = await screen.findByRole('dialog', { name: 'Register acme.com' });
    expect(within(dialog).getByTestId('domain-order-total')).toHaveTextContent('$64.95');
  });

  it('render Order failed with the form saying so', async () => {
    await renderState('Order failed');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Order Failed');
  });
});

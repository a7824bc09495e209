/**
 * The checkout's generated state stories render the real view in their state (composeStory runs
 * the story's loaders and render outside Storybook).
 */
import { composeStory } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { stateStory } from '../support/state-story';
import { machineView } from './checkout.machine-view';

describe('checkout state stories', () => {
  it.each([
    ['Ready to pay', { role: 'button', name: 'Pay $2,995.00' }],
    ['Payment failed', { role: 'alert', name: undefined }],
    ['Not found', { role: 'heading', name: 'Payment not found' }],
  ] as const)('render %s in the real view', async (name, { role, name: accessibleName }) => {
    const Story = composeStory(stateStory(machineView, name), { title: 'States/Checkout' });
    await Story.load();
    render(
      <AppProviders>
        <FeatureScope>
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        </FeatureScope>
      </AppProviders>,
    );
    expect(await screen.findByRole(role, accessibleName ? { name: accessibleName } : {})).toBeInTheDocument();
  });
});

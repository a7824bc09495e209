/**
 * Every state of interest of the checkout has its story, and each story renders the real view in
 * that state (composeStories runs the story's loaders and render outside Storybook).
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/app-providers';
import { FeatureScope } from '../../src/app/feature-scope';
import { expectedStoryExports, storyExportName } from '../support/state-story';
import { checkoutStates } from './checkout.states';
import * as stories from './checkout.stories';

const composed = composeStories(stories);

describe('checkout state stories', () => {
  it('exist for every state of interest of the machine', () => {
    expect(Object.keys(composed).sort()).toEqual(expectedStoryExports(checkoutStates).sort());
  });

  it.each([
    ['Ready to pay', { role: 'button', name: 'Pay $2,995.00' }],
    ['Payment failed', { role: 'alert', name: undefined }],
    ['Not found', { role: 'heading', name: 'Payment not found' }],
  ] as const)('render %s in the real view', async (name, { role, name: accessibleName }) => {
    const Story = composed[storyExportName(name) as keyof typeof composed];
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

/**
 * Every state of interest of the payment-success page has its story, and each story renders the
 * real card in that state.
 */
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../support/render-story';
import { expectedStoryExports, storyExportName } from '../support/state-story';
import { paymentSuccessStates } from './payment-success.states';
import * as stories from './payment-success.stories';

const { BeforeHydration, ...stateStories } = composeStories(stories);

describe('payment-success state stories', () => {
  it('exist for every state of interest of the machine', () => {
    expect(Object.keys(stateStories).sort()).toEqual(expectedStoryExports(paymentSuccessStates).sort());
  });

  it.each([
    ['Thank you', 'Professional Website Package', '$2,995'],
    ['Defaults', 'Website Package', '$0'],
  ] as const)('render %s in the real view', async (name, purchase, amount) => {
    const Story = stateStories[storyExportName(name) as keyof typeof stateStories];
    await Story.load();
    renderStory(Story);
    expect(await screen.findByTestId('payment-package')).toHaveTextContent(purchase);
    expect(screen.getByTestId('payment-amount')).toHaveTextContent(amount);
  });

  it("render Redirecting with 'Redirecting...'", async () => {
    await stateStories.Redirecting.load();
    renderStory(stateStories.Redirecting);
    expect(await screen.findByRole('status')).toHaveTextContent('Redirecting...');
  });

  it('render the page before hydration with its texts and no figures yet', () => {
    renderStory(BeforeHydration);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Our support team will contact you within 2 hours.')).toBeInTheDocument();
  });
});

/**
 * The health check's generated state stories render the real view in their state (composeStory
 * runs the story's loaders and render outside Storybook).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStateStory } from '../support/render-state-story';
import { machineView } from './health-check.machine-view';

const renderStory = (name: string) => renderStateStory(machineView, name, 'States/Health check');

describe('health check state stories', () => {
  it.each([
    ['Empty', 'Analyze Website', true],
    ['Analyzing', 'Analyzing...', true],
    ['Fix offer agreed', 'Fix My Website - $250/month (opens in a new tab)', false],
  ] as const)('render %s in the real view', async (name, button, disabled) => {
    await renderStory(name);
    const found = await screen.findByRole('button', { name: button });
    expect(found.hasAttribute('disabled')).toBe(disabled);
  });

  it('render the band text of a good score', async () => {
    await renderStory('Good score');
    expect(await screen.findByText('Excellent! Your website is performing well.')).toBeInTheDocument();
  });
});

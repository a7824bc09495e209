/**
 * Every state of interest of the credit claim has its story, and each story renders the real
 * claim-credit card in that state.
 */
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../support/render-story';
import { expectedStoryExports, storyExportName } from '../support/state-story';
import { creditClaimStates } from './credit-claim.states';
import * as stories from './credit-claim.stories';

const composed = composeStories(stories);

describe('credit claim state stories', () => {
  it('exist for every state of interest of the machine', () => {
    expect(Object.keys(composed).sort()).toEqual(expectedStoryExports(creditClaimStates).sort());
  });

  it.each([
    ['Empty form', { role: 'button', name: 'Claim $200 Credit' }],
    ['Credit applied', { role: 'heading', name: 'Credit Applied' }],
    ['Credit applied anonymously', { role: 'heading', name: 'Credit Applied' }],
    ['Credit reserved', { role: 'link', name: 'Create Account & Claim Credit' }],
    ['Already claimed', { role: 'heading', name: 'Already Claimed' }],
    ['Unable to claim', { role: 'heading', name: 'Unable to Claim' }],
  ] as const)('render %s in the real view', async (name, { role, name: accessibleName }) => {
    const Story = composed[storyExportName(name) as keyof typeof composed];
    await Story.load();
    renderStory(Story);
    expect(await screen.findByRole(role, { name: accessibleName })).toBeInTheDocument();
  });
});

/**
 * The credit claim's generated state stories render the real claim-credit card in their state.
 */
import { composeStory } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../support/render-story';
import { stateStory } from '../support/state-story';
import { machineView } from './credit-claim.machine-view';

/** A generated state story, as Storybook shows it under 'States/CreditClaim'. */
const storyOf = (name: string) =>
  composeStory(stateStory(machineView, name), { title: 'States/CreditClaim' });

describe('credit claim state stories', () => {
  it.each([
    ['Empty form', { role: 'button', name: 'Claim $200 Credit' }],
    ['Credit applied', { role: 'heading', name: 'Credit Applied' }],
    ['Credit applied anonymously', { role: 'heading', name: 'Credit Applied' }],
    ['Credit reserved', { role: 'link', name: 'Create Account & Claim Credit' }],
    ['Already claimed', { role: 'heading', name: 'Already Claimed' }],
    ['Unable to claim', { role: 'heading', name: 'Unable to Claim' }],
  ] as const)('render %s in the real view', async (name, { role, name: accessibleName }) => {
    const Story = storyOf(name);
    await Story.load();
    renderStory(Story);
    expect(await screen.findByRole(role, { name: accessibleName })).toBeInTheDocument();
  });
});

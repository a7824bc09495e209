/**
 * The portal session's generated state stories render the navigation's portal button in each
 * state: nobody named while the stored token is checked or an admin's code is asked.
 */
import { composeStory } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { stateStory } from '../support/state-story';
import { stateStoriesTitle } from '../support/story-names';
import { machineView } from './portal-session.machine-view';

describe('portal session state stories', () => {
  it.each([
    { state: 'Signed out', label: 'Customer Portal' },
    { state: 'Checking the stored token', label: 'Customer Portal' },
    { state: 'Signed in', label: 'Ada Portal' },
    { state: "Asking the admin's code", label: 'Customer Portal' },
    { state: 'Admin portal open', label: 'Grace Portal' },
  ])('$state: the portal button reads $label', async ({ state, label }) => {
    const Story = composeStory(stateStory(machineView, state), { title: stateStoriesTitle('portal-session') });
    await Story.load();
    render(
      <AppProviders>
        <Story />
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });
});

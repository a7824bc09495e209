/**
 * The funnel's generated state stories render the real views in their state (composeStory runs
 * the story's loaders and render outside Storybook).
 */
import { composeStory, type StoryObj } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { siteConfig } from '@src/lib/site-config';
import { stateStory } from '../support/state-story';
import { stateStoriesTitle } from '../support/story-names';
import { machineView as guidedTour } from './guided-tour.machine-view';
import { machineView as onboarding } from './onboarding.machine-view';
import { machineView as packageSelection } from './package-selection.machine-view';
import { machineView as popupSchedule } from './popup-schedule.machine-view';

const renderStory = async (flow: string, story: StoryObj) => {
  const Story = composeStory(story, { title: stateStoriesTitle(flow) });
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
};

describe('funnel state stories', () => {
  it.each([
    {
      flow: 'package-selection',
      story: stateStory(packageSelection, 'Open'),
      heading: 'Choose Your Website Package',
    },
    { flow: 'onboarding', story: stateStory(onboarding, 'Step 1: account'), heading: 'Create Your Account' },
    { flow: 'onboarding', story: stateStory(onboarding, 'Step 2: package'), heading: 'Your Package' },
    { flow: 'onboarding', story: stateStory(onboarding, 'Step 3: payment'), heading: 'Secure Payment' },
    { flow: 'onboarding', story: stateStory(onboarding, 'Step 4: domain'), heading: 'Your Domain' },
    {
      flow: 'onboarding',
      story: stateStory(onboarding, 'Step 5: details'),
      heading: 'Tell Us About Your Project',
    },
    {
      flow: 'guided-tour',
      story: stateStory(guidedTour, 'Welcome'),
      heading: `Welcome to ${siteConfig.brandName}!`,
    },
    { flow: 'guided-tour', story: stateStory(guidedTour, 'Contact'), heading: 'Talk to Us' },
    {
      flow: 'popup-schedule',
      story: stateStory(popupSchedule, 'Exit-intent popup'),
      heading: "Wait! Don't Leave Empty-Handed",
    },
    {
      flow: 'popup-schedule',
      story: stateStory(popupSchedule, 'Ready card'),
      heading: 'Ready for a professional website?',
    },
  ])('render $flow: $story.name in the real view', async ({ flow, story, heading }) => {
    await renderStory(flow, story);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

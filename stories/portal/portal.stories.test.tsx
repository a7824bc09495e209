/**
 * Every state of interest of the portal's machines has its story, and the stories render the real
 * views in that state (composeStories runs the story's loaders and render outside Storybook).
 */
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/app-providers';
import { FeatureScope } from '../../src/app/feature-scope';
import { expectedStoryExports, storyExportName } from '../support/state-story';
import * as adminVerification from './admin-verification.stories';
import * as customerSession from './customer-session.stories';
import {
  adminVerificationStates,
  customerSessionStates,
  portalMessageStates,
  subscriptionUpgradeStates,
} from './portal.states';
import * as portalMessage from './portal-message.stories';
import * as subscriptionUpgrade from './subscription-upgrade.stories';

const files = [
  ['customerSession', customerSession, customerSessionStates],
  ['adminVerification', adminVerification, adminVerificationStates],
  ['portalMessage', portalMessage, portalMessageStates],
  ['subscriptionUpgrade', subscriptionUpgrade, subscriptionUpgradeStates],
] as const;

/** A composed story: a component that can load its loaders first. */
type ComposedStory = ComponentType & { load: () => Promise<void> };
type Stories = Parameters<typeof composeStories>[0];

const renderStory = async (stories: Stories, name: string) => {
  const composed = composeStories(stories) as unknown as Record<string, ComposedStory>;
  const Story = composed[storyExportName(name)];
  if (!Story) throw new Error(`No story for '${name}'`);
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

describe('portal state stories', () => {
  it.each(files)('exist for every state of interest of %s', (_name, stories, states) => {
    expect(Object.keys(composeStories(stories)).sort()).toEqual(expectedStoryExports(states).sort());
  });

  it.each([
    [adminVerification, 'Code panel in the customer portal', 'Admin Access Detected!'],
    [customerSession, 'Signed out', 'Customer Portal'],
    [portalMessage, 'Ready to send', 'Send a message to the team'],
    [subscriptionUpgrade, 'Offers', 'Upgrade your plan'],
  ] as const)('render the real view: %#', async (stories, name, heading) => {
    await renderStory(stories, name);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('enable Verify only at six digits in the code panel', async () => {
    await renderStory(adminVerification, 'Code panel in the customer portal');
    expect(await screen.findByRole('button', { name: 'Verify Code' })).toBeEnabled();
    await renderStory(adminVerification, 'Code step');
    expect(screen.getAllByRole('button', { name: 'Verify Code' }).at(-1)).toBeDisabled();
  });
});

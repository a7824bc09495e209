/**
 * Every admin state of interest has its story, and each renders the real view in that state
 * (composeStories runs the story's loaders and render outside Storybook).
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/app-providers';
import { FeatureScope } from '../../src/app/feature-scope';
import { useSession } from '../../src/stores/session.store';
import { setupMockApi } from '../../src/testing/mock-api';
import { MOCK_TOKENS } from '../../mocks/fixtures';
import { expectedStoryExports, storyExportName } from '../support/state-story';
import * as adminMessage from './admin-message.stories';
import {
  adminMessageStates,
  adminSignInStates,
  customerDeletionStates,
  paymentLinkStates,
} from './admin-portal.states';
import * as adminSignIn from './admin-sign-in.stories';
import * as customerDeletion from './customer-deletion.stories';
import * as paymentLink from './payment-link.stories';

setupMockApi();

const files = [
  ['adminVerification (admin portal)', adminSignIn, adminSignInStates],
  ['paymentLink', paymentLink, paymentLinkStates],
  ['customerDeletion', customerDeletion, customerDeletionStates],
  ['portalMessage (admin dialog)', adminMessage, adminMessageStates],
] as const;

type ComposedStory = ComponentType & { load: () => Promise<void> };
type Stories = Parameters<typeof composeStories>[0];

const renderStory = async (stories: Stories, name: string) => {
  const composed = composeStories(stories) as unknown as Record<string, ComposedStory>;
  const Story = composed[storyExportName(name)];
  if (!Story) throw new Error(`No story for '${name}'`);
  useSession.setState({ authToken: null, adminToken: MOCK_TOKENS.admin, customer: null });
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

describe('admin state stories', () => {
  it.each(files)('exist for every state of interest of %s', (_name, stories, states) => {
    expect(Object.keys(composeStories(stories)).sort()).toEqual(expectedStoryExports(states).sort());
  });

  it.each([
    [adminSignIn, 'Admin login', 'heading', 'Admin Login'],
    [adminSignIn, 'Code step', 'heading', 'Verification Required'],
    [adminSignIn, 'Restored admin session', 'tablist', 'Admin sections'],
    [paymentLink, 'Empty form', 'heading', 'Create Payment Link'],
    [paymentLink, 'Created', 'status', 'Payment link created and copied to the clipboard'],
    [paymentLink, 'Created, not copied', 'button', 'Copy link'],
    [
      customerDeletion,
      'Confirmation',
      'alertdialog',
      'Are you sure you want to delete this customer? This action cannot be undone.',
    ],
    [adminMessage, 'Admin dialog', 'dialog', 'Send Message'],
  ] as const)('render the real view: %#', async (stories, name, role, accessibleName) => {
    await renderStory(stories, name);
    const found = await screen.findByRole(role, role === 'status' ? {} : { name: accessibleName });
    if (role === 'status') expect(found).toHaveTextContent(accessibleName);
  });

  it('disable Create until the form is complete, and Send while a message goes', async () => {
    await renderStory(paymentLink, 'Empty form');
    expect(await screen.findByRole('button', { name: 'Create Payment Link' })).toBeDisabled();
    await renderStory(adminMessage, 'Admin dialog sending');
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

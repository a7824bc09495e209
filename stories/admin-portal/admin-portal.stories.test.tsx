/**
 * The admin flows' state stories render their real views in each state: the hand-written ones of
 * the shared machines' admin states (every admin state has its story) and the generated ones of the
 * payment link and the deletion, whose registries are rendered here through the same replay.
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { useSession } from '@src/stores/session.store';
import { setupMockApi } from '@src/testing/mock-api';
import { MOCK_TOKENS } from '@mocks/fixtures';
import type { AnyStateMachine } from 'xstate';
import {
  expectedStoryExports,
  stateStory,
  storyExportName,
  type MachineStates,
} from '../support/state-story';
import * as adminMessage from './admin-message.stories';
import { adminMessageStates, adminSignInStates } from './admin-portal.states';
import * as adminSignIn from './admin-sign-in.stories';
import { machineView as customerDeletionView } from './customer-deletion.machine-view';
import { machineView as paymentLinkView } from './payment-link.machine-view';

setupMockApi();

type ComposedStory = ComponentType & { load: () => Promise<void> };
type Stories = Parameters<typeof composeStories>[0];

const show = async (Story: ComposedStory) => {
  cleanup();
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

/** A hand-written story by its state's name. */
const story = (stories: Stories, name: string): ComposedStory => {
  const composed = composeStories(stories) as unknown as Record<string, ComposedStory>;
  const Story = composed[storyExportName(name)];
  if (!Story) throw new Error(`No story for '${name}'`);
  return Story;
};

/** A registry's state, as its generated story renders it. */
const generated = <TMachine extends AnyStateMachine, TView>(
  registry: MachineStates<TMachine, TView>,
  name: string,
): ComposedStory =>
  composeStories({ default: { title: 'Generated' }, State: stateStory(registry, name) })
    .State as unknown as ComposedStory;

describe('admin state stories', () => {
  it.each([
    ['adminVerification (admin portal)', adminSignIn, adminSignInStates],
    ['portalMessage (admin dialog)', adminMessage, adminMessageStates],
  ] as const)('exist for every admin state of interest of %s', (_name, stories, states) => {
    expect(Object.keys(composeStories(stories)).sort()).toEqual(expectedStoryExports(states).sort());
  });

  it.each([
    ['Admin login', 'heading', 'Admin Login'],
    ['Code step', 'heading', 'Verification Required'],
    ['Restored admin session', 'tablist', 'Admin sections'],
  ] as const)('render the admin portal: %s', async (name, role, accessibleName) => {
    await show(story(adminSignIn, name));
    expect(await screen.findByRole(role, { name: accessibleName })).toBeInTheDocument();
  });

  it('render the send-message sub-dialog, Send and Cancel disabled while it sends', async () => {
    await show(story(adminMessage, 'Admin dialog sending'));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('render the payment link form in its states', async () => {
    await show(generated(paymentLinkView, 'Empty form'));
    expect(await screen.findByRole('button', { name: 'Create Payment Link' })).toBeDisabled();
    await show(generated(paymentLinkView, 'Created'));
    expect(await screen.findByText('Payment link created and copied to the clipboard')).toBeInTheDocument();
    await show(generated(paymentLinkView, 'Created, not copied'));
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeEnabled();
  });

  it('render the deletion with the confirmation standing in for the browser', async () => {
    await show(generated(customerDeletionView, 'Confirmation'));
    expect(await screen.findByTestId('browser-confirmation')).toHaveTextContent(
      'Are you sure you want to delete this customer? This action cannot be undone.',
    );
    await show(generated(customerDeletionView, 'Deleting'));
    expect(
      screen.getAllByRole('button', { name: /^Delete/ }).every((button) => button.hasAttribute('disabled')),
    ).toBe(true);
  });
});

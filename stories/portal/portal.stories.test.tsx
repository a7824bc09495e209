/**
 * The portal's generated state stories render the real views in their state (composeStory runs
 * the story's loaders and render outside Storybook).
 */
import { composeStory } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { tabNamed } from '@src/features/customer-portal/portal-test-kit';
import { stateStory, type MachineView } from '../support/state-story';
import { machineView as adminVerification } from './admin-verification.machine-view';
import { machineView as customerPortal } from './customer-portal.machine-view';
import { machineView as customerSession } from './customer-session.machine-view';
import { machineView as portalMessage } from './portal-message.machine-view';
import { machineView as subscriptionUpgrade } from './subscription-upgrade.machine-view';

const renderState = async <TMachine extends AnyStateMachine, TView>(
  view: MachineView<TMachine, TView>,
  name: string,
) => {
  const Story = composeStory(stateStory(view, name), { title: 'States' });
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
  it('show the code panel with Verify enabled at six digits', async () => {
    await renderState(adminVerification, 'Code panel in the customer portal');
    expect(await screen.findByRole('heading', { name: 'Admin Access Detected!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
  });

  it('show the Sign In form before the code is asked', async () => {
    await renderState(adminVerification, 'Admin login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('show the signed-out dialog', async () => {
    await renderState(customerSession, 'Signed out');
    expect(await screen.findByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
  });

  it('show the message form ready to send', async () => {
    await renderState(portalMessage, 'Ready to send');
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('show the upgrade being applied', async () => {
    await renderState(subscriptionUpgrade, 'Upgrading');
    expect(await screen.findByRole('button', { name: 'Upgrading…' })).toBeDisabled();
  });

  it('show the dialog closed until the portal button opens it on Sign In', async () => {
    await renderState(customerPortal, 'Closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Customer Portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Portal' });
    expect(within(dialog).getByRole('tab', { name: tabNamed('Sign In'), selected: true })).toBeInTheDocument();
  });

  it.each([
    { state: 'Open on Create Account', tab: 'Create Account' },
    { state: 'Opened for the login', tab: 'Sign In' },
  ])('show the dialog $state on its tab', async ({ state, tab }) => {
    await renderState(customerPortal, state);
    const dialog = await screen.findByRole('dialog', { name: 'Customer Portal' });
    expect(within(dialog).getByRole('tab', { name: tabNamed(tab), selected: true })).toBeInTheDocument();
  });

  it('show the dialog closed once the admin’s code was granted', async () => {
    await renderState(customerPortal, 'Closed by the admin’s code');
    expect(await screen.findByRole('button', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

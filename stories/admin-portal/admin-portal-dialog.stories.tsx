import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_ADMIN_CODE, MOCK_PASSWORDS, adminCustomer } from '@mocks/fixtures';
import { AdminPortalHost } from '@src/features/admin-portal/admin-portal-host';

/**
 * The admin portal as the page opens it, over the mock API: the main path from the login through
 * the 6-digit code to the tabs, and a signed-in admin's tabs.
 */
const meta = {
  title: 'Admin portal/Dialog',
  component: AdminPortalHost,
  args: { activated: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminPortalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first call of a fresh page waits for the service worker to start: allow it time. */
const NETWORK = { timeout: 5000 };

/** Email and password, then the code the mock accepts: the Projects tab opens. */
export const SignIn: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Admin Portal' });
    const portal = within(dialog);
    await userEvent.type(portal.getByLabelText('Email'), adminCustomer.email);
    await userEvent.type(portal.getByLabelText('Password'), MOCK_PASSWORDS[adminCustomer.email] ?? '');
    await userEvent.click(portal.getByRole('button', { name: 'Continue' }));
    const code = await portal.findByLabelText('Verification code', {}, NETWORK);
    await expect(portal.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.type(code, MOCK_ADMIN_CODE);
    await userEvent.click(portal.getByRole('button', { name: 'Verify' }));
    await expect(await portal.findByRole('tab', { name: 'Projects', selected: true }, NETWORK)).toBeVisible();
  },
};

/** A stored admin token: the tabs at once, the projects with their delivery trackers. */
export const SignedIn: Story = {
  parameters: { session: 'admin' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Admin Portal' });
    await waitFor(() => expect(within(dialog).getAllByText('Overdue').length).toBeGreaterThan(0), NETWORK);
  },
};

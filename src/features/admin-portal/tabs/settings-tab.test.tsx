/**
 * The Settings tab (spec part 1 §2): the admin's own account and the site's configuration,
 * read-only; signing out everywhere ends the sessions, removes the token and closes the portal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { adminCustomer } from '@mocks/fixtures';
import { scenario } from '@mocks/scenarios';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, expectToast, openAdminPortal, openTab } from '@src/testing/admin-portal-page';

const server = setupMockApi();

describe('the Settings tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it("shows the admin's account and how the site runs, nothing to edit", async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Settings');
    expect(await within(panel).findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(panel).getByText(adminCustomer.email)).toBeInTheDocument();
    expect(within(panel).getByText('Sandbox checkout (no card is charged)')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Embedded database · SQLite');
    expect(within(panel).getByText('customers 30 days, admins 12 hours')).toBeInTheDocument();
    expect(within(panel).getByText('Demo admin: set your own before going live')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('signs out everywhere: every session of the account ends, the token goes, the portal closes', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Settings');
    await user.click(await within(panel).findByRole('button', { name: 'Sign Out Everywhere' }));
    await expectToast('Signed out on every device');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Admin Portal' })).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem(LOCAL_KEYS.adminToken)).toBeNull();
    expect([...db.sessions.values()].some((session) => session.customerId === adminCustomer.id)).toBe(false);
  });

  it("says 'Failed to fetch settings' when they cannot be read", async () => {
    server.use(scenario('adminAccount', 'error'));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Settings');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch settings');
  });
});

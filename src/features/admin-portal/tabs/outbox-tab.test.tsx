/**
 * The admin portal's Outbox (issue 21, decision 36): without a mail server the mail stays here; a
 * message opens with its text and its links, so a reset link can be followed.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_RESET_TOKEN } from '@mocks/fixtures';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, openAdminPortal, openTab } from '@src/testing/admin-portal-page';

const server = setupMockApi();

describe('the Outbox tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('says that nothing is sent, and lists the mail newest first with recipient, date and status', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Outbox');
    const list = await within(panel).findByRole('list', { name: 'Mail in the outbox' });
    expect(
      within(panel).getByText(
        'No mail server is configured: mail is kept here and not sent. Open a message to read it and follow its links.',
      ),
    ).toBeInTheDocument();
    const reset = within(list).getAllByRole('listitem')[0]!;
    expect(within(reset).getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(within(reset).getByText('ada@analytical-engines.example.com')).toBeInTheDocument();
    expect(within(reset).getByText('Nov 20, 2025, 9:30 AM')).toBeInTheDocument();
    expect(within(reset).getByText('Waiting')).toBeInTheDocument();
  });

  it('opens a message with its text and the reset link to follow', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Outbox');
    await user.click(await within(panel).findByRole('button', { name: 'Open Reset your password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(
      within(dialog).getByText(/Someone asked to reset the password of your account/),
    ).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: /reset-password\?token=/ });
    expect(link).toHaveAttribute('href', `http://localhost:3000/reset-password?token=${MOCK_RESET_TOKEN}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch the outbox' when it cannot be read", async () => {
    server.use(scenario('adminOutbox', 'error'));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Outbox');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch the outbox');
  });
});

/**
 * The open portal is live (issue 21): what the team does reaches it through the event stream at
 * once, with no reload and no polling. The team acts here through the mock API over HTTP, as the
 * admin portal would.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_TOKENS, adaCustomer } from '@mocks/fixtures';
import { setupMockApi } from '@src/testing/mock-api';
import { PORTAL_TEST_TIMEOUT, openSignedInPortal, tabNamed } from './portal-test-kit';

setupMockApi();
afterEach(() => localStorage.clear());

/** A call of the admin, as the admin portal makes it. */
const asAdmin = async (path: string, body: unknown) => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${MOCK_TOKENS.admin}` },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
};

describe('the live portal', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  it("shows the team's answer to a ticket in the open Support tab, without a reload", async () => {
    const opened = await openSignedInPortal('customer');
    expect(await within(opened.dialog).findByText('Live: updates appear as they happen')).toBeInTheDocument();
    await opened.user.click(within(opened.dialog).getByRole('tab', { name: tabNamed('Support') }));
    const panel = within(within(opened.dialog).getByRole('tabpanel'));
    const invoice = (await panel.findByRole('heading', { name: 'Invoice address' })).closest('article')!;
    expect(within(invoice).getByText('Open')).toBeInTheDocument();
    await asAdmin('/api/admin/support-tickets/tkt-invoice/respond', {
      response: 'The next invoice carries your new address.',
      status: 'answered',
    });
    expect(
      await within(invoice).findByText('The next invoice carries your new address.'),
    ).toBeInTheDocument();
    expect(within(invoice).getByText('Answered')).toBeInTheDocument();
  });

  it('counts a new message from the team on the red dot, without a reload', async () => {
    const opened = await openSignedInPortal('customer');
    await within(opened.dialog).findByText('Live: updates appear as they happen');
    // jsdom reads the tab trigger twice (its bold twin): the first is the one a browser reads.
    const unread = () =>
      within(opened.dialog).queryAllByText(/^Unread messages: \d+$/)[0]?.textContent ?? 'none';
    await expect.poll(unread).toMatch(/\d/);
    const before = Number(unread().replace(/\D/g, ''));
    await asAdmin('/api/admin/send-message', {
      customerId: adaCustomer.id,
      subject: 'Your launch date',
      message: 'We go live on Friday.',
    });
    await expect.poll(unread).toBe(`Unread messages: ${before + 1}`);
    expect(screen.getAllByTestId('unread-dot')).not.toHaveLength(0);
  });
});

/**
 * The admin portal's Support tab (issue 21, decision 34): every customer's tickets, the status
 * filter, and answering a ticket ('Answer Sent', 'Ticket Closed') against the mock API.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_TOKENS } from '@mocks/fixtures';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, expectToast, openAdminPortal, openTab } from '@src/testing/admin-portal-page';

const server = setupMockApi();

const ticketsIn = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Support tickets' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const answer = async (
  user: Awaited<ReturnType<typeof openAdminPortal>>['user'],
  panel: HTMLElement,
  subject: string,
) => {
  await user.click(await within(panel).findByRole('button', { name: `Answer ${subject}` }));
  return screen.findByRole('dialog', { name: 'Answer the ticket' });
};

describe('the Support tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('lists every customer’s tickets newest first, with the customer, status and answer', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Support');
    await within(panel).findByRole('list', { name: 'Support tickets' });
    expect(ticketsIn(panel)).toEqual([
      'Invoice address',
      'Add a page for the new exhibition',
      'Certificate warning on the staging site',
      'Contact form emails go to spam',
    ]);
    const invoice = within(panel).getByRole('listitem', { name: 'Invoice address' });
    expect(within(invoice).getByText('Open')).toBeInTheDocument();
    expect(within(invoice).getByText('ada@analytical-engines.example.com')).toBeInTheDocument();
    expect(within(invoice).getByText(/^Billing · opened/)).toBeInTheDocument();
    const spam = within(panel).getByRole('listitem', { name: 'Contact form emails go to spam' });
    expect(within(spam).getByText('Your answer')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Support');
    await within(panel).findByRole('list', { name: 'Support tickets' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await expect.poll(() => ticketsIn(panel)).toEqual(['Certificate warning on the staging site']);
  });

  it("answers a ticket: 'Answer Sent', the ticket answered with the text", async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Support');
    const dialog = await answer(user, panel, 'Invoice address');
    expect(
      within(dialog).getByText('Please put our new office address on the next maintenance invoice.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Answer'), 'The next invoice carries the new address.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Answer' }));
    await expectToast('Answer Sent', 'The customer sees your answer in their portal.');
    const invoice = await within(panel).findByRole('listitem', { name: 'Invoice address' });
    expect(await within(invoice).findByText('Answered')).toBeInTheDocument();
    expect(within(invoice).getByText('The next invoice carries the new address.')).toBeInTheDocument();
    expect(db.supportTickets.find((ticket) => ticket.id === 'tkt-invoice')).toMatchObject({
      status: 'answered',
      adminResponse: 'The next invoice carries the new address.',
    });
  });

  it("closes a ticket with its answer: 'Ticket Closed'", async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Support');
    const dialog = await answer(user, panel, 'Add a page for the new exhibition');
    await user.type(within(dialog).getByLabelText('Answer'), 'The page is online.');
    await user.click(within(dialog).getByRole('radio', { name: 'Closed: the request is done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Answer' }));
    await expectToast('Ticket Closed', 'Your answer was sent and the ticket is closed.');
    expect(db.supportTickets.find((ticket) => ticket.id === 'tkt-new-page')?.status).toBe('closed');
  });

  it("refuses a blank answer, and says when the server fails: 'Failed to answer ticket: …'", async () => {
    server.use(scenario('respondToTicket', 'error', { status: 404, message: 'Support ticket not found' }));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Support');
    const dialog = await answer(user, panel, 'Invoice address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Answer' }));
    await expectToast('Missing Information', 'Please write an answer');
    await user.type(within(dialog).getByLabelText('Answer'), 'Done.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Answer' }));
    await expectToast('Error', 'Failed to answer ticket: Support ticket not found');
    expect(within(dialog).getByLabelText('Answer')).toHaveValue('Done.');
  });

  it('shows a ticket a customer opens while the tab is open, without a reload', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Support');
    await within(panel).findByRole('list', { name: 'Support tickets' });
    await within(screen.getByRole('dialog', { name: 'Admin Portal' })).findByText(
      'Live: updates appear as they happen',
    );
    const response = await fetch('/api/customer/support-tickets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${MOCK_TOKENS.customer}` },
      body: JSON.stringify({
        subject: 'Booking link broken',
        description: 'It gives a 404.',
        category: 'technical',
      }),
    });
    expect(response.status).toBe(201);
    expect(await within(panel).findByRole('heading', { name: 'Booking link broken' })).toBeInTheDocument();
    expect(ticketsIn(panel)[0]).toBe('Booking link broken');
  });

  it("says 'Failed to fetch support tickets' when the list cannot be read", async () => {
    server.use(scenario('adminSupportTickets', 'error'));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Support');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch support tickets');
  });
});

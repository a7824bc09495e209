/**
 * Customers and messages, the one component of both admin places (spec part 1 §2, §5, §7, §8):
 * the admin portal's Customers tab and the customer portal's Admin tab. Message through the
 * sub-dialog (each place with its payload), Reply to a customer's message, Delete after the
 * browser's confirmation, the scroll-limited list of every message and the 24-hour cleanup card.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { MOCK_TOKENS, adaCustomer, katherineCustomer } from '@mocks/fixtures';
import { scenario } from '@mocks/scenarios';
import { createQueryClient, replaceQueryClient } from '@src/api/query-client';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { useSession } from '@src/stores/session.store';
import { useToasts } from '@src/stores/toasts.store';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, expectToast, openAdminPortal, openTab } from '@src/testing/admin-portal-page';
import AdminTab from './admin-tab';

const server = setupMockApi();
const CONFIRM = 'Are you sure you want to delete this customer? This action cannot be undone.';

let confirm: ReturnType<typeof vi.fn<(message?: string) => boolean>>;
beforeEach(() => {
  confirm = vi.fn(() => true);
  vi.spyOn(window, 'confirm').mockImplementation(confirm);
});
afterEach(() => vi.restoreAllMocks());

/** Records the bodies sent to POST /api/admin/send-message. */
const sentBodies = () => {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/admin/send-message'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
};

const customerItem = (panel: HTMLElement, name: string) =>
  within(within(panel).getByRole('list', { name: 'Customers' })).getByRole('listitem', { name });

/** The customer portal's Admin tab alone, as the portal renders it for an admin with the admin token. */
const renderAdminTab = () => {
  localStorage.clear();
  useSession.setState({
    authToken: MOCK_TOKENS.adminCustomer,
    adminToken: MOCK_TOKENS.admin,
    customer: null,
  });
  useToasts.setState({ current: null, open: false });
  replaceQueryClient(createQueryClient());
  const user = userEvent.setup();
  render(
    <AppProviders>
      <FeatureScope>
        <AdminTab />
      </FeatureScope>
    </AppProviders>,
  );
  return { user, panel: document.body };
};

describe('the admin portal Customers tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('lists the customers with Message and Delete, every message, and the 24-hour cleanup card', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    const ada = await within(panel).findByRole('listitem', { name: 'Ada Lovelace' });
    expect(ada).toHaveTextContent('ada@analytical-engines.example.com · Analytical Engines Ltd');
    expect(within(ada).getByRole('button', { name: 'Message Ada Lovelace' })).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Delete Ada Lovelace' })).toBeInTheDocument();
    // The admin's own account cannot be deleted (the server refuses: the agency would lock itself out).
    const grace = within(panel).getByRole('listitem', { name: 'Grace Hopper' });
    expect(within(grace).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    const messages = await within(panel).findByRole('list', { name: 'All messages, newest first' });
    expect(within(messages).getAllByRole('listitem')[0]).toHaveTextContent('Scheduled maintenance on Sunday');
    expect(within(messages).getByRole('button', { name: 'Reply Deposit paid' })).toBeInTheDocument();
    expect(within(panel).getByText('24-hour automatic cleanup.')).toBeInTheDocument();
  });

  it("sends {customerId, subject, message} through the sub-dialog: 'Message Sent', the list refreshed", async () => {
    const bodies = sentBodies();
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await user.click(await within(panel).findByRole('button', { name: 'Message Katherine Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    expect(dialog).toHaveAccessibleDescription('To Katherine Johnson (katherine@orbit.example.com)');
    const send = within(dialog).getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    // Written in either direction, the text keeps its punctuation where it belongs on an Arabic page.
    expect(within(dialog).getByLabelText('Subject')).toHaveAttribute('dir', 'auto');
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('dir', 'auto');
    await user.type(within(dialog).getByLabelText('Subject'), 'Your launch');
    await user.type(within(dialog).getByLabelText('Message'), 'We go live on Friday.');
    await user.click(send);
    await expectToast('Message Sent', 'Your message has been sent successfully');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send Message' })).not.toBeInTheDocument(),
    );
    expect(bodies).toEqual([
      { customerId: katherineCustomer.id, subject: 'Your launch', message: 'We go live on Friday.' },
    ]);
    expect(await within(panel).findByText('We go live on Friday.')).toBeInTheDocument();
  });

  it("answers a customer's message with Reply: the subject 'Re: …' and the customer chosen", async () => {
    const bodies = sentBodies();
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await user.click(
      await within(panel).findByRole('button', { name: 'Reply Question about the museum site' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: Question about the museum site');
    await user.type(within(dialog).getByLabelText('Message'), 'Yes, both currencies.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast('Message Sent', 'Your message has been sent successfully');
    expect(bodies).toEqual([
      {
        customerId: adaCustomer.id,
        subject: 'Re: Question about the museum site',
        message: 'Yes, both currencies.',
      },
    ]);
  });

  it('Cancel closes the sub-dialog and sends nothing', async () => {
    const bodies = sentBodies();
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await user.click(await within(panel).findByRole('button', { name: 'Message Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send Message' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("says 'Failed to send message' when the send fails, and keeps what was written", async () => {
    server.use(scenario('adminSendMessage', 'error', { message: 'Mailbox full' }));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await user.click(await within(panel).findByRole('button', { name: 'Message Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Hi Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast('Error', 'Failed to send message');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hi Ada');
  });

  it("deletes a customer after the browser's confirmation: 'Customer Deleted', gone from the lists", async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await user.click(await within(panel).findByRole('button', { name: 'Delete Katherine Johnson' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM);
    await expectToast('Customer Deleted', 'Customer has been permanently removed from the system');
    await waitFor(() =>
      expect(within(panel).queryByRole('listitem', { name: 'Katherine Johnson' })).not.toBeInTheDocument(),
    );
    expect(db.customers.some((customer) => customer.id === katherineCustomer.id)).toBe(false);
  });

  it('deletes nothing when the confirmation is declined', async () => {
    confirm.mockReturnValue(false);
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await user.click(await within(panel).findByRole('button', { name: 'Delete Katherine Johnson' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM);
    expect(customerItem(panel, 'Katherine Johnson')).toBeInTheDocument();
    expect(db.customers.some((customer) => customer.id === katherineCustomer.id)).toBe(true);
  });

  it("says 'Failed to delete customer' when the deletion fails", async () => {
    server.use(scenario('deleteCustomer', 'error', { status: 404, message: 'Customer not found' }));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await user.click(await within(panel).findByRole('button', { name: 'Delete Katherine Johnson' }));
    await expectToast('Error', 'Failed to delete customer');
  });

  it("says 'Failed to fetch customers' and 'Failed to fetch all messages' when the lists cannot be read", async () => {
    server.use(scenario('adminCustomers', 'error'), scenario('adminMessages', 'error'));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Customers');
    await waitFor(() => expect(within(panel).getAllByRole('alert')).toHaveLength(2));
    const [customers, messages] = within(panel).getAllByRole('alert');
    expect(customers).toHaveTextContent('Failed to fetch customers');
    expect(messages).toHaveTextContent('Failed to fetch all messages');
  });
});

describe("the customer portal's Admin tab", { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('shows the same customers and messages, and the 24-hour cleanup card', async () => {
    const { panel } = renderAdminTab();
    expect(await within(panel).findByRole('listitem', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(
      await within(panel).findByRole('list', { name: 'All messages, newest first' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('24-hour automatic cleanup.')).toBeInTheDocument();
  });

  it('sends {customerId, subject, content} from the same sub-dialog', async () => {
    const bodies = sentBodies();
    const { user, panel } = renderAdminTab();
    await user.click(await within(panel).findByRole('button', { name: 'Message Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'From the portal');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast('Message Sent', 'Your message has been sent successfully');
    expect(bodies).toEqual([{ customerId: adaCustomer.id, subject: 'Hello', content: 'From the portal' }]);
  });

  it("words failures with the reason: 'Failed to send message: …', 'Failed to delete customer: …'", async () => {
    server.use(
      scenario('adminSendMessage', 'error', { message: 'Mailbox full' }),
      scenario('deleteCustomer', 'error', { status: 404, message: 'Customer not found' }),
    );
    const { user, panel } = renderAdminTab();
    await user.click(await within(panel).findByRole('button', { name: 'Delete Katherine Johnson' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM);
    await expectToast('Error', 'Failed to delete customer: Customer not found');
    await user.click(within(panel).getByRole('button', { name: 'Message Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectToast('Error', 'Failed to send message: Mailbox full');
  });

  it('offers the second factor when the admin token is missing or expired', async () => {
    server.use(scenario('adminCustomers', 'error', { status: 401, message: 'Sign in required' }));
    const { panel } = renderAdminTab();
    const alert = await within(panel).findByRole('alert', {});
    expect(alert).toHaveTextContent('Failed to fetch customers');
    expect(within(alert).getByRole('button', { name: 'Verify admin access' })).toBeInTheDocument();
  });
});

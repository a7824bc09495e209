import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_PASSWORDS, katherineCustomer } from '@mocks/fixtures';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import {
  PORTAL_TEST_TIMEOUT,
  findToast,
  openPortal,
  openSignedInPortal,
  renderSite,
  tabNamed,
} from './portal-test-kit';

const server = setupMockApi();
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

type Opened = Awaited<ReturnType<typeof openSignedInPortal>>;
const showTab = async ({ user, dialog }: Opened, label: string) => {
  await user.click(within(dialog).getByRole('tab', { name: tabNamed(label) }));
  return within(dialog).getByRole('tabpanel');
};

describe('customer portal, signed in', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  it('welcomes the customer by first and last name with six tabs', async () => {
    const { dialog } = await openSignedInPortal('customer');
    expect(within(dialog).getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('tab')).toHaveLength(6);
  });

  it('gives an admin account a seventh tab, Admin', async () => {
    const { dialog } = await openSignedInPortal('adminCustomer');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs).toHaveLength(7);
    expect(within(dialog).getByRole('tab', { name: tabNamed('Admin') })).toBeInTheDocument();
  });

  it("signs out: 'Logged out successfully' and the Sign In tab", async () => {
    const { user, dialog } = await openSignedInPortal('customer');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await findToast('Logged out successfully');
    expect(await within(dialog).findByRole('tab', { name: tabNamed('Sign In') })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('opens on Projects, first in the row, for a customer with projects', async () => {
    const { dialog } = await openSignedInPortal('customer');
    const projects = within(dialog).getByRole('tab', { name: tabNamed('Projects') });
    expect(within(dialog).getAllByRole('tab')[0]).toBe(projects);
    expect(projects).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(within(dialog).getByRole('tabpanel')).findByRole('heading', {
        name: 'Analytical Engines Ltd',
      }),
    ).toBeInTheDocument();
  });

  it('opens on Buy Website, first in the row, for a customer without projects', async () => {
    server.use(scenario('customerProjects', 'empty'));
    const { dialog } = await openSignedInPortal('customer');
    const buy = within(dialog).getByRole('tab', { name: tabNamed('Buy Website') });
    expect(within(dialog).getAllByRole('tab')[0]).toBe(buy);
    expect(buy).toHaveAttribute('aria-selected', 'true');
  });

  describe('Buy Website', () => {
    it('shows the guarantee, the statistics, four packages and the phone', async () => {
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Buy Website');
      expect(within(panel).getByText('48-Hour Delivery Guarantee')).toBeInTheDocument();
      expect(within(panel).getByText('500+')).toBeInTheDocument();
      expect(
        within(panel)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Startup', 'Professional', 'Enterprise', 'Platinum']);
      expect(within(panel).getByRole('link', { name: '(555) 010-4800' })).toHaveAttribute(
        'href',
        'tel:+15550104800',
      );
    });

    it('opens the checkout of the package in a new tab', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
      const opened = await openSignedInPortal('customer');
      const { user, dialog } = opened;
      await showTab(opened, 'Buy Website');
      await user.click(within(dialog).getByRole('button', { name: 'Buy Professional' }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\//), '_blank'),
      );
    });
  });

  describe('Projects', () => {
    it('shows the cards with the status in upper case and the live-site message', async () => {
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Projects');
      expect(
        await within(panel).findByRole('heading', { name: 'Analytical Engines Ltd' }),
      ).toBeInTheDocument();
      expect(within(panel).getByText('IN PROGRESS')).toBeInTheDocument();
      expect(within(panel).getByText('PAID FULL')).toBeInTheDocument();
      expect(within(panel).getByText('Your website is live!')).toBeInTheDocument();
    });

    it('offers to pay a pending project instead of saying "Paid $0.00"', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Projects');
      const museum = await within(panel).findByRole('article', { name: 'Difference Engine Museum' });
      expect(within(museum).getByText('PENDING')).toBeInTheDocument();
      expect(within(museum).getByText('Not paid yet')).toBeInTheDocument();
      expect(within(museum).queryByText('$0.00')).not.toBeInTheDocument();
      expect(
        within(museum).getByText('Your project starts as soon as its payment arrives.'),
      ).toBeInTheDocument();
      await opened.user.click(within(museum).getByRole('button', { name: 'Pay $6,995' }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\//), '_blank'),
      );
      // A paid project has nothing to pay.
      const engines = within(panel).getByRole('article', { name: 'Analytical Engines Ltd' });
      expect(within(engines).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    });

    it('shows a skeleton while they load', async () => {
      server.use(scenario('customerProjects', 'slow'));
      await renderSite('customer');
      const dialog = await openPortal();
      // They decide the order of the tab row, which waits for them rather than jumping.
      expect(
        await within(dialog).findByRole('status', { name: 'Loading your projects…' }),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    });

    it('shows the empty state', async () => {
      server.use(scenario('customerProjects', 'empty'));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Projects');
      expect(await within(panel).findByText('No projects yet')).toBeInTheDocument();
    });

    it("says 'Failed to fetch projects' and retries", async () => {
      server.use(scenario('customerProjects', 'error', { message: 'Database unavailable' }));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Projects');
      const alert = await within(panel).findByRole('alert');
      expect(alert).toHaveTextContent('Failed to fetch projects');
      // The status and the server's own words, not its JSON body.
      expect(alert).toHaveTextContent('500: Database unavailable');
      server.resetHandlers();
      await opened.user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(
        await within(panel).findByRole('heading', { name: 'Analytical Engines Ltd' }),
      ).toBeInTheDocument();
    });
  });

  describe('Subscriptions', () => {
    it('shows the current plan and upgrades with the price difference', async () => {
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Subscriptions');
      expect(
        await within(panel).findByRole('heading', { name: 'Professional maintenance' }),
      ).toBeInTheDocument();
      expect(within(panel).getByText('Active')).toBeInTheDocument();
      expect(within(panel).getByText('+$145/month more than your plan')).toBeInTheDocument();
      expect(within(panel).getByText('+$345/month more than your plan')).toBeInTheDocument();
    });

    it("upgrades: 'Subscription Upgraded!' with the new monthly price", async () => {
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Subscriptions');
      await opened.user.click(await within(panel).findByRole('button', { name: 'Upgrade to Enterprise' }));
      expect(await findToast('Subscription Upgraded!')).toHaveTextContent(
        'Your plan has been upgraded. New billing starts immediately at $495/month.',
      );
      expect(
        await within(panel).findByRole('heading', { name: 'Enterprise maintenance' }),
      ).toBeInTheDocument();
    });

    it("says 'Upgrade Failed' with the support phone", async () => {
      server.use(scenario('upgradeSubscription', 'error'));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Subscriptions');
      await opened.user.click(await within(panel).findByRole('button', { name: 'Upgrade to Platinum' }));
      expect(await findToast('Upgrade Failed')).toHaveTextContent(
        'Failed to upgrade subscription. Please contact support at (555) 010-4800.',
      );
    });

    it("says 'Failed to fetch subscriptions'", async () => {
      server.use(scenario('customerSubscriptions', 'error'));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Subscriptions');
      expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch subscriptions');
    });
  });

  describe('Messages', () => {
    it('marks the tab with a red dot while a team message is unread, flags it New, and the dot goes', async () => {
      const opened = await openSignedInPortal('customer');
      const messagesTab = within(opened.dialog).getByRole('tab', { name: /^Messages/ });
      await waitFor(() => expect(within(messagesTab).queryAllByTestId('unread-dot')).not.toHaveLength(0));
      expect(messagesTab).toHaveAccessibleName(expect.stringContaining('Unread messages: 2'));
      await opened.user.click(messagesTab);
      const panel = within(opened.dialog).getByRole('tabpanel');
      expect(await within(panel).findAllByText('New')).toHaveLength(2);
      await waitFor(() => expect(within(messagesTab).queryAllByTestId('unread-dot')).toHaveLength(0));
    });

    it("sends a message: 'Message Sent' and the form clears", async () => {
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Messages');
      const send = within(panel).getByRole('button', { name: 'Send Message' });
      expect(send).toBeDisabled();
      await opened.user.type(within(panel).getByLabelText('Subject'), 'New page');
      await opened.user.type(within(panel).getByLabelText('Message'), 'Could we add a page for events?');
      await opened.user.click(send);
      expect(await findToast('Message Sent')).toHaveTextContent('Your message has been sent successfully');
      expect(within(panel).getByLabelText('Subject')).toHaveValue('');
      expect(await within(panel).findByRole('heading', { name: 'New page' })).toBeInTheDocument();
    });

    it("says 'Error: Failed to send message: …' with the server's reason", async () => {
      server.use(scenario('sendMessage', 'error', { message: 'Mailbox full' }));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Messages');
      await opened.user.type(within(panel).getByLabelText('Subject'), 'Hello');
      await opened.user.type(within(panel).getByLabelText('Message'), 'Anyone there?');
      await opened.user.click(within(panel).getByRole('button', { name: 'Send Message' }));
      expect(await findToast('Error')).toHaveTextContent('Failed to send message: Mailbox full');
    });

    it("says 'Failed to fetch messages'", async () => {
      server.use(scenario('customerMessages', 'error'));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Messages');
      expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch messages');
    });
  });

  describe('Support', () => {
    it('lists the tickets with their status and our answer', async () => {
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Support');
      expect(
        await within(panel).findByRole('heading', { name: 'Contact form emails go to spam' }),
      ).toBeInTheDocument();
      expect(within(panel).getByText('Answered')).toBeInTheDocument();
      expect(within(panel).getByText('Our answer')).toBeInTheDocument();
    });

    it("says 'Failed to fetch support tickets'", async () => {
      server.use(scenario('customerSupportTickets', 'error'));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Support');
      expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch support tickets');
    });

    it('shows the empty state', async () => {
      server.use(scenario('customerSupportTickets', 'empty'));
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Support');
      expect(await within(panel).findByText('No support tickets')).toBeInTheDocument();
    });
  });

  describe('Account', () => {
    it('shows the account read-only', async () => {
      const opened = await openSignedInPortal('customer');
      const panel = await showTab(opened, 'Account');
      expect(within(panel).getByText('Analytical Engines Ltd')).toBeInTheDocument();
      expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    });

    it("says 'Not provided' for a missing company", async () => {
      const { user } = await renderSite();
      const dialog = await openPortal();
      await user.type(within(dialog).getByLabelText('Email'), katherineCustomer.email);
      await user.type(within(dialog).getByLabelText('Password'), MOCK_PASSWORDS[katherineCustomer.email]!);
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      await user.click(await within(dialog).findByRole('tab', { name: tabNamed('Account') }));
      const panel = within(dialog).getByRole('tabpanel');
      expect(within(panel).getAllByText('Not provided')).toHaveLength(2);
      expect(screen.queryByText('Katherine Johnson')).not.toBeInTheDocument();
    });
  });
});

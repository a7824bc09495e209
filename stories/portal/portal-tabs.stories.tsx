import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { adaCustomer, katherineCustomer } from '@mocks/fixtures';
import { scenarioParameters } from '@mocks/scenarios';
import { NowProvider, fixedNow } from '@src/components/delivery-tracker';
import { AccountTab } from '@src/features/customer-portal/tabs/account-tab.view';
import { BuyWebsiteTab } from '@src/features/customer-portal/tabs/buy-website-tab.view';
import { MessagesTab } from '@src/features/customer-portal/tabs/messages-tab.view';
import { ProjectsTab } from '@src/features/customer-portal/tabs/projects-tab.view';
import { SubscriptionsTab } from '@src/features/customer-portal/tabs/subscriptions-tab.view';
import { SupportTab } from '@src/features/customer-portal/tabs/support-tab.view';

/** The signed-in portal's tabs over the mock API, Ada signed in: full, loading, empty and failed. */
const meta = {
  title: 'Portal/Tabs',
  parameters: { layout: 'padded', session: 'customer' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The first call of a fresh page waits for the service worker to start: allow it time. */
const NETWORK = { timeout: 5000 };
const ignore = (): void => {};

export const BuyWebsite: Story = { render: () => <BuyWebsiteTab /> };

/**
 * Ada's four projects: delivered on time (live), 21 hours left, 2 hours left (due soon), and one
 * not paid yet, without a tracker.
 */
export const Projects: Story = {
  render: () => <ProjectsTab onBuyWebsite={ignore} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your website is live!', {}, NETWORK)).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: 'Delivery progress' })).toHaveLength(3);
    for (const state of ['Delivered on time', 'On track', 'Due soon']) {
      await expect(canvas.getByText(state)).toBeVisible();
    }
  },
};

const HOUR_MS = 60 * 60 * 1000;

/** The trackers' clock, standing still `hours` from now. */
function HoursLater({ hours }: { hours: number }) {
  const [clock] = useState(() => fixedNow(new Date(Date.now() + hours * HOUR_MS)));
  return (
    <NowProvider value={clock}>
      <ProjectsTab onBuyWebsite={ignore} />
    </NowProvider>
  );
}

/** The same projects five hours later: the blog is overdue, the shop has 16 hours left. */
export const ProjectsFiveHoursLater: Story = {
  render: () => <HoursLater hours={5} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Overdue', {}, NETWORK)).toBeVisible();
    await expect(canvas.getByText('The $500 delivery guarantee discount applies.')).toBeVisible();
  },
};
export const ProjectsLoading: Story = {
  render: () => <ProjectsTab onBuyWebsite={ignore} />,
  parameters: scenarioParameters('customerProjects', 'slow'),
};
export const ProjectsEmpty: Story = {
  render: () => <ProjectsTab onBuyWebsite={ignore} />,
  parameters: scenarioParameters('customerProjects', 'empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No projects yet', {}, NETWORK)).toBeVisible();
  },
};
export const ProjectsFailed: Story = {
  render: () => <ProjectsTab onBuyWebsite={ignore} />,
  parameters: scenarioParameters('customerProjects', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent('Failed to fetch projects');
  },
};

export const Subscriptions: Story = { render: () => <SubscriptionsTab /> };
export const SubscriptionsEmpty: Story = {
  render: () => <SubscriptionsTab />,
  parameters: scenarioParameters('customerSubscriptions', 'empty'),
};
export const SubscriptionsFailed: Story = {
  render: () => <SubscriptionsTab />,
  parameters: scenarioParameters('customerSubscriptions', 'error'),
};

/** Two messages from the team are unread: they are flagged New. */
export const Messages: Story = { render: () => <MessagesTab /> };
export const MessagesLoading: Story = {
  render: () => <MessagesTab />,
  parameters: scenarioParameters('customerMessages', 'slow'),
};
export const MessagesEmpty: Story = {
  render: () => <MessagesTab />,
  parameters: scenarioParameters('customerMessages', 'empty'),
};
export const MessagesFailed: Story = {
  render: () => <MessagesTab />,
  parameters: scenarioParameters('customerMessages', 'error'),
};

/** Ada's tickets: one answered, two open; the form beside them. */
export const Support: Story = {
  render: () => <SupportTab />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Our answer', {}, NETWORK)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  },
};
export const SupportLoading: Story = {
  render: () => <SupportTab />,
  parameters: scenarioParameters('customerSupportTickets', 'slow'),
};
export const SupportEmpty: Story = {
  render: () => <SupportTab />,
  parameters: scenarioParameters('customerSupportTickets', 'empty'),
};
export const SupportFailed: Story = {
  render: () => <SupportTab />,
  parameters: scenarioParameters('customerSupportTickets', 'error'),
};

export const Account: Story = { render: () => <AccountTab customer={adaCustomer} /> };
/** No company, no phone: "Not provided". */
export const AccountWithoutCompany: Story = { render: () => <AccountTab customer={katherineCustomer} /> };

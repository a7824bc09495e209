import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenarioParameters } from '@mocks/scenarios';
import { OutboxTab } from '@src/features/admin-portal/tabs/outbox-tab';
import { SupportTab } from '@src/features/admin-portal/tabs/support-tab';

/** The admin portal's Support and Outbox tabs over the mock API, signed in as the admin. */
const meta = {
  title: 'Admin portal/Support and outbox',
  parameters: { layout: 'padded', session: 'admin' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const NETWORK = { timeout: 5000 };

export const Support: Story = {
  render: () => <SupportTab />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Support tickets' }, NETWORK)).toBeVisible();
  },
};
export const SupportLoading: Story = {
  render: () => <SupportTab />,
  parameters: scenarioParameters('adminSupportTickets', 'slow'),
};
export const SupportEmpty: Story = {
  render: () => <SupportTab />,
  parameters: scenarioParameters('adminSupportTickets', 'empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No support tickets yet.', {}, NETWORK)).toBeVisible();
  },
};
export const SupportFailed: Story = {
  render: () => <SupportTab />,
  parameters: scenarioParameters('adminSupportTickets', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(
      'Failed to fetch support tickets',
    );
  },
};

export const Outbox: Story = {
  render: () => <OutboxTab />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Mail in the outbox' }, NETWORK)).toBeVisible();
  },
};
export const OutboxLoading: Story = {
  render: () => <OutboxTab />,
  parameters: scenarioParameters('adminOutbox', 'slow'),
};
export const OutboxFailed: Story = {
  render: () => <OutboxTab />,
  parameters: scenarioParameters('adminOutbox', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(
      'Failed to fetch the outbox',
    );
  },
};

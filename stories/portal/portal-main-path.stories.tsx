import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_ADMIN_CODE, MOCK_PASSWORDS, adaCustomer, adminCustomer } from '@mocks/fixtures';
import { Toaster } from '@src/components/toaster/toaster';
import { PortalHost } from '@src/features/customer-portal/portal-host';
import { MessagesTab } from '@src/features/customer-portal/tabs/messages-tab.view';
import { SubscriptionsTab } from '@src/features/customer-portal/tabs/subscriptions-tab.view';

/**
 * The customer portal's dialogs and forms on their main path, over the mock API, with the toasts
 * a person reads: signing in with the mocks' demo credentials, an admin's code panel, sending a
 * message, upgrading the plan. The portal is portalled to the document's body: `screen` finds it.
 */
const meta = { title: 'Portal/Main path', parameters: { layout: 'padded' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first call of a fresh page waits for the service worker to start: allow it time. */
const NETWORK = { timeout: 5000 };

/** The portal opened by 'Customer Portal' (openCustomerLogin), signed out. */
const signedOutPortal = () => (
  <>
    <PortalHost activated="login" />
    <Toaster />
  </>
);

const signIn = async (email: string) => {
  const portal = within(await screen.findByRole('dialog', { name: 'Customer Portal' }, NETWORK));
  await userEvent.type(portal.getByLabelText('Email'), email);
  await userEvent.type(portal.getByLabelText('Password'), MOCK_PASSWORDS[email] ?? '');
  await userEvent.click(portal.getByRole('button', { name: 'Sign In' }));
};

/** The demo customer's credentials: 'Welcome back!', and the portal welcomes her by name. */
export const SignIn: Story = {
  render: signedOutPortal,
  play: async () => {
    await signIn(adaCustomer.email);
    await expect(await screen.findByText('Welcome back!', {}, NETWORK)).toBeInTheDocument();
    const portal = await screen.findByRole('dialog', { name: 'Welcome, Ada Lovelace' }, NETWORK);
    await expect(within(portal).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

/** An admin's password: the code panel's six cells; Verify only at six digits; the code grants access. */
export const AdminCodePanel: Story = {
  render: signedOutPortal,
  play: async () => {
    await signIn(adminCustomer.email);
    const dialog = await screen.findByRole('dialog', { name: 'Customer Portal' });
    const panel = within(dialog);
    await expect(
      await panel.findByRole('heading', { name: 'Admin Access Detected!' }, NETWORK),
    ).toBeVisible();
    // The cells are drawn over one labelled field (input-otp): six boxes, one per digit.
    await expect(dialog.querySelectorAll('.code-cells__cell')).toHaveLength(6);
    const code = panel.getByRole('textbox', { name: '6-digit verification code' });
    const verify = panel.getByRole('button', { name: 'Verify Code' });
    await expect(verify).toBeDisabled();
    await userEvent.type(code, MOCK_ADMIN_CODE.slice(0, 5));
    await expect(verify).toBeDisabled();
    await userEvent.type(code, MOCK_ADMIN_CODE.slice(5));
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expect(await screen.findByText('Admin Access Granted!', {}, NETWORK)).toBeInTheDocument();
  },
};

/** The messages tab's form: subject and message sent, 'Message Sent'. */
export const SendMessage: Story = {
  parameters: { session: 'customer' },
  render: () => (
    <>
      <MessagesTab />
      <Toaster />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Subject', {}, NETWORK), 'Launch date');
    await userEvent.type(canvas.getByLabelText('Message'), 'When will the site go live?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await screen.findByText('Message Sent', {}, NETWORK)).toBeVisible();
    await expect(screen.getByText('Your message has been sent successfully')).toBeVisible();
  },
};

/** Ada's Professional plan upgraded to Enterprise: 'Subscription Upgraded!' with the new price. */
export const UpgradeSubscription: Story = {
  parameters: { session: 'customer' },
  render: () => (
    <>
      <SubscriptionsTab />
      <Toaster />
    </>
  ),
  play: async ({ canvas }) => {
    const upgrade = await canvas.findByRole('button', { name: 'Upgrade to Enterprise' }, NETWORK);
    await userEvent.click(upgrade);
    await expect(await screen.findByText('Subscription Upgraded!', {}, NETWORK)).toBeVisible();
    await expect(
      screen.getByText('Your plan has been upgraded. New billing starts immediately at $495/month.'),
    ).toBeVisible();
    // The tab reads the plan again: Enterprise is now the current one, Platinum the only upgrade.
    await waitFor(
      () => expect(canvas.queryByRole('button', { name: 'Upgrade to Enterprise' })).toBeNull(),
      NETWORK,
    );
  },
};

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_ADMIN_CODE, MOCK_PASSWORDS, adaCustomer, adminCustomer } from '@mocks/fixtures';
import { scenario } from '@mocks/scenarios';
import { onPageEvent } from '@src/app/page-events';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { settleLoads } from '@src/lib/pending-loads';
import { setupMockApi } from '@src/testing/mock-api';
import {
  PORTAL_TEST_TIMEOUT,
  findToast,
  openPortal,
  portalButtons,
  renderSite,
  tabNamed,
} from './portal-test-kit';

const server = setupMockApi();
afterEach(() => localStorage.clear());

const signIn = async (
  user: Awaited<ReturnType<typeof renderSite>>['user'],
  email: string,
  password: string,
) => {
  const dialog = await openPortal();
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  return dialog;
};

describe('customer portal, signed out', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  it('offers Sign In and Create Account', async () => {
    await renderSite();
    const dialog = await openPortal();
    expect(within(dialog).getByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: tabNamed('Sign In') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: tabNamed('Create Account') })).toBeInTheDocument();
  });

  it("signs in: 'Welcome back!', the welcome with both names and the nav button's first name", async () => {
    const { user } = await renderSite();
    const dialog = await signIn(user, adaCustomer.email, MOCK_PASSWORDS[adaCustomer.email]!);
    await findToast('Welcome back!');
    expect(await within(dialog).findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(localStore.get(LOCAL_KEYS.authToken)).toBeTruthy();
    expect(portalButtons('Ada Portal')).not.toHaveLength(0);
  });

  it("shows 'Login Failed' with the server's message", async () => {
    const { user } = await renderSite();
    const dialog = await signIn(user, adaCustomer.email, 'wrong-password');
    const toast = await findToast('Login Failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the fallback 'Please check your credentials and try again.' when no answer comes", async () => {
    server.use(scenario('login', 'offline'));
    const { user } = await renderSite();
    await signIn(user, adaCustomer.email, 'whatever');
    expect(await findToast('Login Failed')).toHaveTextContent('Please check your credentials and try again.');
  });

  describe('Create Account', () => {
    const fill = async (
      user: Awaited<ReturnType<typeof renderSite>>['user'],
      {
        password = 'secret12',
        confirm = password,
        email = 'grace.new@example.com',
      }: { password?: string; confirm?: string; email?: string } = {},
    ) => {
      const dialog = await openPortal();
      await user.click(within(dialog).getByRole('tab', { name: tabNamed('Create Account') }));
      await user.type(within(dialog).getByLabelText('First name'), 'Grace');
      await user.type(within(dialog).getByLabelText('Last name'), 'Brewster');
      await user.type(within(dialog).getByLabelText('Email'), email);
      await user.type(within(dialog).getByLabelText('Password'), password);
      await user.type(within(dialog).getByLabelText('Confirm password'), confirm);
      await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
      return dialog;
    };

    it("refuses different passwords: 'Password Mismatch'", async () => {
      const { user } = await renderSite();
      await fill(user, { confirm: 'secret13' });
      expect(await findToast('Password Mismatch')).toHaveTextContent(
        'Please make sure both password fields match.',
      );
    });

    it("refuses a short password: 'Password Too Short'", async () => {
      const { user } = await renderSite();
      await fill(user, { password: 'abc12' });
      expect(await findToast('Password Too Short')).toHaveTextContent(
        'Password must be at least 6 characters long.',
      );
    });

    it("creates the account: 'Account Created!' and the portal signed in", async () => {
      const { user } = await renderSite();
      const dialog = await fill(user);
      await findToast('Account Created!');
      expect(
        await within(dialog).findByRole('heading', { name: 'Welcome, Grace Brewster' }),
      ).toBeInTheDocument();
    });

    it("shows 'Registration Failed' with the server's message", async () => {
      const { user } = await renderSite();
      await fill(user, { email: adaCustomer.email });
      expect(await findToast('Registration Failed')).toHaveTextContent(
        'An account with this email already exists',
      );
    });
  });

  describe('an admin account', () => {
    const signInAdmin = async () => {
      const rendered = await renderSite();
      const dialog = await signIn(rendered.user, adminCustomer.email, MOCK_PASSWORDS[adminCustomer.email]!);
      await findToast('Admin Access Detected!');
      await within(dialog).findByRole('heading', { name: 'Admin Access Detected!' });
      return { ...rendered, dialog };
    };

    it('asks for the code: countdown, six digits only, verify at exactly six', async () => {
      const { user, dialog } = await signInAdmin();
      expect(within(dialog).getByRole('timer')).toHaveTextContent(/Code expires in\s*(5:00|4:5\d)/);
      const code = within(dialog).getByRole('textbox', { name: '6-digit verification code' });
      const verify = within(dialog).getByRole('button', { name: 'Verify Code' });
      expect(verify).toBeDisabled();
      await user.type(code, '12a34');
      expect(code).toHaveValue('1234');
      expect(verify).toBeDisabled();
      await user.clear(code);
      await user.click(code);
      await user.paste('12-34-56');
      expect(code).toHaveValue('123456');
      expect(verify).toBeEnabled();
    });

    it("a correct code: 'Admin Access Granted!', the admin token stored, the admin portal asked for", async () => {
      const openAdminPortal = vi.fn();
      const stop = onPageEvent('openAdminPortal', openAdminPortal);
      const { user, dialog } = await signInAdmin();
      await user.type(
        within(dialog).getByRole('textbox', { name: '6-digit verification code' }),
        MOCK_ADMIN_CODE,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
      await findToast('Admin Access Granted!');
      // The portal's dialog closes; the admin portal's own dialog may already be opening.
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(openAdminPortal).toHaveBeenCalledTimes(1);
      expect(localStore.get(LOCAL_KEYS.adminToken)).toBeTruthy();
      stop();
    });

    it("a wrong code: 'Verification Failed' and the attempts left", async () => {
      const { user, dialog } = await signInAdmin();
      await user.type(within(dialog).getByRole('textbox', { name: '6-digit verification code' }), '000000');
      await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
      expect(await findToast('Verification Failed')).toHaveTextContent(
        'Invalid or expired code. Please try again.',
      );
      expect(await within(dialog).findByText('Attempts left: 4')).toBeInTheDocument();
    });

    it("'Cancel & Go Back' returns to the Sign In form, signed out", async () => {
      const { user, dialog } = await signInAdmin();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel & Go Back' }));
      expect(await within(dialog).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      await waitFor(() => expect(localStore.get(LOCAL_KEYS.authToken)).toBeNull());
      await waitFor(() => expect(portalButtons('Customer Portal')).not.toHaveLength(0));
    });
  });

  describe('the stored session', () => {
    it('is restored once the page is idle: the nav button names the customer', async () => {
      await renderSite('customer');
      await waitFor(() => expect(portalButtons('Ada Portal')).not.toHaveLength(0));
    });

    it('is checked once per page load: the portal and the funnel wait for the same check', async () => {
      const me: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === '/api/auth/me') me.push(request.method);
      });
      await renderSite('customer');
      await waitFor(() => expect(portalButtons('Ada Portal')).not.toHaveLength(0));
      // The funnel loads on the home page when idle and reads the session before onboarding starts.
      await settleLoads();
      const dialog = await openPortal();
      expect(await within(dialog).findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
      expect(me).toEqual(['GET']);
      server.events.removeAllListeners();
    });

    it('is removed when the check fails', async () => {
      await renderSite('expired');
      const dialog = await openPortal();
      expect(await within(dialog).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(localStore.get(LOCAL_KEYS.authToken)).toBeNull();
    });
  });

  it('openCustomerLogin opens the Sign In tab', async () => {
    const { user } = await renderSite();
    const dialog = await openPortal();
    await user.click(within(dialog).getByRole('tab', { name: tabNamed('Create Account') }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openPortal('openCustomerLogin');
    expect(within(again).getByRole('tab', { name: tabNamed('Sign In') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

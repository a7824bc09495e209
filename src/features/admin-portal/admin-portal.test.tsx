/**
 * The admin portal's sign-in (spec part 1 §2, §4, §5, §8) against the shared mock API: the login
 * with show/hide, the 6-digit step with its countdown and 'Cancel & Go Back', the exact toasts,
 * the restored token, signing out, and a token the server no longer takes.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_ADMIN_CODE, MOCK_PASSWORDS, adminCustomer } from '@mocks/fixtures';
import { scenario } from '@mocks/scenarios';
import { dispatchPageEvent } from '@src/app/page-events';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { setupMockApi } from '@src/testing/mock-api';
import {
  WHOLE_APP_TIMEOUT,
  expectToast,
  openAdminPortal,
  portalDialog,
  tabNamed,
} from '@src/testing/admin-portal-page';

const server = setupMockApi();
beforeEach(() => localStorage.clear());

const PASSWORD = MOCK_PASSWORDS[adminCustomer.email] ?? '';

/** Types the credentials and continues. */
const signIn = async (
  user: Awaited<ReturnType<typeof openAdminPortal>>['user'],
  dialog: HTMLElement,
  password = PASSWORD,
) => {
  await user.type(within(dialog).getByLabelText('Email'), adminCustomer.email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
};

describe('the admin portal sign-in', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('is not in the page until openAdminPortal asks for it', async () => {
    const { dialog } = await openAdminPortal();
    expect(within(dialog).getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user, dialog } = await openAdminPortal();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("refuses wrong credentials: 'Access Denied — Invalid admin credentials'", async () => {
    const { user, dialog } = await openAdminPortal();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await signIn(user, dialog, 'wrong-password');
    await expectToast('Access Denied', 'Invalid admin credentials');
    expect(within(dialog).getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('asks for the code with a countdown, verifies only six digits, and opens the tabs', async () => {
    const { user, dialog } = await openAdminPortal();
    await signIn(user, dialog);
    await expectToast('Verification Required', 'Enter your 6-digit Authy code to complete login');
    const code = await within(dialog).findByLabelText('Verification code');
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/Code expires in [45]:\d\d/);
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    await user.type(code, '12a3-45');
    expect(code).toHaveValue('12345');
    expect(verify).toBeDisabled();
    await user.type(code, '6');
    expect(code).toHaveValue(MOCK_ADMIN_CODE);
    expect(verify).toBeEnabled();
    await user.click(verify);
    await expectToast('Admin Access Granted');
    expect(
      await within(dialog).findByRole('tab', { name: tabNamed('Projects'), selected: true }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.adminToken)).toMatch(/^mock-admin-token/);
  });

  it("takes a pasted code, digits only: 'Verification Failed' on a wrong one", async () => {
    const { user, dialog } = await openAdminPortal();
    await signIn(user, dialog);
    const code = await within(dialog).findByLabelText('Verification code');
    await user.click(code);
    await user.paste('65-43-21');
    expect(code).toHaveValue('654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expectToast('Verification Failed', 'Invalid or expired code. Please try again.');
    expect(code).toHaveValue('');
  });

  it("'Cancel & Go Back' returns to the login", async () => {
    const { user, dialog } = await openAdminPortal();
    await signIn(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel & Go Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('restores the stored admin token when it opens; Sign Out removes it and closes the portal', async () => {
    const { user, dialog } = await openAdminPortal({ signedIn: true });
    expect(await within(dialog).findByRole('tab', { name: tabNamed('Projects') })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(LOCAL_KEYS.adminToken)).toBeNull();

    act(() => dispatchPageEvent('openAdminPortal'));
    const reopened = await portalDialog();
    expect(within(reopened).getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('closes with Escape and opens again where it was', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => dispatchPageEvent('openAdminPortal'));
    expect(
      await within(await portalDialog()).findByRole('tab', { name: tabNamed('Projects') }),
    ).toBeInTheDocument();
  });

  it("returns to the login when the server refuses the stored token: 'Session Expired'", async () => {
    server.use(scenario('adminProjects', 'error', { status: 401, message: 'Session expired', once: true }));
    const { dialog } = await openAdminPortal({ signedIn: true, token: 'mock-admin-expired' });
    expect(await within(dialog).findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await expectToast('Session Expired', 'Your admin session has ended. Please sign in again.');
    expect(localStorage.getItem(LOCAL_KEYS.adminToken)).toBeNull();
  });
});

/**
 * /reset-password?token=… against the mock API: a working link sets the password once (then Sign
 * In opens the portal), a used or expired link and a link without a token say so, and the
 * registration's password rules and toasts apply.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_EXPIRED_RESET_TOKEN, MOCK_RESET_TOKEN, adaCustomer } from '@mocks/fixtures';
import { db } from '@mocks/db';
import { onPageEvent } from '@src/app/page-events';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';

setupMockApi();

const openAt = async (path: string) => {
  window.history.replaceState(null, '', path);
  const rendered = await renderApp(path);
  expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
  return rendered;
};

// The shell's deferred parts (loaded when the page is idle) are awaited by setup-dom.ts's settleLoads.
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const toastWith = async (title: string) =>
  within(await screen.findByRole('region', { name: 'Notifications (F8)' })).findByText(title);

const fill = async (
  user: Awaited<ReturnType<typeof openAt>>['user'],
  password: string,
  confirm = password,
) => {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
};

describe('reset-password page', () => {
  it("sets the new password once: 'Password Reset', then Sign In opens the portal", async () => {
    const { user } = await openAt(`/reset-password?token=${MOCK_RESET_TOKEN}`);
    const signInAsked: unknown[] = [];
    const stop = onPageEvent('openCustomerLogin', (detail) => signInAsked.push(detail));
    await fill(user, 'babbage-1834');
    expect(await toastWith('Password Reset')).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Sign in to the customer portal with your new password. Every other session of ${adaCustomer.email} has been signed out.`,
      ),
    ).toBeInTheDocument();
    expect(db.passwords.get(adaCustomer.email)).toBe('babbage-1834');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signInAsked).toHaveLength(1);
    stop();
  });

  it('refuses a used link: the second use says the link no longer works', async () => {
    db.passwordResets.get(MOCK_RESET_TOKEN)!.used = true;
    const { user } = await openAt(`/reset-password?token=${MOCK_RESET_TOKEN}`);
    await fill(user, 'babbage-1834');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link no longer worksThis password reset link has expired or has already been used. Please request a new one: open Sign In and choose “Forgot password?”.',
    );
    expect(db.passwords.get(adaCustomer.email)).not.toBe('babbage-1834');
  });

  it('refuses an expired link the same way', async () => {
    const { user } = await openAt(`/reset-password?token=${MOCK_EXPIRED_RESET_TOKEN}`);
    await fill(user, 'babbage-1834');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works');
  });

  it('says at once that a link without a token does not work', async () => {
    await openAt('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("applies registration's rules: 'Password Too Short', 'Password Mismatch'", async () => {
    const { user } = await openAt(`/reset-password?token=${MOCK_RESET_TOKEN}`);
    await fill(user, 'abc');
    expect(await toastWith('Password Too Short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, 'babbage-1834', 'babbage-1835');
    expect(await toastWith('Password Mismatch')).toBeInTheDocument();
    expect(db.passwordResets.get(MOCK_RESET_TOKEN)?.used).toBe(false);
  });

  it('is not for search engines', async () => {
    await openAt(`/reset-password?token=${MOCK_RESET_TOKEN}`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

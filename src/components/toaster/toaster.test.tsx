import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settleLoads } from '@src/lib/pending-loads';
import { showToast, useToasts } from '@src/stores/toasts.store';
import { renderApp } from '@src/testing/render-app';

beforeEach(() => localStorage.clear());

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/**
 * The toaster's code loads with the first toast (nothing renders before it) and renders in a
 * transition once loaded, so a first toast appears a moment after it was shown.
 */
const shown = (title: string) => screen.findByText(title, {}, { timeout: 5000 });

describe('toaster', () => {
  it('loads with the first toast, not when the page is idle, and shows it', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // Past the idle moment (when-idle.ts: 200 ms after the load without requestIdleCallback) and
    // every load it started: no toaster yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await act(settleLoads);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    act(() => {
      showToast({ title: 'Logged out successfully', variant: 'success' });
    });
    await shown('Logged out successfully');
    expect(within(region()).getByText('Logged out successfully')).toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the current', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      showToast({ title: 'Logged out successfully', variant: 'success' });
    });
    await shown('Logged out successfully');
    expect(within(region()).getByText('Logged out successfully')).toBeInTheDocument();

    act(() => {
      showToast({ title: 'Message Sent', description: 'Your message has been sent successfully' });
    });
    expect(within(region()).getByText('Message Sent')).toBeInTheDocument();
    expect(within(region()).getByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(within(region()).queryByText('Logged out successfully')).not.toBeInTheDocument();
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes the toast with its close button', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      showToast({ title: 'Welcome back!', variant: 'success' });
    });
    await shown('Welcome back!');
    await user.click(within(region()).getByRole('button', { name: 'Close notification' }));
    expect(within(region()).queryByText('Welcome back!')).not.toBeInTheDocument();
    expect(useToasts.getState().open).toBe(false);
  });

  it('moves focus to the notifications region on F8', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      showToast({ title: 'Upgrade Failed', variant: 'error' });
    });
    await shown('Upgrade Failed');
    await user.keyboard('[F8]');
    expect(within(region()).getByRole('list')).toHaveFocus();
  });
});

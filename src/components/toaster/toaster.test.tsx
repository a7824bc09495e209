import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { showToast, useToasts } from '@src/stores/toasts.store';
import { renderApp } from '@src/testing/render-app';

beforeEach(() => localStorage.clear());

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/**
 * The toaster's real code has taken over from its placeholder (the same empty region until then):
 * it renders in a transition once loaded, so a toast shown now may appear a moment later.
 */
const shown = (title: string) => screen.findByText(title, {}, { timeout: 5000 });

describe('toaster', () => {
  it('shows one toast at a time: a new one replaces the current', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // The toaster loads once the page is idle.
    await screen.findByRole('region', { name: 'Notifications (F8)' });
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
    // The toaster loads once the page is idle.
    await screen.findByRole('region', { name: 'Notifications (F8)' });
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
    // The toaster loads once the page is idle.
    await screen.findByRole('region', { name: 'Notifications (F8)' });
    act(() => {
      showToast({ title: 'Upgrade Failed', variant: 'error' });
    });
    await shown('Upgrade Failed');
    await user.keyboard('[F8]');
    expect(within(region()).getByRole('list')).toHaveFocus();
  });
});

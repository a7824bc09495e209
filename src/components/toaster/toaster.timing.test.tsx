/**
 * The toaster's timing as a person sees it (spec part 1 §9: a toast stays 5 s unless its caller
 * says otherwise). Radix runs the timer with setTimeout, so Vitest's fake timers drive it.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@src/stores/toasts.store';
import { renderApp } from '@src/testing/render-app';

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/**
 * The page with its toaster fully there: it loads with the first toast and renders in a
 * transition, so a first toast shown on the real clock is waited for before the clock is faked.
 */
const toasterReady = async () => {
  await renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  act(() => {
    showToast({ title: 'Ready', variant: 'success' });
  });
  await within(await screen.findByRole('region', { name: 'Notifications (F8)' })).findByText('Ready');
};

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('toaster timing', () => {
  it('shows a toast for 5 seconds by default', async () => {
    await toasterReady();
    vi.useFakeTimers();
    act(() => {
      showToast({ title: 'Logged out successfully', variant: 'success' });
    });
    advance(4990);
    expect(within(region()).getByText('Logged out successfully')).toBeInTheDocument();
    advance(20);
    expect(within(region()).queryByText('Logged out successfully')).not.toBeInTheDocument();
  });

  it("keeps a toast for the duration its caller asks (onboarding's 8 seconds)", async () => {
    await toasterReady();
    vi.useFakeTimers();
    act(() => {
      showToast({ title: 'Project Details Saved!', variant: 'success', durationMs: 8000 });
    });
    advance(7990);
    expect(within(region()).getByText('Project Details Saved!')).toBeInTheDocument();
    advance(20);
    expect(within(region()).queryByText('Project Details Saved!')).not.toBeInTheDocument();
  });
});

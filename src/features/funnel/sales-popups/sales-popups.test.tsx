import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchPageEvent } from '@src/app/page-events';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { setupMockApi } from '@src/testing/mock-api';
import { FUNNEL_LOAD_TIMEOUT, renderFunnelPage } from '@src/testing/funnel-page';

/** The popups' cards (the floating repair help is a complementary region of every page too). */
const POPUP_CARD = /^(\$200 Off Your First Project|Ready for a professional website\?)$/;

setupMockApi();

/** The tour was completed a minute ago: the popups may start at once. */
const tourDoneLongAgo = () => ({ [LOCAL_KEYS.tourCompletedAt]: String(Date.now() - 60_000) });

const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * Lets the popups' clocks run: the funnel's code loads first (its Tour button shows it is there),
 * then the schedule's wait after a tour completed long ago ends (a timer due at once). Without its
 * dialogs' code the funnel renders sooner, and the Tour button could show before that timer was
 * set: a moment of real time lets the funnel settle, then the due timer runs.
 */
const popupsRunning = async (path = '/', stored: Record<string, string> = tourDoneLongAgo()) => {
  const rendered = await renderFunnelPage(path, { stored });
  await screen.findByRole('button', { name: 'Tour' }, FUNNEL_LOAD_TIMEOUT);
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  after(0);
  return rendered;
};

const leaveThroughTop = () => fireEvent.mouseLeave(document.documentElement, { clientY: 0 });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('sales popups', () => {
  it('opens the exit-intent popup when the pointer leaves through the top, with the $200 promise', async () => {
    const { user } = await popupsRunning();
    fireEvent.mouseLeave(document.documentElement, { clientY: 300 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    leaveThroughTop();
    const popup = await screen.findByRole('dialog', { name: "Wait! Don't Leave Empty-Handed" });
    expect(popup).toHaveTextContent('Start your project today and get $200 off your first project.');
    await user.click(within(popup).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens package selection when the offer is taken', async () => {
    const { user } = await popupsRunning();
    leaveThroughTop();
    const popup = await screen.findByRole('dialog', { name: "Wait! Don't Leave Empty-Handed" });
    await user.click(within(popup).getByRole('button', { name: 'Claim My $200 Discount' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Your Website Package' })).toBeInTheDocument();
  });

  it('shows the corner card after 20 s and the ready card after 30 s, as regions that keep the page usable', async () => {
    const { user } = await popupsRunning();
    after(19_000);
    expect(screen.queryByRole('complementary', { name: POPUP_CARD })).not.toBeInTheDocument();
    after(1_000);
    const corner = await screen.findByRole('complementary', { name: '$200 Off Your First Project' });
    expect(corner).toHaveTextContent('Rated 4.9 from 127 reviews');
    expect(document.activeElement).toBe(document.body);
    await user.click(within(corner).getByRole('button', { name: 'Dismiss' }));
    after(10_000);
    // The exit-intent fallback opens at 30 s too: the cards wait behind a modal popup.
    const exit = await screen.findByRole('dialog', { name: "Wait! Don't Leave Empty-Handed" });
    await user.click(within(exit).getByRole('button', { name: 'No thanks' }));
    const ready = await screen.findByRole('complementary', { name: 'Ready for a professional website?' });
    expect(ready).toHaveTextContent('Packages from $1,995, delivered in 48 hours.');
    await user.click(within(ready).getByRole('button', { name: 'Start Your Project' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Your Website Package' })).toBeInTheDocument();
  });

  it('opens no popup over the customer portal: the exit-intent popup due at 30 s waits until the portal is closed', async () => {
    const { user } = await popupsRunning();
    act(() => dispatchPageEvent('openCustomerPortal'));
    const portal = await screen.findByRole('dialog', { name: 'Customer Portal' }, FUNNEL_LOAD_TIMEOUT);
    after(30_000);
    expect(screen.getAllByRole('dialog')).toEqual([portal]);
    expect(screen.queryByRole('complementary', { name: POPUP_CARD })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: "Wait! Don't Leave Empty-Handed" })).toBeInTheDocument();
  });

  it('opens the second popup 15 s after tourCompleted', async () => {
    await popupsRunning();
    act(() => dispatchPageEvent('tourCompleted'));
    after(15_000);
    expect(await screen.findByRole('dialog', { name: 'Still Thinking It Over?' })).toBeInTheDocument();
  });

  it("never shows the 'Ready for a professional website?' card once package selection opened in the visit", async () => {
    const { user } = await popupsRunning('/', {});
    act(() => dispatchPageEvent('openPackageSelection'));
    await user.keyboard('{Escape}');
    // The tour was just completed: the popups start 30 s later, the cards 20 s and 30 s after that.
    after(30_000);
    after(30_000);
    // The exit-intent fallback opens with them; the corner waits behind a modal popup.
    await screen.findByRole('dialog', { name: "Wait! Don't Leave Empty-Handed" });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: /^\$200/ })).toBeInTheDocument());
    expect(
      screen.queryByRole('complementary', { name: 'Ready for a professional website?' }),
    ).not.toBeInTheDocument();
  });

  it('shows nothing once an account or a payment is recorded', async () => {
    await popupsRunning('/', { ...tourDoneLongAgo(), [LOCAL_KEYS.accountCreated]: 'true' });
    leaveThroughTop();
    after(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: POPUP_CARD })).not.toBeInTheDocument();
  });
});

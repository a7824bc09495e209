import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';
import { fakeNewTab, ISLAND, recordPageEvent } from './testing/home-test-support';

const server = setupMockApi();
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const pricing = () => screen.getByRole('region', { name: 'Simple, Fixed Pricing' });

describe('the pricing section', () => {
  it('is the #pricing anchor and compares agency prices with ours', async () => {
    await renderApp('/');
    expect(pricing()).toHaveAttribute('id', 'pricing');
    const table = within(pricing()).getByRole('table', {
      name: 'What agencies charge compared with our price',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      );
    expect(rows).toEqual([
      ['Startup', '$12,000', '$1,995', '$10,005'],
      ['Professional', '$15,000', '$2,995', '$12,005'],
      ['Enterprise', '$25,000', '$4,995', '$20,005'],
      ['Platinum', '$35,000', '$6,995', '$28,005'],
    ]);
  });

  it('shows the four packages of the catalogue, Professional marked MOST POPULAR', async () => {
    await renderApp('/');
    const cards = within(pricing()).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Startup',
      'Professional',
      'Enterprise',
      'Platinum',
    ]);
    const professional = cards[1]!;
    expect(within(professional).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(within(professional).getByText('$2,995')).toBeInTheDocument();
    // The saving is the comparison table's: the card does not say it a second time.
    expect(within(professional).queryByText('Save $12,005')).not.toBeInTheDocument();
    expect(within(professional).queryByText(/Others charge/)).not.toBeInTheDocument();
    expect(within(pricing()).getAllByText('$12,005')).toHaveLength(1);
    expect(within(professional).getByText('90 days of free support')).toBeInTheDocument();
    expect(within(professional).getByText('Optional maintenance: $350/month')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('MOST POPULAR')).not.toBeInTheDocument();
    // No card states a support period the catalogue does not give it (decision 1).
    expect(within(cards[0]!).getByText('30 days of free support')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('6 months of free support')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('1 year of free support')).toBeInTheDocument();
  });

  it("opens onboarding with a card's package and price", async () => {
    const { user } = await renderApp('/');
    const quick = recordPageEvent('openQuickOnboarding');
    cleanups.push(quick.stop);
    await user.click(within(pricing()).getByRole('button', { name: 'Choose Enterprise' }));
    expect(quick.details).toEqual([{ packageType: 'enterprise', packagePrice: 4995 }]);
  });

  it('opens the maintenance payment link in a new tab', async () => {
    const newTab = fakeNewTab();
    cleanups.push(newTab.restore);
    const { user } = await renderApp('/');
    const maintenanceButton = () =>
      within(pricing()).getByRole('button', { name: /^Start Maintenance Plan - \$250\/month/ });
    // Its machine has loaded: the button carries the machine's state.
    await waitFor(() => expect(maintenanceButton()).toHaveAttribute('data-state', 'idle'), ISLAND);
    const button = maintenanceButton();
    expect(button).toHaveAccessibleName('Start Maintenance Plan - $250/month (opens in a new tab)');
    await user.click(button);
    // The tab opens at the press; the link follows from the server.
    expect(newTab.open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(newTab.tab.location.replace).toHaveBeenCalledTimes(1), ISLAND);
    expect(newTab.tab.location.replace.mock.calls[0]?.[0]).toMatch(/\/checkout\/[\w-]+$/);
    expect(newTab.tab.opener).toBeNull();
  });

  it('closes the tab and says so when the maintenance link cannot be had', async () => {
    server.use(scenario('paymentLink', 'error', { status: 503, message: 'Payments are paused' }));
    const newTab = fakeNewTab();
    cleanups.push(newTab.restore);
    const { user } = await renderApp('/');
    await user.click(within(pricing()).getByRole('button', { name: /^Start Maintenance Plan/ }));
    expect(await screen.findByText('Payment Page Unavailable', {}, ISLAND)).toBeInTheDocument();
    expect(screen.getByText('Payments are paused')).toBeInTheDocument();
    expect(newTab.tab.close).toHaveBeenCalled();
    expect(newTab.tab.location.replace).not.toHaveBeenCalled();
  });

  it('shows the trust badges from the catalogue', async () => {
    await renderApp('/');
    const badges = within(pricing()).getByRole('list', { name: 'Why clients trust us' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '48 hours or $500 off',
      '4.9 stars from 127 reviews',
      'Secure card payments',
      'Work starts within 24 hours',
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';
import { fakeNewTab, ISLAND } from './testing/home-test-support';

const server = setupMockApi();
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const section = () => screen.getByRole('region', { name: 'Expert Computer Repair' });
const toggle = () => within(section()).getByRole('button', { name: 'Skip to $99 Deposit' });

describe('the computer repair section', () => {
  it('is the #computer-repair anchor, with the technician, the terms and the repair line', async () => {
    await renderApp('/');
    expect(section()).toHaveAttribute('id', 'computer-repair');
    expect(
      within(section()).getByText(
        'Slow, broken or infected computer? Sam Rivera, our repair technician, gets you back to work.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).getByText('Response within 24 hours')).toBeInTheDocument();
    expect(within(section()).getByText('Most repairs done in 3-5 business days')).toBeInTheDocument();
    expect(within(section()).getByText('$99 diagnostic fee, applied to your repair')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: '(555) 010-7300' })).toHaveAttribute(
      'href',
      'tel:+15550107300',
    );
  });

  it("'Skip to $99 Deposit' toggles the panel whose button opens the deposit link in a new tab", async () => {
    const newTab = fakeNewTab();
    cleanups.push(newTab.restore);
    const { user } = await renderApp('/');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'), ISLAND);
    const pay = within(section()).getByRole('button', { name: 'Pay $99 Deposit (opens in a new tab)' });
    expect(
      within(section()).getByText(
        'Reserve your repair with a $99 deposit. It pays for the diagnostic and is applied to your repair.',
      ),
    ).toBeInTheDocument();
    await user.click(pay);
    expect(newTab.open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(newTab.tab.location.replace).toHaveBeenCalledTimes(1));
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(section()).queryByRole('button', { name: /^Pay \$99 Deposit/ })).not.toBeInTheDocument();
  });

  it('closes the tab with a toast when the deposit link cannot be had', async () => {
    server.use(scenario('paymentLink', 'offline'));
    const newTab = fakeNewTab();
    cleanups.push(newTab.restore);
    const { user } = await renderApp('/');
    await user.click(toggle());
    await user.click(await within(section()).findByRole('button', { name: /^Pay \$99 Deposit/ }, ISLAND));
    expect(await screen.findByText('Payment Page Unavailable', {}, ISLAND)).toBeInTheDocument();
    expect(
      screen.getByText('We could not open the payment page. Please try again or call us at (555) 010-4800.'),
    ).toBeInTheDocument();
    expect(newTab.tab.close).toHaveBeenCalled();
  });
});

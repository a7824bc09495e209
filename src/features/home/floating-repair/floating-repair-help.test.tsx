import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settleLoads } from '@src/lib/pending-loads';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';

setupMockApi();

const button = () => screen.getByRole('button', { name: 'Computer repair help' });

/**
 * The page as a visitor finds it a moment after the load: the card's code came at the idle moment
 * (when-idle.ts: 200 ms after the load here) and took the placeholder's place. A press that began on
 * the placeholder and ended after that swap was lost on a busy machine (user-event's press spans
 * several tasks); deferred.test.tsx covers the press on the placeholder itself.
 */
const renderBlog = async () => {
  const app = await renderApp('/blog');
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await act(settleLoads);
  return app;
};

describe('the floating repair help button', () => {
  it('toggles its help card, on every page', async () => {
    const { user } = await renderBlog();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.click(button());
    // The card's code loads on the press (deferred-floating-repair-help.tsx): a moment on a busy machine.
    const card = await screen.findByRole('region', { name: 'Need Computer Repair?' });
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', card.id);
    expect(
      within(card).getByText('Call Sam Rivera, our repair technician. We respond within 24 hours.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(555) 010-7300' })).toHaveAttribute(
      'href',
      'tel:+15550107300',
    );
    await user.click(button());
    expect(screen.queryByRole('region', { name: 'Need Computer Repair?' })).not.toBeInTheDocument();
  });

  it('closes on Escape and with its close button, giving focus back to the button', async () => {
    const { user } = await renderBlog();
    await user.click(button());
    await screen.findByRole('region', { name: 'Need Computer Repair?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Need Computer Repair?' })).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Need Computer Repair?' })).not.toBeInTheDocument();
  });

  it('leads to the repair section of the home page', async () => {
    const { user, location } = await renderBlog();
    await user.click(button());
    await user.click(await screen.findByRole('link', { name: 'See Repair Services' }));
    expect(location).toMatchObject({ pathname: '/', hash: '#computer-repair' });
    expect(screen.queryByRole('region', { name: 'Need Computer Repair?' })).not.toBeInTheDocument();
  });
});

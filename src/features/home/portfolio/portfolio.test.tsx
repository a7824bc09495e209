import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';
import { ISLAND, recordPageEvent } from '../testing/home-test-support';

const server = setupMockApi();
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const section = () => screen.getByRole('region', { name: 'Our Recent Work' });
const tabs = () => within(section()).getByRole('group', { name: 'Filter projects by category' });
const cardTitles = () =>
  within(section())
    .queryAllByRole('button', { pressed: false })
    .concat(within(section()).queryAllByRole('button', { pressed: true }))
    .filter((button) => button.classList.contains('portfolio-card'))
    .map((card) => card.querySelector('.portfolio-card__title')?.textContent);

/** The categories the grid asked the API for, in order. */
const askedCategories = () => {
  const asked: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/portfolio') asked.push(url.searchParams.get('category'));
  });
  return asked;
};

describe('the portfolio grid', () => {
  it('shows a spinner, then every project; a tab reads its category from the API', async () => {
    const asked = askedCategories();
    const { user } = await renderApp('/');
    expect(section()).toHaveAttribute('id', 'portfolio');
    expect(within(section()).getByRole('status', { name: 'Loading projects…' })).toBeInTheDocument();
    expect(
      within(tabs())
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Technology', 'Creative', 'Fintech', 'Agency']);
    await within(section()).findByText('Northwind Cloud', {}, ISLAND);
    expect(cardTitles()).toHaveLength(12);
    expect(within(tabs()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(tabs()).getByRole('button', { name: 'Fintech' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(within(section()).queryByText('Northwind Cloud')).not.toBeInTheDocument();
    expect(within(tabs()).getByRole('button', { name: 'Fintech' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['all', 'fintech']);
  });

  it('shows title and metrics on a card; a tap toggles them on touch screens', async () => {
    const { user } = await renderApp('/');
    const title = await within(section()).findByText('Lumen & Grain Photography', {}, ISLAND);
    const card = title.closest('button')!;
    expect(card).toHaveAccessibleName(
      'Lumen & Grain Photography 3x booking enquiries 92% smaller image payload Page 1 for "Austin wedding photographer"',
    );
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveAttribute('data-revealed', 'true');
    await user.click(card);
    expect(card).toHaveAttribute('data-revealed', 'false');
  });

  it('says so when a category has no projects', async () => {
    server.use(scenario('portfolio', 'empty'));
    await renderApp('/');
    expect(
      await within(section()).findByText('No projects in this category yet.', {}, ISLAND),
    ).toBeInTheDocument();
  });

  it('shows no error when the projects cannot be loaded (spec part 2 §8), and keeps the tabs', async () => {
    server.use(scenario('portfolio', 'error'));
    await renderApp('/');
    await waitFor(
      () =>
        expect(
          within(section()).queryByRole('status', { name: 'Loading projects…' }),
        ).not.toBeInTheDocument(),
      ISLAND,
    );
    expect(cardTitles()).toEqual([]);
    expect(within(section()).queryByText('No projects in this category yet.')).not.toBeInTheDocument();
    expect(within(tabs()).getAllByRole('button')).toHaveLength(5);
  });

  it('opens onboarding with Platinum at $6,995, and links to the full portfolio', async () => {
    const { user, location } = await renderApp('/');
    const quick = recordPageEvent('openQuickOnboarding');
    cleanups.push(quick.stop);
    const fullPortfolio = within(section()).getByRole('link', { name: 'View Full Portfolio' });
    await user.click(within(section()).getByRole('button', { name: 'Start a Platinum Project - $6,995' }));
    expect(quick.details).toEqual([{ packageType: 'platinum', packagePrice: 6995 }]);
    expect(
      await screen.findByRole('dialog', { name: 'Start Your Website Project' }, ISLAND),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(fullPortfolio);
    expect(location.pathname).toBe('/portfolio');
  });
});

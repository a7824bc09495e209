/**
 * The 404 page (spec part 2 §2: 'Page Not Found'; issue 22: not a dead end): the page a mistyped
 * address most likely meant, the main pages, and a search of the site's pages in the page's
 * language.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';

setupMockApi();

const links = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.querySelector('p')?.textContent, link.getAttribute('href')]);

describe('the 404 page', () => {
  it('offers the main pages, and the page a mistyped address meant', async () => {
    const { user, location } = await renderApp('/portfolo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Main pages' })).toBeInTheDocument();
    expect(links(screen.getByRole('list', { name: 'Main pages' }))).toEqual([
      ['Home', '/'],
      ['Pricing', '/#pricing'],
      ['Portfolio', '/portfolio'],
      ['Free Website Health Check', '/#health-check'],
      ['Domains', '/domains'],
      ['Blog', '/blog'],
    ]);
    await user.click(await screen.findByRole('link', { name: 'Did you mean Portfolio?' }));
    expect(location.pathname).toBe('/portfolio');
  });

  it('searches the site as the visitor types, and says when nothing matches', async () => {
    const { user } = await renderApp('/somewhere-else');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.queryByText(/^Did you mean/)).not.toBeInTheDocument();
    const search = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search this site' });
    await user.type(search, 'websites');
    expect(screen.getByRole('status')).toHaveTextContent('Pages found: 5');
    // Pages named so first, then those that speak of it.
    expect(links(screen.getByRole('list', { name: 'Pages found: 5' })).map(([title]) => title)).toEqual([
      'Luxury Websites',
      'Professional Websites',
      'Home',
      'Portfolio',
      'Texas Website Development',
    ]);
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No page matches “zebra”. Try another word, or choose one of the main pages.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Main pages' })).toBeInTheDocument();
  });

  it("searches in the page's language and keeps its links in it", async () => {
    const { user } = await renderApp('/de/preise');
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    const search = within(screen.getByRole('search')).getByRole('searchbox');
    await user.type(search, 'domain');
    const [first] = within(screen.getByRole('list', { name: /^Gefundene Seiten/ })).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/de/domains');
  });
});

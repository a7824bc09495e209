import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../../mocks/scenarios';
import { setupMockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ISLAND } from '../testing/home-test-support';

const server = setupMockApi();

/** Waits until the deferred sections have loaded (the testimonials' spinner is gone). */
const islandsLoaded = () =>
  waitFor(
    () => expect(screen.queryByRole('status', { name: 'Loading testimonials…' })).not.toBeInTheDocument(),
    ISLAND,
  );

describe('the featured showcase', () => {
  it('shows each live client site with its screenshot, package and link', async () => {
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Featured Client Sites' }, ISLAND);
    const sites = within(section).getAllByRole('article');
    expect(sites).toHaveLength(3);
    const summit = within(section).getByRole('article', { name: 'Summit Dental Care' });
    expect(within(summit).getByRole('img', { name: 'The website of Summit Dental Care' })).toHaveAttribute(
      'src',
      '/media/showcase-shw-summit.svg',
    );
    expect(within(summit).getByText('Professional package')).toBeInTheDocument();
    const link = within(summit).getByRole('link', { name: 'Visit Summit Dental Care (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://summit-dental.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is hidden when the list is empty', async () => {
    server.use(scenario('showcaseProjects', 'empty'));
    await renderApp('/');
    await islandsLoaded();
    expect(screen.queryByRole('region', { name: 'Featured Client Sites' })).not.toBeInTheDocument();
    expect(document.getElementById('showcase')).toBeNull();
  });

  it('is hidden when the list cannot be loaded (not handled visibly, spec part 2 §8)', async () => {
    server.use(scenario('showcaseProjects', 'error'));
    await renderApp('/');
    await islandsLoaded();
    expect(document.getElementById('showcase')).toBeNull();
  });
});

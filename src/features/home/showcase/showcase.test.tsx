import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '@mocks/lib/mock-route';
import { workImageUrl } from '@server/seed/images/work-images';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';
import { ISLAND } from '../testing/home-test-support';

const server = setupMockApi();

/** Waits until the deferred sections have loaded (the testimonials' spinner is gone). */
const islandsLoaded = () =>
  waitFor(
    () => expect(screen.queryByRole('status', { name: 'Loading testimonials…' })).not.toBeInTheDocument(),
    ISLAND,
  );

describe('the featured showcase', () => {
  it("shows each client site with its screenshot and package, and 'Private/Internal Project' where its address leads nowhere", async () => {
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Featured Client Sites' }, ISLAND);
    const sites = within(section).getAllByRole('article');
    expect(sites).toHaveLength(3);
    const harborline = within(section).getByRole('article', { name: 'Harborline Credit Union' });
    const screenshot = within(harborline).getByRole('img', {
      name: 'The website of Harborline Credit Union',
    });
    const picture = workImageUrl('harborline-credit-union');
    expect(screenshot).toHaveAttribute('src', picture);
    expect(screenshot).toHaveAttribute(
      'srcset',
      expect.stringContaining(picture.replace('-960.jpg', '-480.jpg 480w')),
    );
    expect(screenshot).toHaveAttribute('width', '960');
    expect(screenshot).toHaveAttribute('height', '600');
    expect(screenshot.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining(picture.replace('-960.jpg', '-960.avif 960w')),
    );
    expect(within(harborline).getByText('Platinum package')).toBeInTheDocument();
    // The demo's addresses are reserved `.example` names: a "Visit" link would lead nowhere.
    expect(within(harborline).getByText('Private/Internal Project')).toBeInTheDocument();
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });

  it('links to a site whose address leads somewhere, in a new tab', async () => {
    server.use(
      mockRoute('showcaseProjects', () => [
        {
          id: 'shw-real',
          companyName: 'Harborline Credit Union',
          websiteUrl: 'https://www.harborline.coop',
          packageType: 'platinum',
        },
      ]),
    );
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Featured Client Sites' }, ISLAND);
    const link = within(section).getByRole('link', {
      name: 'Visit Harborline Credit Union (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.harborline.coop');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).queryByText('Private/Internal Project')).toBeNull();
    // A site without a screenshot of its own shows the one the server draws.
    expect(
      within(section).getByRole('img', { name: 'The website of Harborline Credit Union' }),
    ).toHaveAttribute('src', '/media/showcase-shw-real.svg');
  });

  it("gives every picture the `sizes` of its card's width in the grid: five sites as a row of three and a row of two halves", async () => {
    const companies = ['Harborline Credit Union', 'Northwind Cloud', 'Lumen & Grain', 'Oak Dental', 'Pine Legal'];
    server.use(
      mockRoute('showcaseProjects', () =>
        companies.map((companyName, index) => ({
          id: `shw-${index}`,
          companyName,
          websiteUrl: `https://site-${index}.example`,
          packageType: 'professional' as const,
          screenshot: workImageUrl('harborline-credit-union'),
        })),
      ),
    );
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Featured Client Sites' }, ISLAND);
    const grid = within(section).getAllByRole('article')[0]?.parentElement;
    // Six tracks from 768 px (Radix Themes' sm), one column below.
    expect(grid).toHaveClass('rt-r-gtc-1', 'sm:rt-r-gtc-6');
    const cards = within(section).getAllByRole('article');
    const spans = cards.map((card) => card.style.getPropertyValue('--grid-column-sm'));
    expect(spans).toEqual(['span 2', 'span 2', 'span 2', 'span 3', 'span 3']);
    for (const [index, card] of cards.entries()) {
      const across = 6 / Number(spans[index]?.replace('span ', ''));
      const sizes = within(card).getByRole('img').getAttribute('sizes');
      // The page (1136 px at most, 16 px sides) less the gaps between the row's cards (16 px),
      // shared by its cards, less a card's padding (16 px each side); the whole phone less both below 768 px.
      expect(sizes).toBe(
        [
          `(min-width: 1168px) ${Math.floor((1136 - 16 * (across - 1)) / across - 32)}px`,
          `(min-width: 768px) calc((100vw - 32px - ${16 * (across - 1)}px) / ${across} - 32px)`,
          'calc(100vw - 64px)',
        ].join(', '),
      );
      for (const source of card.querySelectorAll('source')) expect(source).toHaveAttribute('sizes', sizes);
    }
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

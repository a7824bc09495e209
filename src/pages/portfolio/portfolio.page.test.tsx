import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portfolioProjects } from '@mocks/fixtures/portfolio';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { routeQueryKey } from '@contract/route-query-key';
import { renderPage } from '@src/app/entry-server';
import { onPageEvent } from '@src/app/page-events';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';

const server = setupMockApi();

const cardOf = async (title: string) => {
  const card = (await screen.findByRole('heading', { level: 2, name: title })).closest('article');
  if (!card) throw new Error(`No card for ${title}`);
  return within(card);
};

describe('portfolio page', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('shows a spinner, then every project', async () => {
    await renderApp('/portfolio');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading projects…' })).toBeInTheDocument();
    await cardOf('Northwind Cloud');
    expect(screen.getAllByRole('article')).toHaveLength(portfolioProjects.length);
  });

  it('counts the projects per category in chips that do not filter', async () => {
    await renderApp('/portfolio');
    const chips = await screen.findByRole('list', { name: 'Projects by category' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['All Projects (12)', 'Technology (3)', 'Creative (3)', 'Fintech (3)', 'Agency (3)']);
    expect(within(chips).queryAllByRole('button')).toHaveLength(0);
  });

  it('gives a card its category, featured flag, date, 3 technologies plus the rest counted, and its live link', async () => {
    const northwind = db.portfolioProjects.find((project) => project.id === 'pf-northwind-cloud')!;
    northwind.liveUrl = 'https://www.northwind-cloud.io';
    await renderApp('/portfolio');
    const card = await cardOf('Northwind Cloud');
    expect(card.getByText('Technology')).toBeInTheDocument();
    expect(card.getByText('Featured')).toBeInTheDocument();
    expect(
      card.getByText(
        'Marketing site and documentation hub for a cloud backup start-up: pricing calculator, customer stories and a searchable docs section that loads in under a second.',
      ),
    ).toBeInTheDocument();
    expect(card.getByText('Completed Sep 12, 2025')).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Technologies' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'TypeScript', 'Vite', '+2 more']);
    const live = card.getByRole('link', { name: /^View Live Site/ });
    expect(live).toHaveAttribute('href', 'https://www.northwind-cloud.io');
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('fetches the first card’s picture at once and ahead of the others (a phone’s largest paint); the rest wait until near the screen', async () => {
    await renderApp('/portfolio');
    await cardOf('Northwind Cloud');
    const [first, ...rest] = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('img', { name: /^The website of / }));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest.length).toBeGreaterThan(0);
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows a project’s uploaded picture as <picture> with its AVIF, WebP and JPEG widths, named after the project', async () => {
    const northwind = db.portfolioProjects.find((project) => project.id === 'pf-northwind-cloud')!;
    northwind.imageUrl = '/uploads/0123456789abcdef01234567-1600.jpg';
    await renderApp('/portfolio');
    const image = (await cardOf('Northwind Cloud')).getByRole('img', {
      name: 'The website of Northwind Cloud',
    });
    const stem = '/uploads/0123456789abcdef01234567';
    expect(image).toHaveAttribute('src', `${stem}-1600.jpg`);
    expect(image).toHaveAttribute(
      'srcset',
      `${stem}-480.jpg 480w, ${stem}-960.jpg 960w, ${stem}-1600.jpg 1600w`,
    );
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '600');
    // Northwind's is the first card, whose picture is fetched at once (tested above).
    expect(image).toHaveAttribute('loading', 'eager');
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `${stem}-480.avif 480w, ${stem}-960.avif 960w, ${stem}-1600.avif 1600w`,
    );
    expect(sources[0]?.getAttribute('sizes')).toBe(image.getAttribute('sizes'));
  });

  it("says 'Private/Internal Project' where there is no live link, and no featured flag where it is not", async () => {
    await renderApp('/portfolio');
    const card = await cardOf('ByteForge Developer Portal');
    expect(card.getByText('Private/Internal Project')).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
    expect(card.queryByText('Featured')).not.toBeInTheDocument();
  });

  it("says 'Private/Internal Project' where the live link could lead nowhere (a reserved .example address)", async () => {
    await renderApp('/portfolio');
    const card = await cardOf('Helix Robotics');
    expect(card.getByText('Private/Internal Project')).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there are no projects yet', async () => {
    server.use(scenario('portfolioAll', 'empty'));
    await renderApp('/portfolio');
    expect(await screen.findByRole('heading', { name: 'New projects coming soon' })).toBeInTheDocument();
  });

  it('says when the projects cannot be loaded, and loads them on Try again', async () => {
    server.use(scenario('portfolioAll', 'error', { once: true }));
    const { user } = await renderApp('/portfolio');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The projects could not be loaded')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await cardOf('Northwind Cloud');
  });

  it('goes home from Back to Home when the portfolio was the first page opened', async () => {
    const { user, location } = await renderApp('/portfolio');
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(location.pathname).toBe('/');
  });

  it('quotes the cheapest package for the answers and starts onboarding with it', async () => {
    const started = vi.fn();
    stops.push(onPageEvent('openQuickOnboarding', started));
    const { user } = await renderApp('/portfolio');
    await user.click(screen.getByRole('button', { name: 'Get an Instant Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get an Instant Quote' });
    const inDialog = within(dialog);
    expect(inDialog.getByTestId('quote-price')).toHaveTextContent('$1,995');
    expect(inDialog.getByText('Startup')).toBeInTheDocument();
    await user.click(inDialog.getByRole('radio', { name: 'Up to 8 pages' }));
    expect(inDialog.getByTestId('quote-price')).toHaveTextContent('$2,995');
    expect(inDialog.getByText(/^You save/)).toHaveTextContent('You save $12,005');
    await user.click(inDialog.getByRole('radio', { name: 'Yes' }));
    expect(inDialog.getByTestId('quote-price')).toHaveTextContent('$4,995');
    await user.click(inDialog.getByRole('button', { name: 'Start My Enterprise Website' }));
    expect(started).toHaveBeenCalledExactlyOnceWith({ packageType: 'enterprise', packagePrice: 4995 });
    // The quote gives way to the funnel's onboarding with that package.
    expect(screen.queryByRole('dialog', { name: 'Get an Instant Quote' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Start Your Website Project' })).toBeInTheDocument();
  });

  it('closes with Escape, and gives way to the package selection to compare all packages', async () => {
    const compared = vi.fn();
    stops.push(onPageEvent('openPackageSelection', compared));
    const { user } = await renderApp('/portfolio');
    const open = screen.getByRole('button', { name: 'Get an Instant Quote' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Compare All Packages' }));
    expect(compared).toHaveBeenCalledOnce();
    // The quote gives way to the funnel's package selection.
    expect(await screen.findByRole('dialog', { name: 'Choose Your Website Package' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Get an Instant Quote' })).not.toBeInTheDocument();
  });
});

describe('portfolio rendered on the server', () => {
  it('carries every project in the HTML, with no loading state, in the language of the page', async () => {
    const page = await renderPage({
      url: '/portfolio',
      language: 'ar',
      origin: 'https://site.example',
      data: [{ queryKey: routeQueryKey('portfolioAll'), data: portfolioProjects }],
    });
    expect(page.status).toBe(200);
    const html = document.createElement('div');
    html.innerHTML = page.body;
    expect(within(html).getAllByRole('article')).toHaveLength(portfolioProjects.length);
    for (const project of portfolioProjects) {
      // A title is the business's name: English, and marked so inside the Arabic page.
      const heading = within(html).getByRole('heading', { level: 2, name: project.title });
      expect(heading.getAttribute('lang')).toBe('en');
      // The description is the seed's Arabic, in the page's language (no lang of its own).
      const card = within(heading.closest('article') as HTMLElement);
      const arabic = project.translations?.ar?.description ?? '';
      expect(card.getByText(arabic).getAttribute('lang')).toBeNull();
      expect(card.queryByText(project.description)).toBeNull();
    }
    expect(
      within(html)
        .getByText(
          'موقع تسويقي ومركز توثيق لشركة ناشئة في النسخ الاحتياطي السحابي: حاسبة أسعار وقصص عملاء وقسم توثيق قابل للبحث يفتح في أقل من ثانية.',
        )
        .getAttribute('lang'),
    ).toBeNull();
    expect(within(html).queryByRole('status')).toBeNull();
    expect(within(html).getByRole('heading', { level: 1 }).textContent).toBe('معرض أعمالنا');
  });
});

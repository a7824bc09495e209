import { telHref } from '@src/components/phone-link/phone-link';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPageEvent } from '@src/app/page-events';
import { renderPage } from '@src/app/entry-server';
import { siteConfig } from '@src/lib/site-config';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';

setupMockApi();

const tel = telHref;

describe('Texas page', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('shows the headline, the package, the cities, reasons, features, prices, testimonials and repair', async () => {
    await renderApp('/texas-website-development');
    expect(screen.getByRole('heading', { level: 1, name: 'Texas Website Development' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Professional' })).toBeInTheDocument();
    for (const city of ['Austin', 'Dallas', 'Houston', 'San Antonio', 'Fort Worth', 'El Paso']) {
      expect(screen.getByRole('heading', { level: 3, name: city })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Emergency help in San Antonio' })).toHaveAttribute(
      'href',
      '/blog/united-states/emergency-website-development-san-antonio',
    );
    expect(screen.getByRole('heading', { name: 'Why businesses choose us' })).toBeInTheDocument();
    expect(screen.getByText('Free SSL certificate')).toBeInTheDocument();
    for (const name of ['Startup', 'Professional', 'Enterprise', 'Platinum']) {
      expect(screen.getByRole('button', { name: `Choose ${name}` })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(
      screen.getByText(
        `Our technician ${siteConfig.technicianName} repairs computers and builds custom PCs for businesses and homes.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/diagnostic deposit, applied to the repair$/)).toHaveTextContent(
      '$99 diagnostic deposit, applied to the repair',
    );
  });

  it("links 'View Texas Pricing' to the home page's pricing and 'View Our Portfolio' to the home page", async () => {
    await renderApp('/texas-website-development');
    expect(screen.getByRole('link', { name: 'View Texas Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(screen.getByRole('link', { name: 'View Our Portfolio' })).toHaveAttribute('href', '/');
  });

  it('calls the sales line and the repair line', async () => {
    await renderApp('/texas-website-development');
    for (const link of screen.getAllByRole('link', { name: `Call ${siteConfig.phone}` })) {
      expect(link).toHaveAttribute('href', tel(siteConfig.phone));
    }
    expect(screen.getByRole('link', { name: `Call repair: ${siteConfig.repairPhone}` })).toHaveAttribute(
      'href',
      tel(siteConfig.repairPhone),
    );
  });

  it('starts onboarding with the page package, or with the package chosen in the price list', async () => {
    const started = vi.fn();
    stops.push(onPageEvent('openQuickOnboarding', started));
    const { user } = await renderApp('/texas-website-development');
    const [heroStart] = screen.getAllByRole('button', { name: 'Start My Professional Website' });
    await user.click(heroStart!);
    expect(started).toHaveBeenLastCalledWith({ packageType: 'professional', packagePrice: 2995 });
    // The onboarding dialog the event opens covers the page: closed before the next press.
    await screen.findByRole('dialog', {});
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Choose Platinum' }));
    expect(started).toHaveBeenLastCalledWith({ packageType: 'platinum', packagePrice: 6995 });
  });
});

describe('landing pages', () => {
  it.each([
    ['/luxury-websites', 'Luxury Websites for Premium Brands', 'Platinum', '24'],
    ['/professional-websites', 'Professional Websites That Win Customers', 'Professional', '48'],
    ['/emergency-website-development', 'Emergency Website Development', 'Enterprise', '24'],
  ])('%s sells its package from the catalogue', async (path, headline, pkg, hours) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: pkg })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: `Start My ${pkg} Website` })).toHaveLength(2);
    expect(screen.getAllByText(`Delivery in ${hours} h`).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/#pricing');
  });

  it('names the city and country of a location page', async () => {
    await renderApp('/blog/united-arab-emirates/emergency-website-development-dubai');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Emergency Website Development in Dubai, United Arab Emirates',
      }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Emergency Website Development in Dubai, United Arab Emirates/);
  });

  it.each([
    '/blog/canada/emergency-website-development-thunder-bay',
    // A served city under another country, and a served country with a city it does not serve.
    '/blog/canada/emergency-website-development-dubai',
    '/blog/free-bitcoin/emergency-website-development-call-555-scam-now',
  ])('is the 404 page, unindexed, for %s: a place the agency does not serve', async (path) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).not.toMatch(/Bitcoin|Thunder/);
  });

  it('answers 404 for an unserved place when rendered on the server', async () => {
    const page = await renderPage({
      url: '/blog/free-bitcoin/emergency-website-development-call-555-scam-now',
      language: 'en',
      origin: 'https://site.example',
    });
    expect(page.status).toBe(404);
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).not.toContain('Bitcoin');
  });

  it('is the 404 page for a blog path that is not a location page', async () => {
    await renderApp('/blog/usa/some-other-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('landing pages rendered on the server', () => {
  it('carry all their text in the HTML, in the language of the page', async () => {
    const page = await renderPage({
      url: '/blog/united-arab-emirates/emergency-website-development-dubai',
      language: 'ar',
      origin: 'https://site.example',
    });
    expect(page.status).toBe(200);
    expect(page.dir).toBe('rtl');
    const html = document.createElement('div');
    html.innerHTML = page.body;
    const h1 = within(html).getByRole('heading', { level: 1 });
    expect(h1.textContent).toContain('دبي');
    expect(within(html).getAllByRole('figure')).toHaveLength(3);
  });
});

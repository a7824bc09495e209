import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';

// Pages that show stored content (a blog post) read it from the mock API.
setupMockApi();

beforeEach(() => localStorage.clear());

describe('routes', () => {
  it.each([
    ['/', 'Professional Websites Delivered in 48 Hours'],
    ['/portfolio', 'Our Portfolio'],
    ['/domains', 'Find Your Perfect Domain'],
    ['/blog', 'Insights and News'],
    ['/blog/how-we-build-a-website-in-48-hours', 'How We Build a Website in 48 Hours'],
    ['/texas-website-development', 'Texas Website Development'],
    ['/claim-credit?email=a%40b.co', 'Claim Your Maintenance Credit'],
    ['/payment-success?package=professional&amount=2995', 'Payment Successful!'],
    ['/luxury-websites', 'Luxury Websites for Premium Brands'],
    ['/professional-websites', 'Professional Websites That Win Customers'],
    ['/emergency-website-development', 'Emergency Website Development'],
    [
      '/blog/united-states/emergency-website-development-new-york',
      'Emergency Website Development in New York, United States',
    ],
  ])('%s shows its page', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/ar/portfolio', 'معرض أعمالنا', 'ar', 'rtl'],
    ['/ar/', 'مواقع احترافية تُسلَّم خلال 48 ساعة', 'ar', 'rtl'],
    ['/de/no-such-page', 'Seite nicht gefunden', 'de', 'ltr'],
  ])("%s shows its page in its URL's language", async (path, heading, language, dir) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', language));
    expect(document.documentElement).toHaveAttribute('dir', dir);
  });

  it('shows the page title in the document title', async () => {
    await renderApp('/domains');
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Domain' });
    expect(document.title).toMatch(/^Find Your Perfect Domain \| /);
  });

  it.each(['/nope', '/blog/usa/not-a-location-page', '/portfolio/extra/segments'])(
    "%s shows 'Page Not Found' with a way home",
    async (path) => {
      const { user, location } = await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(
        screen.getByText('The page you are looking for does not exist or has been moved.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to Home' }));
      expect(location.pathname).toBe('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Professional Websites Delivered in 48 Hours' }),
      ).toBeInTheDocument();
    },
  );
});

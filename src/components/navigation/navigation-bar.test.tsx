import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPageEvent } from '@src/app/page-events';
import { settleLoads } from '@src/lib/pending-loads';
import { usePreferences } from '@src/stores/preferences.store';
import { useSession } from '@src/stores/session.store';
import { adaCustomer } from '@src/testing/fixtures';
import { renderApp } from '@src/testing/render-app';

/** Radix Themes' light or dark tokens apply from the class on <html>. */
const themeRoot = () => document.documentElement;

/** The bar's own menu buttons (the page below has disclosures of its own). */
const menuButtons = () => within(screen.getByRole('banner')).getAllByRole('button', { expanded: false });

beforeEach(() => localStorage.clear());
afterEach(() => act(() => usePreferences.setState({ language: 'en', theme: 'light' })));

describe('navigation bar', () => {
  it('shows the links of the site', async () => {
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services', '/#services'],
      ['Portfolio', '/#portfolio'],
      ['Health Check', '/#health-check'],
      ['Computer Repair', '/#computer-repair'],
      ['Contact', '/#contact'],
      ['Domains', '/domains'],
      ['Blog', '/blog'],
    ]);
  });

  it("reads 'Customer Portal' signed out and '{first name} Portal' signed in", async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Customer Portal' })).toBeInTheDocument();
    act(() => useSession.setState({ authToken: 'token', customer: adaCustomer }));
    expect(screen.getByRole('button', { name: 'Ada Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customer Portal' })).not.toBeInTheDocument();
  });

  it('opens the package selection and the customer portal through page events', async () => {
    const { user } = await renderApp('/');
    const portal = vi.fn();
    const packages = vi.fn();
    const stop = [onPageEvent('openCustomerPortal', portal), onPageEvent('openPackageSelection', packages)];
    // The bar's call to action (the home page's last section has one of the same name).
    await user.click(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Start Your Project' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Choose Your Website Package' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Customer Portal' }));
    expect(await screen.findByRole('dialog', { name: 'Customer Portal' })).toBeInTheDocument();
    stop.forEach((unsubscribe) => unsubscribe());
    expect(portal).toHaveBeenCalledTimes(1);
    expect(packages).toHaveBeenCalledTimes(1);
  });

  it('loads its menus on a press, not when the page is idle: the press opens the menu', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // Past the idle moment (when-idle.ts: 200 ms after the load without requestIdleCallback) and
    // every load it started: the buttons are still the placeholders, not Radix's menu triggers.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await act(settleLoads);
    for (const button of menuButtons()) expect(button).not.toHaveAttribute('data-state');
    await user.click(screen.getByRole('button', { name: 'Theme: Light' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toBeInTheDocument();
  });

  it('switches to dark, stores the choice and keeps it on the next visit', async () => {
    const { user, unmount } = await renderApp('/');
    expect(themeRoot()).toHaveClass('light');
    await user.click(await screen.findByRole('button', { name: 'Theme: Light' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(themeRoot()).toHaveClass('dark');
    // The theme button's icon follows the choice on <html> (its CSS shows the one named there).
    expect(themeRoot()).toHaveAttribute('data-theme-choice', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    unmount();
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(themeRoot()).toHaveClass('dark');
  });

  it("switches to Arabic on the same page's Arabic URL: translated, right-to-left, stored, links in Arabic", async () => {
    const { user, location } = await renderApp('/domains?tld=com');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(10);
    await user.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));

    expect(location).toMatchObject({ pathname: '/ar/domains', search: '?tld=com' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(document.cookie).toContain('lang=ar');
    expect(await screen.findByRole('button', { name: 'بوابة العملاء' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/ar/#services',
      '/ar/#portfolio',
      '/ar/#health-check',
      '/ar/#computer-repair',
      '/ar/#contact',
      '/ar/domains',
      '/ar/blog',
    ]);
  });

  it('switching back to English goes to the unprefixed URL, left-to-right, and stores English', async () => {
    localStorage.setItem('language', 'ar');
    const { user, location } = await renderApp('/ar/blog');
    await user.click(await screen.findByRole('button', { name: 'اللغة: العربية' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(location.pathname).toBe('/blog');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('offers every link, the portal and the call to action in the narrow-screen menu', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Services',
      'Portfolio',
      'Health Check',
      'Computer Repair',
      'Contact',
      'Domains',
      'Blog',
      'Customer Portal',
      'Start Your Project',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Domains' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Domain' }),
    ).toBeInTheDocument();
  });
});

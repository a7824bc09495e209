import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';

setupMockApi();

describe('the footer', () => {
  it("is on every page, with quick links to the home page's sections", async () => {
    const { user, location } = await renderApp('/blog');
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services', '/#services'],
      ['Pricing', '/#pricing'],
      ['Portfolio', '/#portfolio'],
      ['Testimonials', '/#testimonials'],
    ]);
    await user.click(within(quick).getByRole('link', { name: 'Pricing' }));
    expect(location).toMatchObject({ pathname: '/', hash: '#pricing' });
    expect(await screen.findByRole('region', { name: 'Simple, Fixed Pricing' })).toBeInTheDocument();
  });

  it('scrolls to a section when its quick link is pressed on the home page', async () => {
    const { user, location } = await renderApp('/');
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    try {
      const quick = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Quick Links' });
      await user.click(within(quick).getByRole('link', { name: 'Testimonials' }));
      expect(location.hash).toBe('#testimonials');
      expect(scrolled).toContain('testimonials');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('gives the contact lines and links to the other pages', async () => {
    await renderApp('/blog');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '(555) 010-4800' })).toHaveAttribute(
      'href',
      'tel:+15550104800',
    );
    expect(within(footer).getByText('100 Main Street, Austin, TX 78701')).toBeInTheDocument();
    const explore = within(footer).getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'Domains' })).toHaveAttribute('href', '/domains');
    expect(within(footer).getByText('© Swift Web Studio. All rights reserved.')).toBeInTheDocument();
  });
});

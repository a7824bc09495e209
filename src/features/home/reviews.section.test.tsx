import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';

setupMockApi();

describe('the trust and reviews block', () => {
  it('shows the rating of the catalogue once, beside the fixed sample reviews led by their projects’ facts', async () => {
    await renderApp('/');
    const block = screen.getByRole('region', { name: 'Trusted by Business Owners' });
    expect(within(block).getByText('4.9 out of 5 from 127 reviews')).toBeInTheDocument();
    // The overall rating is the block's only one: the reviews under it are not a second testimonials section.
    expect(
      within(block)
        .getAllByRole('img', { name: /^Rated/ })
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual(['Rated 4.9 out of 5']);
    const reviews = within(block).getAllByRole('figure');
    expect(reviews).toHaveLength(3);
    const dental = reviews[0]!;
    expect(within(dental).getByText('Dr. Sarah Mitchell')).toBeInTheDocument();
    expect(within(dental).getByText('Practice owner, Bright Smile Dental')).toBeInTheDocument();
    expect(within(dental).getByText('Professional package')).toBeInTheDocument();
    expect(within(dental).getByText('Delivered in 48 hours')).toBeInTheDocument();
    expect(
      within(dental).getByText(/^We had a modern, fast website two days after our first call/),
    ).toBeInTheDocument();
  });

  it('keeps the testimonials’ stars on each of their cards', async () => {
    await renderApp('/');
    const testimonials = screen.getByRole('region', { name: 'What Our Clients Say' });
    const cards = await within(testimonials).findAllByRole('figure');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(within(card).getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeInTheDocument();
  });

  it('names the four steps of the process under the #services anchor', async () => {
    await renderApp('/');
    const process = screen.getByRole('region', { name: 'How It Works' });
    expect(process).toHaveAttribute('id', 'services');
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Choose Your Package', 'Share Your Vision', 'We Design and Build', 'Launch and Grow']);
    expect(
      within(process).getByText('Our designers and developers build your website in 48 hours.'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_SECTION_IDS } from '@src/features/home/testing/home-sections';
import { recordPageEvent } from '@src/features/home/testing/home-test-support';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';

setupMockApi();

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const sectionIds = () =>
  Array.from(document.querySelectorAll('main section[id]')).map((section) => section.id);

describe('the home page', () => {
  it('shows the sections of spec part 2 §2 in order, each with its anchor, and the footer', async () => {
    await renderApp('/');
    // The showcase appears once its list has loaded (it is hidden while there is none).
    await screen.findByRole('heading', { level: 2, name: 'Featured Client Sites' });
    expect(sectionIds()).toEqual(HOME_SECTION_IDS);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens the funnel from the hero and links to the work and the repair line', async () => {
    const { user } = await renderApp('/');
    const selection = recordPageEvent('openPackageSelection');
    stops.push(selection.stop);
    const hero = screen.getByRole('region', { name: 'Professional Websites Delivered in 48 Hours' });
    expect(within(hero).getByText('48-Hour Delivery Guarantee')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '#portfolio');
    expect(within(hero).getByRole('link', { name: '(555) 010-7300' })).toHaveAttribute(
      'href',
      'tel:+15550107300',
    );
    await user.click(within(hero).getByRole('button', { name: 'Start Your Website - From $1,995' }));
    expect(selection.details).toHaveLength(1);
    // The funnel answers with its package selection, over the page.
    expect(await screen.findByRole('dialog', { name: 'Choose Your Website Package' })).toBeInTheDocument();
  });

  it('states the marketing claims of the catalogue in the statistics strip', async () => {
    await renderApp('/');
    const stats = screen.getByRole('region', { name: 'Our results in numbers' });
    for (const [label, value] of [
      ['Websites Delivered', '500+'],
      ['Client Satisfaction', '98%'],
      ['Average Delivery', '36h'],
      ['Traffic Increase', '+180%'],
    ] as const) {
      const term = within(stats).getByText(label);
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
  });

  it('opens the customer portal and the project form from the last sections', async () => {
    const { user } = await renderApp('/');
    const portal = recordPageEvent('openCustomerPortal');
    const selection = recordPageEvent('openPackageSelection');
    stops.push(portal.stop, selection.stop);
    await user.click(screen.getByRole('button', { name: 'Access Customer Portal' }));
    expect(portal.details).toHaveLength(1);
    // The portal answers over the page; closed again, the last section is there.
    expect(await screen.findByRole('dialog', { name: 'Customer Portal' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const contact = screen.getByRole('region', { name: 'Ready to Grow Your Business Online?' });
    expect(contact).toHaveAttribute('id', 'contact');
    expect(
      within(contact).getByText('Get a professional website in 48 hours. Only 3 spots are left this week.'),
    ).toBeInTheDocument();
    await user.click(within(contact).getByRole('button', { name: 'Start Your Project' }));
    expect(selection.details).toHaveLength(1);
  });
});

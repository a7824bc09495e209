import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../../mocks/scenarios';
import { setupMockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ISLAND } from '../testing/home-test-support';

const server = setupMockApi();
const section = () => screen.getByRole('region', { name: 'What Our Clients Say' });

describe('the testimonials', () => {
  it("show a spinner while loading, then each testimonial with its stars and 'N.0'", async () => {
    await renderApp('/');
    expect(section()).toHaveAttribute('id', 'testimonials');
    expect(within(section()).getByRole('status', { name: 'Loading testimonials…' })).toBeInTheDocument();
    const maria = (await within(section()).findByText('Maria Gonzalez', {}, ISLAND)).closest('figure')!;
    expect(within(maria).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(maria).getByText('5.0')).toBeInTheDocument();
    expect(within(maria).getByText('Gonzalez Family Dental')).toBeInTheDocument();
    expect(
      within(maria).getByText(
        'Our new site was live in two days and the phone has not stopped ringing since.',
      ),
    ).toBeInTheDocument();
    const tom = within(section()).getByText('Tom Becker').closest('figure')!;
    expect(within(tom).getByText('4.0')).toBeInTheDocument();
    expect(within(section()).getAllByRole('figure')).toHaveLength(6);
  });

  it('show nothing, and no spinner, when they cannot be loaded (spec part 2 §8)', async () => {
    server.use(scenario('testimonials', 'error'));
    await renderApp('/');
    await waitFor(
      () =>
        expect(
          within(section()).queryByRole('status', { name: 'Loading testimonials…' }),
        ).not.toBeInTheDocument(),
      ISLAND,
    );
    expect(within(section()).queryAllByRole('figure')).toEqual([]);
    expect(
      within(section()).getByRole('heading', { level: 2, name: 'What Our Clients Say' }),
    ).toBeInTheDocument();
  });
});

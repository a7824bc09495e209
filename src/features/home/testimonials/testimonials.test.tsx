import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { switchLanguage } from '@src/i18n/i18n';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';
import { ISLAND } from '../testing/home-test-support';

const server = setupMockApi();
const section = () => screen.getByRole('region', { name: 'What Our Clients Say' });

describe('the testimonials', () => {
  it("show a spinner while loading, then each testimonial with its stars and 'N.0'", async () => {
    await renderApp('/');
    expect(section()).toHaveAttribute('id', 'testimonials');
    expect(within(section()).getByRole('status', { name: 'Loading testimonials…' })).toBeInTheDocument();
    const maria = (await within(section()).findByText('Maria Delgado', {}, ISLAND)).closest('figure')!;
    expect(within(maria).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(maria).getByText('5.0')).toBeInTheDocument();
    expect(within(maria).getByText('Harborline Credit Union')).toBeInTheDocument();
    expect(
      within(maria).getByText(/^Our old site took eight seconds to load on a phone\. The new one is instant/),
    ).not.toHaveAttribute('lang');
    const derek = within(section()).getByText('Derek Osei').closest('figure')!;
    expect(within(derek).getByText('4.0')).toBeInTheDocument();
    expect(within(section()).getAllByRole('figure')).toHaveLength(6);
  });

  it('are in the language of the page, the company names kept as the brands they are', async () => {
    await renderApp('/ar');
    const arabicSection = () => document.getElementById('testimonials')!;
    const maria = (await within(arabicSection()).findByText('Maria Delgado', {}, ISLAND)).closest('figure')!;
    expect(
      within(maria).getByText(/^كان موقعنا القديم يحتاج ثماني ثوانٍ ليفتح على الهاتف\./),
    ).not.toHaveAttribute('lang');
    // A brand has no translation: it stays English, marked so, in its own direction.
    const company = within(maria).getByText('Harborline Credit Union');
    expect(company).toHaveAttribute('lang', 'en');
    expect(company).toHaveAttribute('dir', 'auto');
    await switchLanguage('en');
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

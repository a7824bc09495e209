import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchPageEvent, installOpenForm } from '@src/app/page-events';
import { siteConfig } from '@src/lib/site-config';
import { setupMockApi } from '@src/testing/mock-api';
import { FUNNEL_LOAD_TIMEOUT, onboardingDialog, renderFunnelPage } from '@src/testing/funnel-page';

setupMockApi();

const packageDialog = () =>
  screen.findByRole('dialog', { name: 'Choose Your Website Package' }, FUNNEL_LOAD_TIMEOUT);

describe('package selection', () => {
  let removeOpenForm = () => {};
  afterEach(() => removeOpenForm());

  it('opens on openPackageSelection with the four packages, MOST POPULAR, prices, savings and the footer', async () => {
    await renderFunnelPage('/');
    act(() => dispatchPageEvent('openPackageSelection'));
    const dialog = await packageDialog();
    const cards = within(dialog).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Startup',
      'Professional',
      'Enterprise',
      'Platinum',
    ]);
    const professional = within(dialog).getByRole('article', { name: 'Professional' });
    expect(within(professional).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(within(dialog).getAllByText('MOST POPULAR')).toHaveLength(1);
    expect(within(professional).getByText('$2,995')).toBeInTheDocument();
    expect(within(professional).getByText('Others charge $15,000')).toBeInTheDocument();
    expect(within(professional).getByText('Save $12,005')).toBeInTheDocument();
    expect(within(professional).getByText('Advanced SEO optimization')).toBeInTheDocument();
    expect(within(professional).getByText('8 pages')).toBeInTheDocument();
    expect(within(professional).getByText('Optional maintenance: $350/month')).toBeInTheDocument();
    const platinum = within(dialog).getByRole('article', { name: 'Platinum' });
    expect(within(platinum).getByText('Unlimited pages')).toBeInTheDocument();
    expect(within(platinum).getByText('24-hour delivery')).toBeInTheDocument();
    expect(within(dialog).getByText('All packages include 48-hour delivery')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: `Questions? Call us at ${siteConfig.phone}` }),
    ).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
  });

  it('opens from window.openForm, on any page', async () => {
    await renderFunnelPage('/blog');
    removeOpenForm = installOpenForm();
    act(() => window.openForm?.());
    expect(await packageDialog()).toBeInTheDocument();
  });

  it('closes on choosing a package and opens onboarding with it 300 ms later', async () => {
    const { user } = await renderFunnelPage('/');
    act(() => dispatchPageEvent('openPackageSelection'));
    await user.click(within(await packageDialog()).getByRole('button', { name: 'Choose Professional' }));
    expect(screen.queryByRole('dialog', { name: 'Choose Your Website Package' })).not.toBeInTheDocument();
    const onboarding = await onboardingDialog();
    expect(within(onboarding).getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(within(onboarding).getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');
  });

  it('closes on Escape and gives the focus back', async () => {
    const { user } = await renderFunnelPage('/');
    const opener = screen.getAllByRole('button', { name: 'Start Your Project' })[0]!;
    await user.click(opener);
    await packageDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

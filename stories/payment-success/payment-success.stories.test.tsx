/**
 * The payment-success page's generated state stories render the real card in their state, and the
 * card renders before hydration (no view yet) with its texts.
 */
import { composeStory } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentSuccessCard } from '@src/features/payment-success/payment-success-card.view';
import { renderStory } from '../support/render-story';
import { stateStory } from '../support/state-story';
import { machineView } from './payment-success.machine-view';

const storyOf = (name: string) =>
  composeStory(stateStory(machineView, name), { title: 'States/PaymentSuccess' });

describe('payment-success state stories', () => {
  it.each([['Thank you', 'Professional Website Package', '$2,995']] as const)(
    'render %s in the real view',
    async (name, purchase, amount) => {
      const Story = storyOf(name);
      await Story.load();
      renderStory(Story);
      expect(await screen.findByTestId('payment-package')).toHaveTextContent(purchase);
      expect(screen.getByTestId('payment-amount')).toHaveTextContent(amount);
    },
  );

  it("render No payment found with its heading and the packages, never '$0'", async () => {
    const Story = storyOf('No payment found');
    await Story.load();
    renderStory(Story);
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Our Packages' })).toBeInTheDocument();
    expect(screen.queryByTestId('payment-amount')).not.toBeInTheDocument();
  });

  it("render Redirecting with 'Redirecting...'", async () => {
    const Story = storyOf('Redirecting');
    await Story.load();
    renderStory(Story);
    expect(await screen.findByRole('status')).toHaveTextContent('Redirecting...');
  });

  it('render the page before hydration with its texts and no figures yet', () => {
    renderStory(() => <PaymentSuccessCard view={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Our support team will contact you within 2 hours.')).toBeInTheDocument();
  });
});

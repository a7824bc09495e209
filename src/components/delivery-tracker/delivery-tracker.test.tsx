/** Every story of the tracker renders its state in the real view, with the exact English texts. */
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { loadTexts } from '@src/i18n/i18n';
import type { DeliveryState } from './delivery-progress';
import * as stories from './delivery-tracker.stories';

const composed = composeStories(stories);

const renderStory = async (name: keyof typeof composed) => {
  await loadTexts('en', ['tracker']);
  const Story = composed[name];
  render(
    <AppProviders>
      <FeatureScope>
        <Story />
      </FeatureScope>
    </AppProviders>,
  );
};

describe('the delivery tracker', () => {
  it('has a story for every state', () => {
    const states: DeliveryState[] = [
      'awaitingPayment',
      'onTrack',
      'dueSoon',
      'overdue',
      'deliveredOnTime',
      'deliveredLate',
      'delivered',
    ];
    for (const state of states) {
      const name = (state[0]!.toUpperCase() + state.slice(1)) as keyof typeof composed;
      expect(composed[name], state).toBeDefined();
    }
  });

  it.each([
    ['AwaitingPayment', 'Starts when paid', 'The 48-hour clock starts with the payment.'],
    ['OnTrack', 'On track', '21 hr, 6 min left'],
    ['DueSoon', 'Due soon', '3 hr, 30 min left'],
    ['Overdue', 'Overdue', 'Overdue by 6 hr, 12 min'],
    ['DeliveredOnTime', 'Delivered on time', 'Delivered 12 hr before the deadline'],
    ['DeliveredLate', 'Delivered late', 'Delivered 3 hr after the deadline'],
  ] as const)('%s: "%s", "%s"', async (name, badge, countdown) => {
    await renderStory(name);
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText(countdown)).toBeInTheDocument();
  });

  it('shows the promise, the deadline with its relative time, and the steps with their state', async () => {
    await renderStory('OnTrack');
    expect(screen.getByText('48-hour delivery or $500 off')).toBeInTheDocument();
    expect(screen.getByText(/^Due Nov 23, 2025, .* · in 21 hours$/)).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Delivery progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Paid, done/),
      expect.stringMatching(/^In progress, current step/),
      'Completed, not yet',
    ]);
    // When each step happened: a <time> with its date over its time, each kept whole.
    const paid = within(steps[0]!).getByText((_, element) => element?.tagName === 'TIME');
    expect(paid).toHaveAttribute('datetime', expect.stringMatching(/^2025-11-\d\dT/));
    expect([...paid.children].map((part) => part.textContent)).toEqual([
      expect.stringMatching(/^Nov \d\d?, 2025$/),
      expect.stringMatching(/^\d\d?:\d\d\s[AP]M$/),
    ]);
  });

  it('says the guarantee discount applies once late', async () => {
    await renderStory('Overdue');
    expect(screen.getByText('The $500 delivery guarantee discount applies.')).toBeInTheDocument();
    expect(screen.getByText(/ · 6 hours ago$/)).toBeInTheDocument();
  });

  it('keeps the compact form short: no promise line, no step times', async () => {
    await renderStory('CompactOnTrack');
    expect(screen.queryByText('48-hour delivery or $500 off')).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Delivery progress' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Paid, done$/);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@src/lib/site-config';
import { queuedCommands, resetAnalyticsForTests } from '@src/tracking/analytics';
import { PhoneLink, telHref } from './phone-link';

beforeEach(() => resetAnalyticsForTests());

// jsdom cannot follow tel: links; the press is what is tested.
const pressWithoutFollowing = async (link: HTMLElement) => {
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.setup().click(link);
};

describe('PhoneLink', () => {
  it('calls the repair line and reports phone_call_initiated with the computer_repair category', async () => {
    render(<PhoneLink line="repair" label="hero_cta" />);
    const link = screen.getByRole('link', { name: siteConfig.repairPhone });
    expect(link).toHaveAttribute('href', telHref(siteConfig.repairPhone));
    await pressWithoutFollowing(link);
    await waitFor(() =>
      expect(queuedCommands()).toContainEqual([
        'event',
        'phone_call_initiated',
        { event_category: 'computer_repair', event_label: 'hero_cta' },
      ]),
    );
  });

  it('calls the support line with its own label and keeps the caller’s click handler', async () => {
    let clicked = 0;
    render(
      <PhoneLink label="domains_help" onClick={() => (clicked += 1)}>
        Call us
      </PhoneLink>,
    );
    await pressWithoutFollowing(screen.getByRole('link', { name: 'Call us' }));
    expect(clicked).toBe(1);
    await waitFor(() =>
      expect(queuedCommands()).toContainEqual([
        'event',
        'phone_call_initiated',
        { event_category: 'customer_support', event_label: 'domains_help' },
      ]),
    );
  });

  it('makes tel: addresses of numbers as people write them', () => {
    expect(telHref('(555) 010-4800')).toBe('tel:+15550104800');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('0800 123 456')).toBe('tel:0800123456');
  });
});

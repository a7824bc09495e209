/**
 * /domains (spec part 2 §2, §4, §5, §8; decision 21) against the mock API: the extensions and their
 * prices, a search (Enter, trimmed and lowercased, the chosen TLD first), results with their
 * badges, the registration form with its totals, the order with its tracking record, and the
 * toasts of failures.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';
import { useToasts } from '@src/stores/toasts.store';
import { resetSessionAttributionForTests } from '@src/tracking/session-attribution';

const server = setupMockApi();

/** A journey through search, dialog and order types many keys: more than the default 5 s on a busy machine. */
const JOURNEY_MS = 30_000;

beforeEach(() => {
  sessionStorage.clear();
  resetSessionAttributionForTests();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** The current toast's title and description, from the store: the toaster may sit behind a modal. */
const toastText = () => {
  const toast = useToasts.getState().current;
  return toast ? [toast.title, toast.description] : [];
};

const toastWith = async (title: string) =>
  within(await screen.findByRole('region', { name: 'Notifications (F8)' })).findByText(title);

const searchBodies = () => {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/domains/search') bodies.push(await request.clone().json());
  });
  return bodies;
};

const openDomains = async () => {
  window.history.replaceState(null, '', '/domains');
  return renderApp('/domains');
};

const searchFor = async (user: Awaited<ReturnType<typeof openDomains>>['user'], name: string) => {
  const field = screen.getByRole('textbox', { name: 'Domain name' });
  await user.clear(field);
  await user.type(field, `${name}{Enter}`);
  return screen.findByRole('heading', { level: 2, name: 'Search Results' });
};

const row = (domain: string) => {
  const item = screen.getAllByRole('listitem').find((entry) => entry.getAttribute('data-domain') === domain);
  if (!item) throw new Error(`No result row for ${domain}`);
  return item;
};

describe('domains page', () => {
  it("shows the search and the 'Popular Domain Extensions' with first-year and renewal prices", async () => {
    await openDomains();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Domain' })).toBeInTheDocument();
    const extensions = screen.getByRole('region', { name: 'Popular Domain Extensions' });
    const cards = within(extensions).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      '.com$12.99 first yearRenews at $15.99/year',
      '.net$13.99 first yearRenews at $16.99/year',
      '.org$12.99 first yearRenews at $15.99/year',
      '.io$49.99 first yearRenews at $59.99/year',
      '.co$29.99 first yearRenews at $34.99/year',
      '.app$18.99 first yearRenews at $22.99/year',
      '.dev$18.99 first yearRenews at $22.99/year',
      '.ai$99.99 first yearRenews at $129.99/year',
    ]);
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+15550104800');
  });

  it('searches on Enter with the name trimmed and lowercased, and ignores a blank one', async () => {
    const bodies = searchBodies();
    const { user } = await openDomains();
    const field = screen.getByRole('textbox', { name: 'Domain name' });
    await user.type(field, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await searchFor(user, '  BrightLeaf ');
    expect(bodies).toEqual([{ domain: 'brightleaf', tlds: ['com', 'net', 'org', 'io', 'co'] }]);
  });

  it(
    'lists Available, Taken and Premium results with the price per year; a taken name is Unavailable',
    async () => {
      const { user } = await openDomains();
      await searchFor(user, 'lovelacenotes');
      expect(within(row('lovelacenotes.com')).getByText('Taken')).toBeInTheDocument();
      expect(
        within(row('lovelacenotes.com')).getByRole('button', { name: 'lovelacenotes.com is unavailable' }),
      ).toBeDisabled();
      expect(
        within(row('lovelacenotes.com')).getByRole('button', { name: 'lovelacenotes.com is unavailable' }),
      ).toHaveTextContent('Unavailable');
      expect(within(row('lovelacenotes.net')).getByText('Available')).toBeInTheDocument();
      expect(within(row('lovelacenotes.net')).getByText('$13.99/year')).toBeInTheDocument();
      await searchFor(user, 'shop');
      expect(within(row('shop.com')).getByText('Premium')).toBeInTheDocument();
      expect(within(row('shop.com')).getByText('$129.90/year')).toBeInTheDocument();
    },
    JOURNEY_MS,
  );

  it(
    'registers a name for 2 years with the total, sends the tracking record and goes to the checkout',
    async () => {
      const { user, location } = await openDomains();
      await searchFor(user, 'brightleaf');
      await user.click(within(row('brightleaf.com')).getByRole('button', { name: 'Select brightleaf.com' }));
      const dialog = await screen.findByRole('dialog', { name: 'Register brightleaf.com' });
      expect(within(dialog).getByRole('checkbox', { name: 'Renew automatically every year' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'WHOIS privacy protection (free)' })).toBeChecked();
      expect(within(dialog).getByText('Free WHOIS privacy protection')).toBeInTheDocument();
      const periods = within(dialog).getByRole('radiogroup', { name: 'Registration period' });
      expect(
        within(periods)
          .getAllByRole('radio')
          .map((radio) => radio.textContent),
      ).toEqual(['1 year$12.99', '2 years$25.98', '3 years$38.97', '5 years$64.95']);
      await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
      await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
      await user.click(within(periods).getByRole('radio', { name: /2 years/ }));
      expect(within(dialog).getByTestId('domain-order-total')).toHaveTextContent('$25.98');
      await user.click(within(dialog).getByRole('button', { name: 'Complete Registration - $25.98' }));
      expect(await toastWith('Domain Order Placed!')).toBeInTheDocument();
      // The toast shows as the order's answer arrives; the move to the checkout follows it.
      await waitFor(() => expect(location.pathname).toMatch(/^\/checkout\//));
      expect(db.domainOrders.at(-1)).toMatchObject({
        domainName: 'brightleaf',
        tld: 'com',
        years: 2,
        totalCents: 2598,
        autoRenew: true,
        whoisPrivacy: true,
      });
      expect(db.leads[0]).toMatchObject({
        source: 'domain_order',
        email: 'ada@example.com',
        tracking: { form_source: 'domain_order', current_page: '/domains', landing_page: '/domains' },
      });
    },
    JOURNEY_MS,
  );

  it(
    "asks for name and email: 'Missing Information'; Cancel closes the form",
    async () => {
      const { user } = await openDomains();
      await searchFor(user, 'brightleaf');
      const select = within(row('brightleaf.org')).getByRole('button', { name: 'Select brightleaf.org' });
      await user.click(select);
      const dialog = await screen.findByRole('dialog', { name: 'Register brightleaf.org' });
      await user.click(within(dialog).getByRole('button', { name: 'Complete Registration - $12.99' }));
      // The toast shows behind the modal form, hidden from screen readers; the form says it too.
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Missing InformationPlease fill in all required fields.',
      );
      expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(toastText()).toEqual(['Missing Information', 'Please fill in all required fields.']);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(select).toHaveFocus();
    },
    JOURNEY_MS,
  );

  it(
    "says 'Order Failed' when the order is refused, and keeps the form",
    async () => {
      server.use(
        scenario('domainPurchase', 'error', { status: 409, message: 'brightleaf.com is not available' }),
      );
      const { user } = await openDomains();
      await searchFor(user, 'brightleaf');
      await user.click(within(row('brightleaf.com')).getByRole('button', { name: 'Select brightleaf.com' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
      await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Complete Registration - $12.99' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order FailedPurchase failed');
      expect(toastText()).toEqual(['Order Failed', 'Purchase failed']);
      expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    },
    JOURNEY_MS,
  );

  it.each([
    ['error', 'Search Failed', 'Unable to search domains. Please try again.'],
    ['offline', 'Search Error', 'Network error occurred. Please try again.'],
  ] as const)('tells a failed search (%s) apart', async (variant, title, description) => {
    server.use(scenario('domainSearch', variant));
    const { user } = await openDomains();
    await user.type(screen.getByRole('textbox', { name: 'Domain name' }), 'brightleaf{Enter}');
    expect(await toastWith(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Search Results' })).not.toBeInTheDocument();
  });
});

/**
 * /claim-credit (spec part 2 §2, §5, §8; decisions 16, 25, 29) against the mock API: the email of
 * the address claims at once; applied, reserved, already claimed and unable each show as the spec
 * says, with their toasts; the claim carries the session's tracking record.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adaCustomer, alanCustomer } from '@mocks/fixtures/customers';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';
import { resetSessionAttributionForTests } from '@src/tracking/session-attribution';

const server = setupMockApi();

beforeEach(() => {
  sessionStorage.clear();
  resetSessionAttributionForTests();
});

/** Opens the page as a browser would: the address bar (which tracking reads) and the app agree. */
const openAt = async (path: string) => {
  window.history.replaceState(null, '', path);
  return renderApp(path);
};

// The shell's deferred parts (loaded when the page is idle) are awaited by setup-dom.ts's settleLoads;
// the toaster's region, once their sign, comes only with a first toast.
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const toaster = () => screen.findByRole('region', { name: 'Notifications (F8)' });
const toastWith = async (title: string) => within(await toaster()).findByText(title);
const claimButton = () => screen.getByRole('button', { name: 'Claim $200 Credit' });

const claimsSeen = () => {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/claim-maintenance-credit') urls.push(url);
  });
  return urls;
};

describe('claim-credit page', () => {
  it('claims at once for the email of the address and shows Credit Applied with the account', async () => {
    const claims = claimsSeen();
    await openAt(`/claim-credit?email=${encodeURIComponent(adaCustomer.email)}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Claim Your Maintenance Credit' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Credit Applied' })).toBeInTheDocument();
    expect(
      screen.getByText('Your $200 maintenance credit has been applied to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByText(adaCustomer.email)).toBeInTheDocument();
    expect(screen.getByTestId('claim-credit-amount')).toHaveTextContent('$200.00');
    // Not signed in and no signed link: the answer carries no name (decision 29).
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Customer Portal' })).toHaveAttribute(
      'href',
      '/#customer-portal',
    );
    expect(await toastWith('Success!')).toBeInTheDocument();
    expect(claims).toHaveLength(1);
    expect(claims[0]?.searchParams.get('email')).toBe(adaCustomer.email);
    const tracking = JSON.parse(claims[0]?.searchParams.get('tracking') ?? '{}') as Record<string, unknown>;
    expect(tracking).toMatchObject({
      form_source: 'credit_claim',
      current_page: '/claim-credit',
      lead_score: 50,
    });
    expect(db.leads[0]).toMatchObject({ source: 'credit_claim', email: adaCustomer.email });
  });

  it('passes the signature of a claim link along with its email', async () => {
    const claims = claimsSeen();
    const sig = 'A'.repeat(43);
    await renderApp(`/claim-credit?email=${encodeURIComponent(adaCustomer.email)}&sig=${sig}`);
    await screen.findByRole('heading', { level: 2, name: 'Credit Applied' });
    expect(claims[0]?.searchParams.get('sig')).toBe(sig);
  });

  it("reserves the credit for an email without an account: 'Create Account & Claim Credit'", async () => {
    const { user } = await renderApp('/claim-credit');
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(claimButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(field, 'new.owner@example.com');
    await user.click(claimButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Credit Reserved' })).toBeInTheDocument();
    expect(screen.getByText(/Create your account with/)).toHaveTextContent(
      'Create your account with new.owner@example.com and the credit is applied to it automatically.',
    );
    expect(screen.getByRole('link', { name: 'Create Account & Claim Credit' })).toHaveAttribute(
      'href',
      '/#customer-portal',
    );
  });

  it("shows Already Claimed in yellow with 'Return to Homepage', and lets another email be tried", async () => {
    const { user } = await renderApp(`/claim-credit?email=${encodeURIComponent(alanCustomer.email)}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Already Claimed' });
    expect(heading.closest('[data-accent-color]')).toHaveAttribute('data-accent-color', 'amber');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The $200 maintenance credit has already been claimed for this email address.',
    );
    // The toast carries the server's own message.
    expect(await toastWith('Unable to Claim')).toBeInTheDocument();
    expect(screen.getByText('This email has already claimed the maintenance credit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Try another email' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(alanCustomer.email);
  });

  it("shows Unable to Claim in red with the server's message", async () => {
    server.use(
      scenario('claimMaintenanceCredit', 'error', {
        status: 422,
        message: 'Credits cannot be claimed for this address.',
      }),
    );
    await renderApp('/claim-credit?email=someone%40example.com');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Unable to Claim' });
    expect(heading.closest('[data-accent-color]')).toHaveAttribute('data-accent-color', 'red');
    expect(screen.getByRole('alert')).toHaveTextContent('Credits cannot be claimed for this address.');
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toBeInTheDocument();
  });

  it("says 'Email Required' when the claim button is pressed without an email", async () => {
    const { user } = await renderApp('/claim-credit');
    expect(claimButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(claimButton());
    expect(await toastWith('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address to claim the credit')).toBeInTheDocument();
  });

  it("says 'Error' when no answer comes, and keeps the form", async () => {
    server.use(scenario('claimMaintenanceCredit', 'offline'));
    await renderApp(`/claim-credit?email=${encodeURIComponent(adaCustomer.email)}`);
    expect(await toastWith('Error')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(claimButton()).toBeEnabled();
  });

  it('says beside the form how the credit works and what the first month it pays for covers', async () => {
    await openAt('/claim-credit');
    const aside = screen.getByRole('complementary', { name: 'How your credit works' });
    const steps = within(aside).getAllByRole('listitem').slice(0, 3);
    expect(steps.map((step) => step.textContent)).toEqual([
      'Enter your emailUse the address of your account with us, or the one you will sign up with.',
      'We apply the creditIt goes to your account at once, or waits for this address until you create your account.',
      'Your first month costs lessThe $200 comes off your first month of website maintenance.',
    ]);
    expect(within(aside).getByRole('heading', { level: 3, name: 'What maintenance covers' })).toBeInTheDocument();
    for (const feature of ['Basic search engine optimization', 'Monthly security updates', '2 content updates a month'])
      expect(within(aside).getByText(feature)).toBeInTheDocument();
    expect(
      within(aside).getByText('Startup plan: $250/month. With the credit, your first month costs $50.'),
    ).toBeInTheDocument();
    // The form comes first, in reading order and for a screen reader.
    expect(claimButton().compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

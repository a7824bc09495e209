import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutResponse } from '@contract/api/payments';
import { cancelledCheckout, paidCheckout, sampleCheckout } from '@machines/checkout/checkout.fakes';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { AppProviders } from '@src/app/app-providers';
import { LocationProbe, renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';
import CheckoutPage from './checkout.page';

const server = setupMockApi();

const RETURN_URL = '/payment-success?package=Professional&amount=2995';

/**
 * A pending payment of the Professional package in the mock API (mocks/): the checkout page loads,
 * pays and cancels it there. Returns the calls the page makes, as "METHOD path".
 */
const answerCheckout = (checkout: CheckoutResponse = sampleCheckout) => {
  db.payments.push(structuredClone(checkout.payment));
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
};

/** The page alone at /checkout/:id, with the redirect observed instead of performed. */
const renderCheckout = (paymentId = 'pay_123') => {
  const navigateTo = vi.fn();
  const location = { pathname: '', search: '', hash: '' };
  const user = userEvent.setup();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/checkout/${paymentId}`]}>
        <LocationProbe into={location} />
        <Routes>
          <Route path="/checkout/:paymentId" element={<CheckoutPage navigateTo={navigateTo} />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { navigateTo, user, location };
};

const payButton = () => screen.findByRole('button', { name: 'Pay $2,995.00' });

describe('checkout page', () => {
  it('is the page of /checkout/:paymentId', async () => {
    answerCheckout();
    await renderApp('/checkout/pay_123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
    expect(document.title).toMatch(/^Checkout \| /);
  });

  it('says it is a test, and shows what is bought, for whom, and the amount in USD', async () => {
    const seen = answerCheckout();
    renderCheckout();
    expect(screen.getByText('Test checkout — no real card is charged')).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the payment…' })).toBeInTheDocument();
    expect(await screen.findByText('Professional website package')).toBeInTheDocument();
    expect(screen.getByText('Website package')).toBeInTheDocument();
    // The mock API masks the email as the server does (issue 13.5): ada@example.com is not shown.
    expect(screen.getByText('a***@example.com')).toBeInTheDocument();
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('$2,995.00');
    expect(await payButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(seen).toEqual(['GET /api/checkout/pay_123']);
  });

  it('leaves out the email when the payment has none', async () => {
    const { customerEmail: _omitted, ...anonymous } = sampleCheckout.payment;
    answerCheckout({ ...sampleCheckout, payment: anonymous });
    renderCheckout();
    await payButton();
    expect(screen.queryByText('Customer email')).not.toBeInTheDocument();
  });

  it('Pay posts the payment, disables both buttons, then goes to the URL the server returns', async () => {
    const seen = answerCheckout();
    server.use(scenario('checkoutPay', 'slow', { delay: 300, once: true }));
    const { navigateTo, user } = renderCheckout();
    await user.click(await payButton());
    const paying = screen.getByRole('button', { name: /Processing payment…/ });
    expect(paying).toBeDisabled();
    expect(paying).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText('Redirecting…')).toBeInTheDocument();
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith(RETURN_URL);
    expect(seen).toEqual(['GET /api/checkout/pay_123', 'POST /api/checkout/pay_123/pay']);
  });

  it('Cancel posts the cancellation and goes back where the server says', async () => {
    const seen = answerCheckout();
    const { navigateTo, user } = renderCheckout();
    await payButton();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Redirecting…')).toBeInTheDocument();
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/#pricing');
    expect(seen).toEqual(['GET /api/checkout/pay_123', 'POST /api/checkout/pay_123/cancel']);
  });

  it('shows the server message when paying fails, and Pay tries again', async () => {
    answerCheckout();
    server.use(
      scenario('checkoutPay', 'error', { status: 409, message: 'This payment was cancelled', once: true }),
    );
    const { navigateTo, user } = renderCheckout();
    await user.click(await payButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The payment did not go through')).toBeInTheDocument();
    expect(within(alert).getByText('This payment was cancelled')).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
    await user.click(await payButton());
    expect(await screen.findByText('Redirecting…')).toBeInTheDocument();
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith(RETURN_URL);
  });

  it("says 'Payment not found' for an unknown payment, with a way home", async () => {
    // No payment has this id in the mock API, which answers 404 'Payment not found'.
    const { user, location } = renderCheckout('pay_missing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByText('This payment link is invalid or no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(location.pathname).toBe('/');
  });

  it('shows the server message when the payment cannot be loaded, and loads again on retry', async () => {
    answerCheckout();
    server.use(scenario('checkout', 'error', { message: 'Database unavailable', once: true }));
    const { user } = renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The checkout could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await payButton()).toBeEnabled();
  });

  it("shows the translated fallback, not a proxy's HTML page, when the answer is a 502 page", async () => {
    answerCheckout();
    server.use(scenario('checkout', 'badGateway'));
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/502|Bad Gateway|nginx/);
  });

  it('falls back to a translated sentence when the network fails without a message', async () => {
    answerCheckout();
    server.use(scenario('checkout', 'offline'));
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please check your connection and try again.')).toBeInTheDocument();
  });

  it('does not offer to pay a paid payment, and links to where it continues', async () => {
    answerCheckout(paidCheckout);
    renderCheckout();
    expect(await screen.findByText('This payment has already been paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', RETURN_URL);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('does not offer to pay a cancelled payment', async () => {
    answerCheckout(cancelledCheckout);
    renderCheckout();
    expect(await screen.findByText('This payment was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});

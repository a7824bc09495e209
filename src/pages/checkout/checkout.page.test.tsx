import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutResponse } from '../../../contract/api/payments';
import { paidCheckout, sampleCheckout } from '../../../machines/checkout/checkout.fakes';
import { createQueryClient } from '../../api/query-client';
import { AppProviders } from '../../app/app-providers';
import { renderApp } from '../../testing/render-app';
import { setupMswServer } from '../../testing/msw-server';
import CheckoutPage from './checkout.page';

const server = setupMswServer();

const CHECKOUT = '/api/checkout/:paymentId';
const RETURN_URL = '/payment-success?package=Professional&amount=2995';

/**
 * The API of one payment; `seen` lists the calls as "METHOD path". Pay answers once `payAnswers`
 * settles, so a test can look at the page while the payment is under way.
 */
const answerCheckout = (
  checkout: CheckoutResponse = sampleCheckout,
  payAnswers: Promise<void> = Promise.resolve(),
) => {
  const seen: string[] = [];
  const note = (request: Request) => seen.push(`${request.method} ${new URL(request.url).pathname}`);
  server.use(
    http.get(CHECKOUT, ({ request }) => {
      note(request);
      return HttpResponse.json(checkout);
    }),
    http.post(`${CHECKOUT}/pay`, async ({ request }) => {
      note(request);
      await payAnswers;
      return HttpResponse.json({ redirectUrl: RETURN_URL });
    }),
    http.post(`${CHECKOUT}/cancel`, ({ request }) => {
      note(request);
      return HttpResponse.json({ redirectUrl: '/#pricing' });
    }),
  );
  return seen;
};

/** The page alone at /checkout/:id, with the redirect observed instead of performed. */
const renderCheckout = (paymentId = 'pay_123') => {
  const navigateTo = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/checkout/:paymentId', element: <CheckoutPage navigateTo={navigateTo} /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [`/checkout/${paymentId}`] },
  );
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { navigateTo, user, router };
};

const payButton = () => screen.findByRole('button', { name: 'Pay $2,995.00' });

describe('checkout page', () => {
  it('is the page of /checkout/:paymentId', async () => {
    answerCheckout();
    renderApp('/checkout/pay_123');
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
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
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
    let answerPay = () => {};
    const seen = answerCheckout(sampleCheckout, new Promise((resolve) => (answerPay = resolve)));
    const { navigateTo, user } = renderCheckout();
    await user.click(await payButton());
    const paying = screen.getByRole('button', { name: /Processing payment…/ });
    expect(paying).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answerPay();
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
      http.post(
        `${CHECKOUT}/pay`,
        () => HttpResponse.json({ message: 'This payment was cancelled' }, { status: 409 }),
        { once: true },
      ),
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
    server.use(
      http.get(CHECKOUT, () => HttpResponse.json({ message: 'Payment not found' }, { status: 404 })),
    );
    const { user, router } = renderCheckout('pay_missing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByText('This payment link is invalid or no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server message when the payment cannot be loaded, and loads again on retry', async () => {
    answerCheckout();
    // Handlers added later are tried first: the first load fails, the next one is answered.
    server.use(
      http.get(CHECKOUT, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The checkout could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await payButton()).toBeEnabled();
  });

  it("shows the translated fallback, not a proxy's HTML page, when the answer is a 502 page", async () => {
    server.use(
      http.get(
        CHECKOUT,
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/502|Bad Gateway|nginx/);
  });

  it('falls back to a translated sentence when the network fails without a message', async () => {
    server.use(http.get(CHECKOUT, () => HttpResponse.error()));
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
});

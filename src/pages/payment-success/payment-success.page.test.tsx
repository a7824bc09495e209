/**
 * /payment-success (spec part 2 §2): what was paid, the next steps and the 2-hour promise; 3 s
 * later 'Redirecting...', the payment recorded in local storage and on to /#complete-details.
 * The machine's timer is a real setTimeout here, so Vitest's fake timers move it.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { useToasts } from '@src/stores/toasts.store';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';

setupMockApi();

afterEach(() => {
  vi.useRealTimers();
});

const REDIRECT_MS = 3000;

describe('payment-success page', () => {
  it('shows the package and amount of the address, the 2-hour promise and the next steps', async () => {
    await renderApp('/payment-success?package=professional&amount=2995');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Payment Successful! \| /);
    expect(screen.getByTestId('payment-package')).toHaveTextContent('Professional Website Package');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$2,995');
    expect(screen.getByText('Our support team will contact you within 2 hours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Tell us about your project'),
      expect.stringContaining('We get to work'),
      expect.stringContaining('Review and launch'),
    ]);
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+15550104800');
  });

  it('opened without a payment, says none was found (never "Paid $0"), offers the way on and stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { location } = await renderApp('/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'No payment found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^No payment found \| /);
    expect(screen.getByText(/this address does not carry one/)).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!', { selector: 'h1' })).not.toBeInTheDocument();
    expect(screen.queryByText('Amount paid')).not.toBeInTheDocument();
    expect(screen.queryByText('$0')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Our Packages' })).toHaveAttribute('href', '/#pricing');
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+15550104800');
    act(() => {
      vi.advanceTimersByTime(REDIRECT_MS * 2);
    });
    expect(location.pathname).toBe('/payment-success');
    expect(localStorage.getItem(LOCAL_KEYS.paymentCompleted)).toBeNull();
  });

  it('an amount of $0 is no payment either', async () => {
    await renderApp('/payment-success?package=startup&amount=0');
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment found' })).toBeInTheDocument();
  });

  it("after 3 s says 'Redirecting...', records the payment and goes to /#complete-details", async () => {
    // Only the page's timers are faked; the page is loaded before it renders, so nothing awaits one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { location } = await renderApp('/payment-success?package=enterprise&amount=4995');
    expect(screen.getByTestId('payment-package')).toHaveTextContent('Enterprise Website Package');
    act(() => {
      vi.advanceTimersByTime(REDIRECT_MS - 10);
    });
    expect(location.pathname).toBe('/payment-success');
    expect(localStorage.getItem(LOCAL_KEYS.paymentCompleted)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(location).toMatchObject({ pathname: '/', hash: '#complete-details' });
    expect(localStorage.getItem(LOCAL_KEYS.paymentCompleted)).toBe('true');
    expect(localStorage.getItem(LOCAL_KEYS.paymentPackage)).toBe('enterprise');
    expect(localStorage.getItem(LOCAL_KEYS.paymentAmount)).toBe('4995');
    expect(useToasts.getState().current).toMatchObject({ title: 'Redirecting...', variant: 'info' });
  });

  it('Back to Homepage before the redirect records nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { location } = await renderApp('/payment-success?package=startup&amount=1995');
    act(() => {
      screen.getByRole('link', { name: 'Back to Homepage' }).click();
    });
    expect(location.pathname).toBe('/');
    act(() => {
      vi.advanceTimersByTime(REDIRECT_MS * 2);
    });
    expect(location.hash).toBe('');
    expect(localStorage.getItem(LOCAL_KEYS.paymentCompleted)).toBeNull();
  });
});

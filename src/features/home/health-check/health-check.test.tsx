import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scenario } from '../../../../mocks/scenarios';
import { setupMockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { fakeNewTab, ISLAND } from '../testing/home-test-support';

const server = setupMockApi();
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const section = () => screen.getByRole('region', { name: 'Free Website Health Check' });
const field = () => within(section()).getByRole('textbox', { name: 'Website address' });
const analyze = () => within(section()).getByRole('button', { name: /^Analyze Website$|^Analyzing\.\.\.$/ });

/** The page with the health check's machine loaded (its form then says it is ready). */
const renderHealthCheck = async () => {
  const app = await renderApp('/');
  await waitFor(() => expect(section().querySelector('form')).toHaveAttribute('data-state', 'ready'), ISLAND);
  return app;
};

/** The URLs the health check was asked about. */
const checkedUrls = () => {
  const urls: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/health-check') {
      urls.push(((await request.clone().json()) as { url: string }).url);
    }
  });
  return urls;
};

describe('the website health check', () => {
  it('blocks a blank or whitespace-only address', async () => {
    const { user } = await renderHealthCheck();
    expect(section()).toHaveAttribute('id', 'health-check');
    expect(analyze()).toBeDisabled();
    await user.type(field(), '   ');
    expect(analyze()).toBeDisabled();
  });

  it("adds https://, says 'Analyzing...', then shows the score, metrics, findings and the revenue loss", async () => {
    const urls = checkedUrls();
    server.use(scenario('healthCheck', 'slow', { delay: 200, once: true }));
    const { user } = await renderHealthCheck();
    await user.type(field(), 'example.com');
    await user.click(analyze());
    expect(within(section()).getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(field()).toBeDisabled();

    expect(
      await within(section()).findByText("Good, but there's room for improvement.", {}, ISLAND),
    ).toBeInTheDocument();
    expect(urls).toEqual(['https://example.com']);
    expect(within(section()).getByRole('img', { name: 'Your website score: 62/100' })).toBeInTheDocument();
    expect(within(section()).getByText('https://example.com')).toBeInTheDocument();
    const metrics = within(section()).getByRole('group', { name: 'Key figures' });
    expect(metrics).toHaveTextContent('Load Time4.8s');
    expect(metrics).toHaveTextContent('Mobile58/100');
    expect(metrics).toHaveTextContent('SEO71/100');
    expect(metrics).toHaveTextContent('Security55/100');
    expect(within(section()).getByText('$2,400 per month')).toBeInTheDocument();

    // Findings by category, each with the offer that fixes it (the catalogue's HEALTH_FIXES).
    const performance = within(section()).getByRole('heading', {
      level: 4,
      name: 'Performance',
    }).parentElement!;
    expect(within(performance).getByText('Slow page load')).toBeInTheDocument();
    expect(
      within(performance).getAllByText('Fixed by the Professional maintenance plan ($350/month)'),
    ).toHaveLength(2);
    const security = within(section()).getByRole('heading', { level: 4, name: 'Security' }).parentElement!;
    expect(within(security).getByText('No HSTS header')).toBeInTheDocument();
    expect(within(security).getAllByText('Fixed by the Startup maintenance plan ($250/month)')).toHaveLength(
      2,
    );
  });

  it('offers the fix, whose link works only after the agreement is ticked', async () => {
    const newTab = fakeNewTab();
    cleanups.push(newTab.restore);
    const { user } = await renderHealthCheck();
    await user.type(field(), 'example.com{Enter}');
    const fix = await within(section()).findByRole(
      'button',
      { name: /^Fix My Website - \$250\/month/ },
      ISLAND,
    );
    expect(fix).toBeDisabled();
    await user.click(
      within(section()).getByRole('checkbox', {
        name: 'I understand that if major issues require extensive work, there may be additional fees up to $99.',
      }),
    );
    expect(fix).toBeEnabled();
    await user.click(fix);
    expect(newTab.open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(newTab.tab.location.replace).toHaveBeenCalledTimes(1));
    expect(newTab.tab.location.replace.mock.calls[0]?.[0]).toMatch(/\/checkout\//);
  });

  it('shows neither the revenue loss nor the fix offer for a healthy site', async () => {
    const { user } = await renderHealthCheck();
    await user.type(field(), 'healthy.example.com');
    await user.click(analyze());
    expect(
      await within(section()).findByText('Excellent! Your website is performing well.', {}, ISLAND),
    ).toBeInTheDocument();
    expect(within(section()).getAllByText('No issues found.')).toHaveLength(3);
    expect(within(section()).queryByText(/per month/)).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: /^Fix My Website/ })).not.toBeInTheDocument();
  });

  it('keeps what was typed before its code arrived', async () => {
    const { user } = await renderApp('/');
    expect(section().querySelector('form')).toHaveAttribute('data-state', 'loading');
    // Typed into the server's form before the page was idle.
    fireEvent.change(field(), { target: { value: 'exa' } });
    await waitFor(
      () => expect(section().querySelector('form')).toHaveAttribute('data-state', 'ready'),
      ISLAND,
    );
    expect(field()).toHaveValue('exa');
    expect(field()).toHaveFocus();
    await user.type(field(), 'mple.com');
    expect(field()).toHaveValue('example.com');
    expect(analyze()).toBeEnabled();
  });

  it('shows the destructive error toast when the check fails, and can be tried again', async () => {
    server.use(scenario('healthCheck', 'error', { status: 500, once: true }));
    const { user } = await renderHealthCheck();
    await user.type(field(), 'example.com');
    await user.click(analyze());
    const toast = (await screen.findByText('Error', {}, ISLAND)).closest('li')!;
    expect(
      within(toast).getByText('Unable to analyze website. Please check the URL and try again.'),
    ).toBeInTheDocument();
    expect(analyze()).toBeEnabled();
    await user.click(analyze());
    expect(
      await within(section()).findByText("Good, but there's room for improvement.", {}, ISLAND),
    ).toBeInTheDocument();
  });
});

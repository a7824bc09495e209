import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { whenIdle } from '@src/components/deferred/when-idle';
import { settleLoads } from '@src/lib/pending-loads';
import { setupMockApi } from '@src/testing/mock-api';
import { renderApp } from '@src/testing/render-app';
import { fakeNewTab, ISLAND } from '../testing/home-test-support';

const server = setupMockApi();
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const section = () => screen.getByRole('region', { name: 'Free Website Health Check' });
const field = () => within(section()).getByRole('textbox', { name: 'Website address' });
const analyze = () => within(section()).getByRole('button', { name: /^Analyze Website$|^Analyzing\.\.\.$/ });

/**
 * The page with the health check's machine loaded (its form then says it is ready): it loads when
 * the visitor goes to the field.
 */
const renderHealthCheck = async () => {
  const app = await renderApp('/');
  await app.user.click(field());
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
      await within(section()).findByText('Critical issues found that need immediate attention.', {}, ISLAND),
    ).toBeInTheDocument();
    expect(urls).toEqual(['https://example.com']);
    expect(within(section()).getByRole('img', { name: 'Your website score: 54/100' })).toBeInTheDocument();
    expect(within(section()).getByText('https://example.com')).toBeInTheDocument();
    const metrics = within(section()).getByRole('group', { name: 'Key figures' });
    expect(metrics).toHaveTextContent('Load Time4.8s');
    expect(metrics).toHaveTextContent('Mobile58/100');
    expect(metrics).toHaveTextContent('SEO71/100');
    expect(metrics).toHaveTextContent('Security55/100');
    // The loss, in red beside a poor score, and the findings it comes from, costliest first.
    const loss = within(section()).getByRole('heading', {
      level: 3,
      name: 'Estimated revenue loss',
    }).parentElement!;
    expect(loss).toHaveClass('revenue-loss--alarm');
    expect(within(loss).getByText('$2,300 per month')).toBeInTheDocument();
    expect(
      within(loss)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Critical page load time $2,000 per month',
      'Images are not responsive $200 per month',
      'Missing meta description $100 per month',
    ]);

    // Findings by category in plain words, the technical fix folded, each with the offer that fixes it.
    const performance = within(section()).getByRole('heading', {
      level: 4,
      name: 'Performance',
    }).parentElement!;
    expect(within(performance).getByText('Critical page load time')).toBeInTheDocument();
    expect(
      within(performance).getByText('Your page takes 4.8s to appear; most visitors give up before it does.'),
    ).toBeInTheDocument();
    expect(
      within(performance).getByText(
        'Phones download desktop-sized pictures, which costs time and data. Images in one size only: 6.',
      ),
    ).toBeInTheDocument();
    expect(within(performance).getAllByText('Fixed by the Startup package ($1,995)')).toHaveLength(2);
    const security = within(section()).getByRole('heading', { level: 4, name: 'Security' }).parentElement!;
    expect(within(security).getByText('No HSTS header')).toBeInTheDocument();
    const hsts = within(security).getByText(
      'Browsers are not told to always use the secure connection, so a first visit can be intercepted.',
    ).parentElement!;
    // The header's syntax is there for whoever fixes it, folded until asked for.
    const detail = within(hsts).getByText(
      'Send Strict-Transport-Security: max-age=31536000; includeSubDomains over HTTPS.',
    );
    expect(detail.closest('details')).not.toHaveAttribute('open');
    expect(within(hsts).getByText('Technical detail')).toBeInTheDocument();
    expect(within(security).getAllByText('Fixed by the Startup maintenance plan ($250/month)')).toHaveLength(
      2,
    );
  });

  it('says a fast load in milliseconds and no loss for findings no visitor notices', async () => {
    const { user } = await renderHealthCheck();
    await user.type(field(), 'fast.example.com');
    await user.click(analyze());
    expect(
      await within(section()).findByText('Excellent! Your website is performing well.', {}, ISLAND),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('group', { name: 'Key figures' })).toHaveTextContent('Load Time42ms');
    // No loss is said for what no visitor notices.
    expect(within(section()).queryByText(/per month/)).not.toBeInTheDocument();
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

  it("writes the report in the page's language: Arabic words, Intl figures, the header syntax left to right", async () => {
    const { user } = await renderApp('/ar/');
    const arabic = () => screen.getByRole('region', { name: 'فحص مجاني لصحة موقعك' });
    await user.click(
      await within(await screen.findByRole('region', { name: 'فحص مجاني لصحة موقعك' }, ISLAND)).findByRole(
        'textbox',
        { name: 'عنوان الموقع' },
      ),
    );
    await waitFor(
      () => expect(arabic().querySelector('form')).toHaveAttribute('data-state', 'ready'),
      ISLAND,
    );
    await user.type(within(arabic()).getByRole('textbox', { name: 'عنوان الموقع' }), 'fast.example.com');
    await user.click(within(arabic()).getByRole('button', { name: 'حلّل الموقع' }));
    expect(await within(arabic()).findByText('ممتاز! أداء موقعك رائع.', {}, ISLAND)).toBeInTheDocument();
    const milliseconds = new Intl.NumberFormat('ar', {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'narrow',
      maximumFractionDigits: 0,
    }).format(42);
    expect(within(arabic()).getByRole('group', { name: 'أرقام أساسية' })).toHaveTextContent(
      `وقت التحميل${milliseconds}`,
    );
    expect(within(arabic()).getByText('ترويسة HSTS غير موجودة')).toBeInTheDocument();
    expect(
      within(arabic()).getByText(
        'أرسل Strict-Transport-Security: max-age=31536000; includeSubDomains عبر HTTPS.',
      ),
    ).toHaveAttribute('dir', 'auto');
  });

  it('loads its machine when the visitor goes to the field, not when the page is idle', async () => {
    const { user } = await renderApp('/');
    // The idle moment has come and gone: the testimonials that load then are in, and every load
    // that moment started is done.
    const testimonials = screen.getByRole('region', { name: 'What Our Clients Say' });
    await within(testimonials).findAllByRole('figure', {}, ISLAND);
    await whenIdle();
    await settleLoads();
    expect(section().querySelector('form')).toHaveAttribute('data-state', 'loading');
    await user.click(field());
    await waitFor(() => expect(section().querySelector('form')).toHaveAttribute('data-state', 'ready'), ISLAND);
    expect(field()).toHaveFocus();
  });

  it('keeps what was typed before its code arrived', async () => {
    const { user } = await renderApp('/');
    expect(section().querySelector('form')).toHaveAttribute('data-state', 'loading');
    // Typed into the server's form before the page was idle.
    fireEvent.change(field(), { target: { value: 'exa' } });
    // The real form's first paint already holds what was typed, focused: not an empty field that an
    // effect fills a moment later (a key pressed in that moment was lost, and a busy machine showed it).
    const firstPaint = new Promise<{ value: string; focused: boolean }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (section().querySelector('form')?.getAttribute('data-state') !== 'ready') return;
        observer.disconnect();
        resolve({ value: (field() as HTMLInputElement).value, focused: document.activeElement === field() });
      });
      observer.observe(section(), { subtree: true, childList: true, attributes: true });
    });
    await waitFor(
      () => expect(section().querySelector('form')).toHaveAttribute('data-state', 'ready'),
      ISLAND,
    );
    expect(await firstPaint).toEqual({ value: 'exa', focused: true });
    expect(field()).toHaveValue('exa');
    expect(field()).toHaveFocus();
    await user.type(field(), 'mple.com');
    expect(field()).toHaveValue('example.com');
    expect(analyze()).toBeEnabled();
  });

  it.each([
    ['reported focus after its value', () => field().focus()],
    ['submitted', () => fireEvent.submit(section().querySelector('form')!)],
  ])('keeps what the field held when it %s before its code arrived', async (_, then) => {
    await renderApp('/');
    expect(section().querySelector('form')).toHaveAttribute('data-state', 'loading');
    // A browser filling the field (an autofill, a test driver) can tell the value before the focus.
    fireEvent.change(field(), { target: { value: 'example.com' } });
    then();
    await waitFor(
      () => expect(section().querySelector('form')).toHaveAttribute('data-state', 'ready'),
      ISLAND,
    );
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
      await within(section()).findByText('Critical issues found that need immediate attention.', {}, ISLAND),
    ).toBeInTheDocument();
  });
});

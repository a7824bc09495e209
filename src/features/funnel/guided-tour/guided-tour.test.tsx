import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchPageEvent, onPageEvent } from '@src/app/page-events';
import { siteConfig } from '@src/lib/site-config';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { setupMockApi } from '@src/testing/mock-api';
import { FUNNEL_LOAD_TIMEOUT, renderFunnelPage, type PageUser } from '@src/testing/funnel-page';

setupMockApi();

const tourDialog = (name: RegExp | string) => screen.findByRole('dialog', { name }, FUNNEL_LOAD_TIMEOUT);
const welcome = `Welcome to ${siteConfig.brandName}!`;

/** A home-page section with its anchor, where the layout puts it (jsdom lays nothing out). */
const section = (id: string, rect: { top: number; height: number }) => {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => new DOMRect(0, rect.top, 1024, rect.height);
  document.body.append(element);
  return element;
};

afterEach(() => {
  document.querySelectorAll('section[id]').forEach((element) => element.remove());
  vi.useRealTimers();
});

describe('guided tour', () => {
  it('opens on a first visit and walks welcome, packages, portfolio, contact with Next, Back and Finish', async () => {
    const { user } = await renderFunnelPage('/', { firstVisit: true });
    const dialog = await tourDialog(welcome);
    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await tourDialog('Pick Your Package')).toHaveTextContent('Four fixed-price packages from $1,995');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await tourDialog(welcome)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await tourDialog('See Our Work')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const contact = await tourDialog('Talk to Us');
    expect(contact).toHaveTextContent(siteConfig.phone);
    await user.click(within(contact).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(LOCAL_KEYS.tourCompleted)).toBe('true');
    expect(Number(localStorage.getItem(LOCAL_KEYS.tourCompletedAt))).toBeGreaterThan(0);
  });

  it('lights up the section of the step and puts the card under it, off it', async () => {
    section('pricing', { top: 72, height: 300 });
    const { user } = await renderFunnelPage('/', { firstVisit: true });
    await user.click(within(await tourDialog(welcome)).getByRole('button', { name: 'Next' }));
    const card = await tourDialog('Pick Your Package');
    const spotlight = await screen.findByTestId('tour-spotlight');
    expect(spotlight).toHaveStyle({ top: '72px', left: '12px', height: '300px' });
    expect(card).toHaveStyle({ top: '388px' });
  });

  it.each([
    ['Escape', async (user: PageUser) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: PageUser) => user.click(screen.getByRole('button', { name: 'Close the tour' })),
    ],
    [
      'a press on the backdrop',
      async (user: PageUser) =>
        user.pointer({ keys: '[MouseLeft]', target: document.querySelector<HTMLElement>('.tour-overlay')! }),
    ],
  ])('closing by %s counts as completed, and the Tour button starts it again', async (_how, close) => {
    const { user } = await renderFunnelPage('/', { firstVisit: true });
    await tourDialog(welcome);
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(LOCAL_KEYS.tourCompleted)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Tour' }));
    expect(await tourDialog(welcome)).toBeInTheDocument();
  });

  it('announces tourCompleted page-wide 30 s after it was completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const announced = vi.fn();
    const stop = onPageEvent('tourCompleted', announced);
    const { user } = await renderFunnelPage('/', { firstVisit: true });
    await user.click(within(await tourDialog(welcome)).getByRole('button', { name: 'Close the tour' }));
    act(() => vi.advanceTimersByTime(29_000));
    expect(announced).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(announced).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays closed for a visitor who completed it, and steps aside when package selection opens', async () => {
    const { user } = await renderFunnelPage('/');
    const tourButton = await screen.findByRole('button', { name: 'Tour' }, FUNNEL_LOAD_TIMEOUT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(tourButton);
    await tourDialog(welcome);
    act(() => dispatchPageEvent('openPackageSelection'));
    expect(await screen.findByRole('dialog', { name: 'Choose Your Website Package' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument();
  });

  it('opens on the home page of every language: /ar/ greets in Arabic', async () => {
    await renderFunnelPage('/ar/', { firstVisit: true });
    const dialog = await tourDialog(`مرحبًا بك في ${siteConfig.brandName}!`);
    expect(within(dialog).getByRole('button', { name: 'التالي' })).toHaveFocus();
  });

  it('is the home page’s: no tour on another page', async () => {
    await renderFunnelPage('/blog', { firstVisit: true });
    act(() => dispatchPageEvent('openPackageSelection'));
    await screen.findByRole('dialog', { name: 'Choose Your Website Package' }, FUNNEL_LOAD_TIMEOUT);
    expect(screen.queryByRole('button', { name: 'Tour' })).not.toBeInTheDocument();
  });
});

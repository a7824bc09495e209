/**
 * The tooltip timing of the spec (part 1 §9; Radix Themes' own default is 200 ms): a tooltip opens
 * after 700 ms of hovering, and within 300 ms of leaving one the next in its group opens at once.
 * Radix runs the delays with setTimeout, so fake timers drive them.
 */
import { Button } from '@radix-ui/themes';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@src/app/app-providers';
import { renderApp } from '@src/testing/render-app';
import { Tooltip, TooltipGroup } from './tooltip';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const hover = (element: Element) =>
  act(() => {
    fireEvent.pointerMove(element, { pointerType: 'mouse' });
  });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('tooltips', () => {
  it('open after 700 ms of hovering, not before: the theme button of the navigation bar', async () => {
    const { user } = await renderApp('/');
    // The menus' code loads on a press (a first visit's idle load leaves it out): the menu opens,
    // Escape closes it, and the focus leaves the button so that only the pointer can open the tip.
    await user.click(screen.getByRole('button', { name: 'Theme: Light' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    // The focus back on the button showed its tip; once it closed, the next tip within the skip
    // delay (300 ms) would open at once: that window passes first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    // Radix's trigger carries data-state.
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toHaveAttribute('data-state');
    vi.useFakeTimers();
    hover(screen.getByRole('button', { name: 'Theme: Light' }));
    advance(690);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Theme: Light');
  });

  it('open the next one of a group at once when moved to within 300 ms', () => {
    vi.useFakeTimers();
    render(
      <AppProviders>
        <TooltipGroup>
          <Tooltip content="First tip">
            <Button>First</Button>
          </Tooltip>
          <Tooltip content="Second tip">
            <Button>Second</Button>
          </Tooltip>
        </TooltipGroup>
      </AppProviders>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    hover(first);
    advance(710);
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip');
    act(() => {
      fireEvent.pointerLeave(first, { pointerType: 'mouse' });
    });
    hover(second);
    advance(10);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
  });
});

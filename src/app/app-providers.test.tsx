/**
 * The tooltip timing the app's providers set (Radix Themes' own default is 200 ms): a tooltip
 * opens after 700 ms of hovering. Radix runs the delay with setTimeout, so fake timers drive it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('app providers', () => {
  it('open a tooltip after 700 ms of hovering, not before', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const trigger = screen.getByRole('button', { name: 'Theme: Light' });
    vi.useFakeTimers();
    act(() => {
      fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    });
    advance(690);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Theme: Light');
  });
});

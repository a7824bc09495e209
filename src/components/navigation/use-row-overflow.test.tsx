import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRowOverflow } from './use-row-overflow';

/** Lets the test resize the row: jsdom has no layout, so widths are stubbed. */
let resize: (() => void) | undefined;
const InertResizeObserver = window.ResizeObserver;

beforeEach(() => {
  window.ResizeObserver = class {
    constructor(private readonly callback: () => void) {}
    observe() {
      resize = () => this.callback();
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  window.ResizeObserver = InertResizeObserver;
  resize = undefined;
});

const stubWidth = (element: Element, width: number) => {
  element.getBoundingClientRect = () => ({ width }) as DOMRect;
};

let rowWidth = 0;

function Row({ contentKey }: { contentKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const compact = useRowOverflow(ref, contentKey);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (!element) return;
        Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => rowWidth });
        [...element.children].forEach((child) => stubWidth(child, 150));
      }}
      style={{ columnGap: '10px' }}
    >
      <span>brand</span>
      <span>links</span>
      <output>{compact ? 'compact' : 'full'}</output>
    </div>
  );
}

describe('useRowOverflow', () => {
  it('is compact while the items (3 × 150 + 2 gaps = 470 px) do not fit', () => {
    rowWidth = 400;
    render(<Row contentKey="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('compact');

    rowWidth = 469;
    act(() => resize?.());
    expect(screen.getByRole('status')).toHaveTextContent('compact');

    rowWidth = 470;
    act(() => resize?.());
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });

  it('stays full when everything fits', () => {
    rowWidth = 1000;
    render(<Row contentKey="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });
});

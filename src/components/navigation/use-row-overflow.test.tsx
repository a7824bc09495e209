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

/** The row is `rowWidth` wide and each of its items 150 px, unless a test narrows some after. */
const stubRow = (element: HTMLElement) => {
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => rowWidth });
  [...element.children].forEach((child) => stubWidth(child, 150));
};

/** The links take 150 px in full, 100 px when tight (closer together, a label as its icon). */
function Row({ contentKey }: { contentKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const fit = useRowOverflow(ref, contentKey);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (!element) return;
        stubRow(element);
        if (fit !== 'full') stubWidth(element.children[1]!, 100);
      }}
      style={{ columnGap: '10px' }}
    >
      <span>brand</span>
      <span>links</span>
      <output>{fit}</output>
    </div>
  );
}

describe('useRowOverflow', () => {
  it('is tight while the full items (470 px) do not fit but the tight ones (420 px) do', () => {
    rowWidth = 450;
    render(<Row contentKey="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('tight');

    rowWidth = 470;
    act(() => resize?.());
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });

  it('is compact while even the tight items (3 × 150 + 2 gaps = 470 px, then 420) do not fit', () => {
    rowWidth = 400;
    render(<Row contentKey="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('compact');

    rowWidth = 419;
    act(() => resize?.());
    expect(screen.getByRole('status')).toHaveTextContent('compact');

    rowWidth = 420;
    act(() => resize?.());
    expect(screen.getByRole('status')).toHaveTextContent('tight');

    rowWidth = 470;
    act(() => resize?.());
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });

  it('stays full when everything fits', () => {
    rowWidth = 1000;
    render(<Row contentKey="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });

  it('counts the buttons of a group squeezed narrower than they are (150 px for 2 × 120 + 10)', () => {
    rowWidth = 470;
    render(<SqueezedRow />);
    // 150 + 150 + 150 + 2 gaps is the row's width, but the group's buttons need 250: tight, where they take 150.
    expect(screen.getByRole('status')).toHaveTextContent('tight');

    rowWidth = 570;
    act(() => resize?.());
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });
});

/** A brand, a status and a group of two buttons, 120 px each in full, 70 px tight, the group always 150 px wide. */
function SqueezedRow() {
  const ref = useRef<HTMLDivElement>(null);
  const fit = useRowOverflow(ref, 'es');
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (!element) return;
        stubRow(element);
        for (const button of element.querySelectorAll('button')) stubWidth(button, fit === 'full' ? 120 : 70);
      }}
      style={{ columnGap: '10px' }}
    >
      <span>brand</span>
      <output>{fit}</output>
      <div style={{ display: 'flex', columnGap: '10px', minWidth: 0 }}>
        <button type="button">Portal de clientes</button>
        <button type="button">Comience su proyecto</button>
      </div>
    </div>
  );
}

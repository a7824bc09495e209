import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How much of the row is shown: everything; `tight`, its spacing and secondary labels reduced
 * (the portal button as its icon); or `compact`, the links in a menu.
 */
export type RowFit = 'full' | 'tight' | 'compact';

const FITS: readonly RowFit[] = ['full', 'tight', 'compact'];
const NOTHING_MEASURED: readonly number[] = [];

interface Measure {
  /** The content the measure belongs to; new text (another language) needs a new measure. */
  key: string;
  /** Index in FITS. */
  level: number;
  /** The width the row needed at each level it overflowed at, to step back once there is room. */
  needed: readonly number[];
}

/** The width of the visible ones of `items` side by side, `gap` apart. */
const sideBySide = (items: Element[], gap: number): number => {
  const widths = items.map((item) => item.getBoundingClientRect().width).filter((width) => width > 0);
  return widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
};

/**
 * The width an item of the row needs: its own, or, for a group laid out in a row (the buttons at
 * the bar's end), its items' side by side. A group that may shrink (min-width 0) is squeezed to
 * what is left while its buttons run on past its end: Spanish at 1280 px measured its group 359 px
 * wide and its buttons 431, and the row, counted by its groups, seemed to fit.
 */
const neededWidth = (item: Element): number => {
  const own = item.getBoundingClientRect().width;
  const style = getComputedStyle(item);
  const inARow = /flex$/.test(style.display) && !style.flexDirection.startsWith('column');
  return inARow ? Math.max(own, sideBySide([...item.children], parseFloat(style.columnGap) || 0)) : own;
};

/**
 * The width the row's items take side by side. Not `scrollWidth`: ghost buttons reach past the
 * row by design (negative margins), which is not overflow.
 */
const contentWidth = (row: HTMLElement): number => {
  const items = [...row.children].filter((child) => child.getBoundingClientRect().width > 0);
  const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
  return items.reduce((sum, item) => sum + neededWidth(item), 0) + gap * (items.length - 1);
};

/**
 * How much of the row fits its container. Labels differ in length per language, so no fixed
 * breakpoint works for all ten: the row is laid out in full, measured, and stepped down (tight,
 * then compact) while it overflows, and back up once the container is as wide as the level above
 * needed. Layout effects run before paint, so an overflowing form is never shown.
 */
export const useRowOverflow = (rowRef: RefObject<HTMLElement | null>, contentKey: string): RowFit => {
  const [measure, setMeasure] = useState<Measure>({ key: contentKey, level: 0, needed: NOTHING_MEASURED });
  // Another language's measure does not count: its text starts in full again.
  const level = measure.key === contentKey ? measure.level : 0;
  const needed = measure.key === contentKey ? measure.needed : NOTHING_MEASURED;

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const check = () => {
      const width = contentWidth(row);
      if (level < FITS.length - 1 && width > row.clientWidth + 1) {
        setMeasure({ key: contentKey, level: level + 1, needed: [...needed.slice(0, level), width] });
      } else if (level > 0 && row.clientWidth >= (needed[level - 1] ?? Infinity)) {
        setMeasure({ key: contentKey, level: level - 1, needed: needed.slice(0, level - 1) });
      }
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(row);
    // The items too: they widen without the row changing size when the web fonts replace their
    // narrower fallbacks after the first measure (Armenian at 1440 px went 40 px past the screen).
    for (const item of row.children) observer.observe(item);
    return () => observer.disconnect();
  }, [rowRef, contentKey, level, needed]);

  return FITS[level] ?? 'full';
};

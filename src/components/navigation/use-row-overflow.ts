import { useLayoutEffect, useState, type RefObject } from 'react';

interface Measure {
  /** The content the measure belongs to; new text (another language) needs a new measure. */
  key: string;
  compact: boolean;
  /** The width the full row needed when it last overflowed. */
  neededWidth: number;
}

/**
 * The width the row's items take side by side. Not `scrollWidth`: ghost buttons reach past the
 * row by design (negative margins), which is not overflow.
 */
const contentWidth = (row: HTMLElement): number => {
  const items = [...row.children].filter((child) => child.getBoundingClientRect().width > 0);
  const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
  return items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0) + gap * (items.length - 1);
};

/**
 * True when the full row does not fit its container. Labels differ in length per language, so no
 * fixed breakpoint works for all ten: the row is laid out in full, measured, and switched to its
 * compact form while narrower than the width it needed. Layout effects run before paint, so the
 * overflowing form is never shown.
 */
export const useRowOverflow = (rowRef: RefObject<HTMLElement | null>, contentKey: string): boolean => {
  const [measure, setMeasure] = useState<Measure>({ key: contentKey, compact: false, neededWidth: 0 });
  const current = measure.key === contentKey ? measure : { key: contentKey, compact: false, neededWidth: 0 };

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const check = () => {
      const neededWidth = contentWidth(row);
      if (!current.compact && neededWidth > row.clientWidth + 1) {
        setMeasure({ key: contentKey, compact: true, neededWidth });
      } else if (current.compact && row.clientWidth >= current.neededWidth) {
        setMeasure({ key: contentKey, compact: false, neededWidth: 0 });
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
  }, [rowRef, contentKey, current.compact, current.neededWidth]);

  return current.compact;
};

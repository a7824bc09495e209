/**
 * Geometry a person notices, measured in the page: floating controls sitting on text or dialogs,
 * and pages wider than the screen.
 */
import type { Locator, Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a floating control covers at the current scroll position: a short description of each. */
export interface Covered {
  control: string;
  what: string;
}

/**
 * Every visible text of the page (and so every price) and every dialog under one of the floating
 * controls.
 * Text hidden behind an opaque bar at the viewport's edge (the sticky navigation, the bottom bar
 * the controls sit in) is not visible, so it is not counted; a dialog counts when the control is
 * drawn above it.
 */
export async function coveredByFloatingControls(
  page: Page,
  controls: Record<string, Locator>,
): Promise<Covered[]> {
  const boxes: Record<string, Box> = {};
  for (const [name, control] of Object.entries(controls)) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box) boxes[name] = box;
  }
  return page.evaluate((floating) => {
    const intersect = (a: DOMRect | Box, b: Box) => {
      const left = Math.max(a.x, b.x);
      const top = Math.max(a.y, b.y);
      const right = Math.min(a.x + a.width, b.x + b.width);
      const bottom = Math.min(a.y + a.height, b.y + b.height);
      return right - left > 0.5 && bottom - top > 0.5 ? { x: left, y: top, width: right - left, height: bottom - top } : null;
    };
    const opaque = (element: Element) => {
      const colour = getComputedStyle(element).backgroundColor;
      return colour !== 'transparent' && !/rgba\(.*,\s*0(\.\d+)?\)$/.test(colour);
    };
    // Bars: fixed or sticky elements across the whole width, with a background of their own.
    const bars = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const position = getComputedStyle(element).position;
        if (position !== 'fixed' && position !== 'sticky') return false;
        const rect = element.getBoundingClientRect();
        return rect.width >= window.innerWidth - 1 && rect.height < window.innerHeight / 3 && opaque(element);
      })
      .map((element) => element.getBoundingClientRect());
    const hiddenByBar = (rect: Box) =>
      bars.some((bar) => rect.y >= bar.y - 0.5 && rect.y + rect.height <= bar.y + bar.height + 0.5);
    // Text inside a fixed layer (the controls' own cards, toasts, dialogs) floats itself: dialogs are checked below.
    const inFixedLayer = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (getComputedStyle(at).position === 'fixed') return true;
      return false;
    };
    const found: { control: string; what: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || inFixedLayer(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.bottom < 0 || rect.top > window.innerHeight) continue;
        for (const [control, box] of Object.entries(floating)) {
          const overlap = intersect(rect, box);
          if (overlap && !hiddenByBar(overlap)) found.push({ control, what: `text "${text.slice(0, 40)}"` });
        }
      }
    }
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      const rect = dialog.getBoundingClientRect();
      for (const [control, box] of Object.entries(floating)) {
        const overlap = intersect(rect, box);
        if (!overlap) continue;
        const top = document.elementFromPoint(overlap.x + overlap.width / 2, overlap.y + overlap.height / 2);
        if (!top || !dialog.contains(top)) found.push({ control, what: `dialog "${dialog.getAttribute('aria-label') ?? dialog.id}"` });
      }
    }
    return found;
  }, boxes);
}

/** How far the page reaches past the right (or, right to left, the left) edge of the screen. */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The scroll positions that show the whole page, one screen at a time (with a fifth of overlap). */
export const screenfuls = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const step = Math.round(window.innerHeight * 0.8);
    const last = document.documentElement.scrollHeight - window.innerHeight;
    const positions: number[] = [];
    for (let y = 0; y < last; y += step) positions.push(y);
    positions.push(Math.max(0, last));
    return positions;
  });

/**
 * The rows of a grid as a person sees them: for each row of `items` (one grid's children, grouped
 * by their top edge), how much of the grid's width its items span, from the first one's start to
 * the last one's end (1 is the whole width). A card alone beside an empty gap makes a row short.
 */
export const rowSpans = (items: Locator): Promise<number[]> =>
  items.evaluateAll((elements) => {
    const grid = elements[0]?.parentElement?.getBoundingClientRect();
    if (!grid) return [];
    const rows = new Map<number, DOMRect[]>();
    for (const element of elements) {
      const rect = element.getBoundingClientRect();
      const top = [...rows.keys()].find((each) => Math.abs(each - rect.top) < 2) ?? rect.top;
      rows.set(top, [...(rows.get(top) ?? []), rect]);
    }
    return [...rows.values()].map((row) => {
      const left = Math.min(...row.map((rect) => rect.left));
      const right = Math.max(...row.map((rect) => rect.right));
      return Math.round(((right - left) / grid.width) * 100) / 100;
    });
  });

/**
 * How many of `items` stand on each line, top to bottom, as a person sees them (grouped by their
 * top edge): a wrapping row of chips that stands one per line shows as [1, 1, 1, …].
 */
export const itemsPerLine = (items: Locator): Promise<number[]> =>
  items.evaluateAll((elements) => {
    const lines = new Map<number, number>();
    for (const element of elements) {
      const { top, width } = element.getBoundingClientRect();
      if (width === 0) continue;
      const line = [...lines.keys()].find((each) => Math.abs(each - top) < 2) ?? top;
      lines.set(line, (lines.get(line) ?? 0) + 1);
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });

/** Where `b` is as seen from `a`: beside it (same band, apart across), below it, or overlapping. */
export const placement = (a: Box, b: Box): 'beside' | 'below' | 'overlapping' => {
  const apartAcross = b.x >= a.x + a.width - 0.5 || b.x + b.width <= a.x + 0.5;
  const sharesBand = b.y < a.y + a.height && b.y + b.height > a.y;
  if (apartAcross && sharesBand) return 'beside';
  if (b.y >= a.y + a.height - 0.5) return 'below';
  return 'overlapping';
};

/**
 * For each of `images`, the width its `sizes` hint announces at the current window (the first entry
 * whose media condition matches, its length resolved as CSS resolves it) beside the width it is
 * painted at: the browser chooses the file by the first, a person sees the second.
 */
export const hintedAndPaintedWidths = (images: Locator): Promise<{ hinted: number; painted: number }[]> =>
  images.evaluateAll((elements) =>
    elements.map((element) => {
      const sizes = element.getAttribute('sizes') ?? '';
      // Split at the commas between entries, not those inside a calc().
      const entries = sizes.split(/,\s*(?![^(]*\))/);
      const chosen = entries.find((entry) => {
        const media = /^(\([^)]*\))\s+/.exec(entry.trim());
        return !media || window.matchMedia(media[1] ?? '').matches;
      });
      const length = (chosen ?? '').trim().replace(/^\([^)]*\)\s+/, '');
      const probe = document.createElement('div');
      probe.style.cssText = `position: absolute; visibility: hidden; width: ${length}`;
      document.body.append(probe);
      const hinted = probe.getBoundingClientRect().width;
      probe.remove();
      return { hinted, painted: element.getBoundingClientRect().width };
    }),
  );

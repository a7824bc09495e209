/**
 * Where the tour's spotlight and card go for a section on screen (issue 22: a tour that frames what
 * it talks about). The spotlight lights the whole section when it fits beside the card, or else the
 * largest top part of it that ends between two of its parts (a row, a card, a paragraph), never
 * through one; the card goes under the spotlight, or over it when that lights more, and never on it.
 * Sideways the card starts where the section's content column starts (not at the window's edge on
 * a wide screen), and stays whole on screen. Pure: the hook measures the page, this decides. The
 * card's sideways offset is logical (from the inline start), so it mirrors right to left.
 */

/** A box in viewport coordinates (CSS pixels), as `getBoundingClientRect` gives it. */
export interface TargetBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The vertical extent of one part of the section that must not be cut through. */
export interface SectionPart {
  top: number;
  bottom: number;
}

/** What the hook measured: the viewport, what the sticky bar covers, the section, its parts, the card. */
export interface TourLayout {
  viewport: { width: number; height: number };
  /** The page's reading direction: the card lines up with the column's start edge, right in Arabic. */
  direction: 'ltr' | 'rtl';
  /** The height the sticky navigation bar covers at the top of the viewport. */
  topInset: number;
  section: TargetBox;
  /** The section's content column (its container), in viewport coordinates; the section when it has none. */
  column: { left: number; width: number };
  parts: readonly SectionPart[];
  card: { width: number; height: number };
}

export type TourPlacement =
  | { kind: 'centered' }
  | {
      kind: 'anchored';
      spotlight: TargetBox;
      /** The card's top edge. */
      cardTop: number;
      /** Which side of the spotlight the card is on (its pointer is on the other edge). */
      side: 'below' | 'above';
      /** The card's distance from the viewport's inline-start edge (left, or right in right-to-left). */
      cardInlineStart: number;
    };

/** Room the spotlight keeps inside the section's edges, and the card from the viewport's edges. */
const MARGIN = 12;
/** Space between the spotlight and the card, where the card's pointer sits. */
export const POINTER_GAP = 16;
/** Parts this close to a cut line (sub-pixel layout, borders) do not count as cut. */
const TOLERANCE = 1;

/**
 * The lowest line at or above `limit` (and below `top`) that no part crosses: the bottom of a part
 * whose neighbours all end above it or start below it. Null when not even the first part fits.
 */
export const cutLine = (parts: readonly SectionPart[], top: number, limit: number): number | null => {
  const crosses = (line: number) =>
    parts.some((part) => part.top < line - TOLERANCE && part.bottom > line + TOLERANCE);
  const candidates = parts
    .map((part) => part.bottom)
    .filter((bottom) => bottom > top && bottom <= limit)
    .sort((a, b) => b - a);
  return candidates.find((line) => !crosses(line)) ?? null;
};

/**
 * The section's lit part from `top` down to at most `limit`: all of it, or up to a cut line and a
 * little room under it, so the spotlight's edge does not sit on the last lit part.
 */
const litBottom = (layout: TourLayout, top: number, limit: number): number | null => {
  const sectionBottom = layout.section.top + layout.section.height;
  if (sectionBottom <= limit) return sectionBottom;
  const cut = cutLine(layout.parts, top, limit);
  return cut === null ? null : Math.min(cut + MARGIN / 2, limit);
};

/**
 * The card's offset from the viewport's inline-start edge: at the column's start edge, moved in so
 * the whole card stays on screen with a margin (a card wider than the room keeps the start margin).
 */
const cardInlineStartOf = ({ viewport, direction, column, card }: TourLayout): number => {
  const columnStart = direction === 'rtl' ? viewport.width - (column.left + column.width) : column.left;
  const latest = viewport.width - MARGIN - card.width;
  return Math.max(MARGIN, Math.min(columnStart, latest));
};

export const placeTourCard = (layout: TourLayout | null): TourPlacement => {
  if (!layout) return { kind: 'centered' };
  const cardInlineStart = cardInlineStartOf(layout);
  const { viewport, topInset, section, card } = layout;
  const top = Math.max(section.top, topInset + MARGIN / 2);
  const left = Math.max(section.left, 0) + MARGIN;
  const right = Math.min(section.left + section.width, viewport.width) - MARGIN;
  const box = (from: number, to: number): TargetBox => ({
    top: from,
    left,
    width: Math.max(0, right - left),
    height: Math.max(0, to - from),
  });

  // The card under the lit part: the part ends where the card's room begins.
  const belowLimit = viewport.height - MARGIN - card.height - POINTER_GAP;
  const belowBottom = litBottom(layout, top, belowLimit);
  // The card over the section's top, when the page cannot scroll the section any higher.
  const aboveCardTop = section.top - POINTER_GAP - card.height;
  const aboveFits = aboveCardTop >= topInset + MARGIN;
  const aboveBottom = aboveFits ? litBottom(layout, section.top, viewport.height - MARGIN) : null;

  if (aboveBottom !== null && (belowBottom === null || aboveBottom - section.top > belowBottom - top)) {
    return {
      kind: 'anchored',
      spotlight: box(section.top, aboveBottom),
      cardTop: aboveCardTop,
      side: 'above',
      cardInlineStart,
    };
  }
  // Nothing whole fits under the card's room (a phone's single tall part): light what fits.
  const bottom = belowBottom ?? Math.max(top, belowLimit);
  return {
    kind: 'anchored',
    spotlight: box(top, bottom),
    cardTop: bottom + POINTER_GAP,
    side: 'below',
    cardInlineStart,
  };
};

/** A value per width, as Radix Themes' responsive props take it (`sm`: from 768 px). */
type ByWidth = Partial<Record<'initial' | 'sm', string>>;

/**
 * The grid's tracks from 768 px: six, so that a row holds three, two or one card of equal width
 * (each spanning two, three or six tracks).
 */
const TRACKS = 6;

/**
 * How many sites stand in each row from 768 px, top to bottom: rows of three, and the rest shared
 * out so that every row is full and no card stands alone beside an empty gap. Two left over make a
 * last row of two halves; one left over turns the last three into two rows of two (4 → 2 + 2,
 * 7 → 3 + 2 + 2); a single site has the row to itself. Unlike the testimonials' grid, whose last
 * text card stretches over the gap, a screenshot stretched to two columns would stand twice as
 * tall as its neighbour, so a short row's cards share its width equally.
 */
export const showcaseRows = (count: number): number[] => {
  if (count <= 0) return [];
  const rows: number[] = Array.from({ length: Math.floor(count / 3) }, () => 3);
  const left = count % 3;
  if (left === 2) rows.push(2);
  if (left === 1) {
    if (rows.pop() === undefined) rows.push(1);
    else rows.push(2, 2);
  }
  return rows;
};

/** The page's width in which the cards stand: HomeSection's Container (size 4) inside its 16 px sides. */
const CONTAINER = 1136;
const PAGE_SIDES = 32;
/** Between cards (the grid's gap, space 4) and around a card's picture (Card size 2's padding). */
const GAP = 16;
const CARD_PADDING = 16;

/**
 * The `sizes` hint of the picture of a card in a row of `across` cards from 768 px (one column
 * below): the width the picture is painted at, so the browser fetches no larger file than it shows.
 */
export const showcaseImageSizes = (across: number): string => {
  const card = (page: string) =>
    across === 1
      ? `${page} - ${CARD_PADDING * 2}px`
      : `(${page} - ${GAP * (across - 1)}px) / ${across} - ${CARD_PADDING * 2}px`;
  const widest = Math.floor((CONTAINER - GAP * (across - 1)) / across - CARD_PADDING * 2);
  return [
    `(min-width: ${CONTAINER + PAGE_SIDES}px) ${widest}px`,
    `(min-width: 768px) calc(${card(`100vw - ${PAGE_SIDES}px`)})`,
    `calc(100vw - ${PAGE_SIDES + CARD_PADDING * 2}px)`,
  ].join(', ');
};

/** One site's place in the grid: the tracks it spans and its picture's `sizes` hint. */
export interface ShowcaseCell {
  gridColumn: ByWidth;
  sizes: string;
}

/** The showcase's grid for `count` sites: one column on phones, the rows of `showcaseRows` from 768 px. */
export const showcaseGrid = (count: number): { columns: ByWidth; cells: ShowcaseCell[] } => ({
  columns: { initial: '1', sm: String(TRACKS) },
  cells: showcaseRows(count).flatMap((across) =>
    Array.from({ length: across }, () => ({
      gridColumn: { initial: 'auto', sm: `span ${TRACKS / across}` },
      sizes: showcaseImageSizes(across),
    })),
  ),
});

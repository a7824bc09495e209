/** Radix Themes' widths where the grid changes: `sm` from 768 px, `md` from 1024 px, `lg` from 1280 px. */
type WideBreakpoint = 'sm' | 'md' | 'lg';

/** A value per width, as Radix Themes' responsive props take it. */
type ByWidth = Partial<Record<'initial' | WideBreakpoint, string>>;

/**
 * The grid's columns for `count` cards, and how many columns the last card spans: one column on
 * phones; two from 768 px (three columns of a 768–1023 px page are ~230 px wide, a quote wrapped
 * every two or three words); from 1024 px three where the cards divide by three, else two (from
 * 1280 px three again when two would not divide them either). A last row that would hold fewer
 * cards than the others has its last card stretched to the row's end, so no card stands alone
 * beside an empty gap.
 */
export const balancedGrid = (count: number): { columns: ByWidth; lastSpan?: ByWidth } => {
  if (count <= 1) return { columns: { initial: '1' } };
  const wide: Record<WideBreakpoint, number> = {
    sm: 2,
    md: count % 3 === 0 ? 3 : 2,
    lg: count % 3 === 0 || count % 2 !== 0 ? 3 : 2,
  };
  const columns: ByWidth = { initial: '1' };
  const lastSpan: ByWidth = {};
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const across = wide[breakpoint];
    const left = count % across;
    columns[breakpoint] = String(across);
    // Set at every width (a responsive value holds until the next one): 'auto' is one column.
    lastSpan[breakpoint] = left === 0 ? 'auto' : `span ${across - left + 1}`;
  }
  return { columns, lastSpan };
};

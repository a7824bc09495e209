import { describe, expect, it } from 'vitest';
import { balancedGrid } from './balanced-grid';

/** The cards per row at a number of columns, the last card spanning what `span` says. */
const rows = (count: number, columns: number, span: string | undefined) => {
  const widths = Array.from({ length: count }, (_, index) =>
    index === count - 1 && span?.startsWith('span ') ? Number(span.slice(5)) : 1,
  );
  const filled: number[] = [];
  let row = 0;
  for (const width of widths) {
    if (row + width > columns) {
      filled.push(row);
      row = 0;
    }
    row += width;
  }
  filled.push(row);
  return filled;
};

describe('the testimonials grid', () => {
  it.each([2, 3, 4, 5, 6, 7, 9])('fills every row of %i cards at every width: no card alone beside a gap', (count) => {
    const { columns, lastSpan } = balancedGrid(count);
    expect(columns.initial).toBe('1');
    for (const width of ['sm', 'md', 'lg'] as const) {
      const across = Number(columns[width]);
      expect(across).toBeGreaterThan(1);
      expect(rows(count, across, lastSpan?.[width]).every((filled) => filled === across)).toBe(true);
    }
  });

  it('shows three cards as one row of three from 1024 px; from 768 px two, the third as wide as both', () => {
    expect(balancedGrid(3)).toEqual({
      columns: { initial: '1', sm: '2', md: '3', lg: '3' },
      lastSpan: { sm: 'span 2', md: 'auto', lg: 'auto' },
    });
  });

  it('never puts three columns on a 768–1023 px page: six reviews are three rows of two there', () => {
    for (const count of [2, 3, 4, 5, 6, 7, 9]) expect(balancedGrid(count).columns.sm).toBe('2');
    expect(balancedGrid(6)).toEqual({
      columns: { initial: '1', sm: '2', md: '3', lg: '3' },
      lastSpan: { sm: 'auto', md: 'auto', lg: 'auto' },
    });
  });

  it('gives one card the whole width', () => {
    expect(balancedGrid(1)).toEqual({ columns: { initial: '1' } });
  });
});

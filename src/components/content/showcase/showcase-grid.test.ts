import { describe, expect, it } from 'vitest';
import { showcaseGrid, showcaseImageSizes, showcaseRows } from './showcase-grid';

/** The tracks each row's cards cover, as the grid places them one after another from 768 px. */
const rowsOfTracks = (count: number): number[] => {
  const { columns, cells } = showcaseGrid(count);
  const tracks = Number(columns.sm);
  const rows: number[] = [];
  let row = 0;
  for (const cell of cells) {
    const span = Number(cell.gridColumn.sm?.replace('span ', ''));
    if (row + span > tracks) {
      rows.push(row);
      row = 0;
    }
    row += span;
  }
  rows.push(row);
  return rows;
};

/** The width (px) a `sizes` hint gives at a window `width`, as the browser reads its first matching entry. */
const sizeAt = (sizes: string, width: number): number => {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
    if (match && width < Number(match[1])) continue;
    const length = match?.[2] ?? entry;
    const expression = length
      .replace(/^calc\((.*)\)$/, '$1')
      .replaceAll('100vw', String(width))
      .replaceAll('px', '');
    return Number(new Function(`return ${expression}`)());
  }
  throw new Error(`no size for ${width} px in ${sizes}`);
};

describe('the featured sites grid', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])(
    'fills every row of %i sites from 768 px: no card alone beside a gap',
    (count) => {
      const { columns, cells } = showcaseGrid(count);
      expect(columns.initial).toBe('1');
      expect(cells).toHaveLength(count);
      expect(rowsOfTracks(count).every((tracks) => tracks === Number(columns.sm))).toBe(true);
      // One column on phones: every card its own full row.
      expect(cells.every((cell) => cell.gridColumn.initial === 'auto')).toBe(true);
    },
  );

  it('puts three in a row, and shares the rest out in rows of two rather than leave one alone', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(showcaseRows)).toEqual([
      [1],
      [2],
      [3],
      [2, 2],
      [3, 2],
      [3, 3],
      [3, 2, 2],
      [3, 3, 2],
      [3, 3, 3],
    ]);
  });

  it('gives the cards of a row equal widths: two tracks each in a row of three, three in a row of two', () => {
    expect(showcaseGrid(5).cells.map((cell) => cell.gridColumn.sm)).toEqual([
      'span 2',
      'span 2',
      'span 2',
      'span 3',
      'span 3',
    ]);
  });

  // The card's picture: the page's width less its 16 px sides (at most 1136 px), less the 16 px
  // gaps between the row's cards, shared by them, less the card's 16 px padding on each side.
  it.each([
    [768, 3, (768 - 32 - 32) / 3 - 32],
    [1024, 3, (1024 - 32 - 32) / 3 - 32],
    [1024, 2, (1024 - 32 - 16) / 2 - 32],
    [1440, 3, 336],
    [1440, 2, 528],
    [1440, 1, 1104],
  ])('hints at %i px, %i in a row, the width the picture is painted at (%f px)', (width, across, painted) => {
    expect(sizeAt(showcaseImageSizes(across), width)).toBeCloseTo(painted, 0);
  });

  it('hints at one column of the phone’s width below 768 px, whatever the row from 768 px', () => {
    for (const across of [1, 2, 3]) {
      expect(sizeAt(showcaseImageSizes(across), 360)).toBe(360 - 64);
      expect(sizeAt(showcaseImageSizes(across), 767)).toBe(767 - 64);
    }
  });
});

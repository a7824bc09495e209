import { describe, expect, it } from 'vitest';
import { POINTER_GAP, cutLine, placeTourCard, type TourLayout } from './tour-placement';

const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) =>
  a.top < b.bottom && b.top < a.bottom;

/** A desktop viewport (1440 × 900) under a 64 px navigation bar, a section scrolled to its top. */
const layout = (overrides: Partial<TourLayout> = {}): TourLayout => ({
  viewport: { width: 1440, height: 900 },
  direction: 'ltr',
  topInset: 64,
  section: { top: 64, left: 0, width: 1440, height: 1800 },
  // Radix Themes' size-4 container (1136 px) centred in the window.
  column: { left: 152, width: 1136 },
  parts: [],
  card: { width: 400, height: 200 },
  ...overrides,
});

const anchored = (value: TourLayout) => {
  const placement = placeTourCard(value);
  if (placement.kind !== 'anchored') throw new Error('expected the card beside a section');
  const { spotlight, cardTop } = placement;
  return {
    ...placement,
    lit: { top: spotlight.top, bottom: spotlight.top + spotlight.height },
    card: { top: cardTop, bottom: cardTop + value.card.height },
  };
};

describe('cutLine', () => {
  it('ends at the lowest part that ends within the limit and is crossed by no other part', () => {
    const rows = [
      { top: 100, bottom: 150 },
      { top: 150, bottom: 200 },
      { top: 200, bottom: 250 },
    ];
    expect(cutLine(rows, 64, 240)).toBe(200);
    // A card around the rows: no line inside it, only its own bottom.
    expect(cutLine([...rows, { top: 90, bottom: 260 }], 64, 240)).toBeNull();
    expect(cutLine([...rows, { top: 90, bottom: 260 }], 64, 300)).toBe(260);
  });
});

describe('placeTourCard', () => {
  it('centres the card when the step points at no section', () => {
    expect(placeTourCard(null)).toEqual({ kind: 'centered' });
  });

  it('lights a short section whole and puts the card under it', () => {
    const placed = anchored(layout({ section: { top: 64, left: 0, width: 1440, height: 400 } }));
    expect(placed.side).toBe('below');
    expect(placed.lit).toEqual({ top: 70, bottom: 464 });
    expect(placed.card.top).toBe(464 + POINTER_GAP);
  });

  it('cuts a tall section between its cards, never through one, and keeps the card off it', () => {
    // The heading, then a row of cards 300 px tall, then another row: the second row cannot fit.
    const parts = [
      { top: 150, bottom: 200 },
      { top: 260, bottom: 560 },
      { top: 280, bottom: 300 },
      { top: 600, bottom: 900 },
      { top: 620, bottom: 640 },
    ];
    const placed = anchored(layout({ parts }));
    // The first row's bottom, and 6 px of room under it.
    expect(placed.lit.bottom).toBe(566);
    expect(overlaps(placed.lit, placed.card)).toBe(false);
    expect(placed.card.bottom).toBeLessThanOrEqual(900);
    for (const part of parts) {
      const cut = part.top < placed.lit.bottom && part.bottom > placed.lit.bottom;
      expect(cut, JSON.stringify(part)).toBe(false);
    }
  });

  it('takes the room of a taller card from the lit part', () => {
    const parts = [
      { top: 150, bottom: 200 },
      { top: 260, bottom: 560 },
    ];
    expect(anchored(layout({ parts, card: { width: 400, height: 400 } })).lit.bottom).toBe(206);
  });

  it('puts the card over a section the page cannot scroll higher, when that lights all of it', () => {
    // The last section: it starts half-way down the viewport and ends above its bottom.
    const placed = anchored(layout({ section: { top: 460, left: 0, width: 1440, height: 420 } }));
    expect(placed.side).toBe('above');
    expect(placed.lit).toEqual({ top: 460, bottom: 880 });
    expect(placed.card.bottom).toBe(460 - POINTER_GAP);
    expect(placed.card.top).toBeGreaterThanOrEqual(64);
  });

  it('lights what fits when no part fits whole (a phone, a very tall card)', () => {
    const placed = anchored(
      layout({
        viewport: { width: 360, height: 740 },
        section: { top: 64, left: 0, width: 360, height: 3000 },
        parts: [{ top: 100, bottom: 2000 }],
        column: { left: 16, width: 328 },
        card: { width: 328, height: 300 },
      }),
    );
    expect(placed.lit.bottom).toBe(740 - 12 - 300 - POINTER_GAP);
    expect(overlaps(placed.lit, placed.card)).toBe(false);
  });

  it('keeps the spotlight inside the viewport and the section, with a margin', () => {
    const { spotlight } = anchored(layout({ section: { top: 64, left: -20, width: 1500, height: 300 } }));
    expect(spotlight.left).toBe(12);
    expect(spotlight.left + spotlight.width).toBe(1440 - 12);
  });

  it('starts the card at the content column at a wide window, not at the window edge', () => {
    expect(anchored(layout()).cardInlineStart).toBe(152);
  });

  it("starts the card at the column's right edge right to left", () => {
    // A column off centre tells the two edges apart: 1440 - (100 + 1000) px from the right.
    const column = { left: 100, width: 1000 };
    expect(anchored(layout({ column })).cardInlineStart).toBe(100);
    expect(anchored(layout({ column, direction: 'rtl' })).cardInlineStart).toBe(340);
  });

  it('keeps the whole card on screen when the column starts too near the far edge', () => {
    const column = { left: 1200, width: 200 };
    const { cardInlineStart } = anchored(layout({ column }));
    expect(cardInlineStart).toBe(1440 - 12 - 400);
    expect(anchored(layout({ column: { left: 40, width: 200 }, direction: 'rtl' })).cardInlineStart).toBe(
      1440 - 12 - 400,
    );
  });

  it('keeps a margin on a phone, whatever the column and the card', () => {
    const phone = {
      viewport: { width: 360, height: 740 },
      section: { top: 64, left: 0, width: 360, height: 400 },
    };
    // The card as wide as the column: it lines up with it.
    expect(
      anchored(layout({ ...phone, column: { left: 16, width: 328 }, card: { width: 328, height: 200 } }))
        .cardInlineStart,
    ).toBe(16);
    // A column flush with the edges and a card wider than the room: the start margin holds.
    for (const direction of ['ltr', 'rtl'] as const) {
      const placed = anchored(
        layout({ ...phone, direction, column: { left: 0, width: 360 }, card: { width: 400, height: 200 } }),
      );
      expect(placed.cardInlineStart, direction).toBe(12);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { LARGEST_PAGE_COUNT, PAGE_CHOICES, quoteFor } from './instant-quote';

describe('the instant quote', () => {
  it("offers the packages' page counts, then more than the largest", () => {
    expect(PAGE_CHOICES).toEqual([5, 8, 12, null]);
    expect(LARGEST_PAGE_COUNT).toBe(12);
  });

  it('quotes the cheapest package with enough pages', () => {
    expect(quoteFor({ pages: 5, sellsOnline: false })).toBe('startup');
    expect(quoteFor({ pages: 8, sellsOnline: false })).toBe('professional');
    expect(quoteFor({ pages: 12, sellsOnline: false })).toBe('enterprise');
    expect(quoteFor({ pages: null, sellsOnline: false })).toBe('platinum');
  });

  it('quotes a package with e-commerce for a site that sells online', () => {
    expect(quoteFor({ pages: 5, sellsOnline: true })).toBe('enterprise');
    expect(quoteFor({ pages: 12, sellsOnline: true })).toBe('enterprise');
    expect(quoteFor({ pages: null, sellsOnline: true })).toBe('platinum');
  });
});

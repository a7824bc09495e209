import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes MMM d, yyyy and MMMM d, yyyy in English', () => {
    expect(formatDate('2025-11-10T09:00:00.000Z', 'en', 'short')).toBe('Nov 10, 2025');
    expect(formatDate('2025-11-10T09:00:00.000Z', 'en', 'long')).toBe('November 10, 2025');
  });

  it('keeps the UTC day whatever the time of day', () => {
    expect(formatDate('2025-11-10T23:59:00.000Z', 'en', 'short')).toBe('Nov 10, 2025');
    expect(formatDate('2025-09-12', 'en', 'long')).toBe('September 12, 2025');
  });

  it("follows the page's language", () => {
    expect(formatDate('2025-11-10T09:00:00.000Z', 'de', 'long')).toBe('10. November 2025');
    expect(formatDate('2025-11-10T09:00:00.000Z', 'ja', 'short')).toBe('2025年11月10日');
  });

  it('leaves a text that is not a date as it is', () => {
    expect(formatDate('soon', 'en', 'short')).toBe('soon');
  });
});

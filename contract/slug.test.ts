import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug';

describe('a slug from a title', () => {
  it('is lowercase ASCII words joined by hyphens, accents dropped', () => {
    expect(slugFromTitle('Speed sells: faster pages win!')).toBe('speed-sells-faster-pages-win');
    expect(slugFromTitle('  Café rush — Über 2026  ')).toBe('cafe-rush-uber-2026');
  });

  it('is empty for a title without Latin letters or digits', () => {
    expect(slugFromTitle('مرحبا بالعالم')).toBe('');
    expect(slugFromTitle('速さは売れる')).toBe('');
  });

  it('stays within the slug limit without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(199)} b`);
    expect(slug).toBe('a'.repeat(199));
  });
});

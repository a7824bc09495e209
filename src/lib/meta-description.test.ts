import { describe, expect, it } from 'vitest';
import { toMetaDescription } from './meta-description';

describe('toMetaDescription', () => {
  it('keeps a short text as it is, on one line', () => {
    expect(toMetaDescription('  A look behind\nthe scenes.  ')).toBe('A look behind the scenes.');
  });

  it('cuts a long text at a word to at most 160 characters, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const description = toMetaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    expect(toMetaDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });
});

import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character of the local part and the domain', () => {
    for (const [email, masked] of [
      ['demo@agency.example', 'd***@agency.example'],
      ['a@b.co', 'a***@b.co'],
      ['"odd@local"@example.com', '"***@example.com'],
    ] as const) {
      expect(maskEmail(email)).toBe(masked);
    }
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

import { describe, expect, it } from 'vitest';
import { isPremium, parseLabel, parseTld, unitPriceCents } from './domain-name';
import { DomainValidationError } from './errors';

describe('parseLabel', () => {
  it.each([
    ['acme', 'acme'],
    ['  Acme.COM ', 'acme'],
    ['my-shop.co.uk', 'my-shop'],
    ['a1', 'a1'],
    ['café.com', 'xn--caf-dma'],
    ['München', 'xn--mnchen-3ya'],
    ['bücher。com', 'xn--bcher-kva'],
    ['ＡＣＭＥ', 'acme'],
    ['xn--caf-dma', 'xn--caf-dma'],
    ['a'.repeat(63), 'a'.repeat(63)],
  ])('%s → %s', (input, label) => {
    expect(parseLabel(input)).toBe(label);
  });

  it.each([
    ['', 'Please enter a domain name.'],
    ['   ', 'Please enter a domain name.'],
    ['.com', 'A domain name must be 1 to 63 characters long.'],
    ['a'.repeat(64), 'A domain name must be 1 to 63 characters long.'],
    ['-acme', 'Use letters, digits and hyphens only, not starting or ending with a hyphen.'],
    ['acme-', 'Use letters, digits and hyphens only, not starting or ending with a hyphen.'],
    ['ac_me', 'Use letters, digits and hyphens only, not starting or ending with a hyphen.'],
    ['acme!', 'Use letters, digits and hyphens only, not starting or ending with a hyphen.'],
    ['ab--cd', '"ab--cd" is not a valid domain name.'],
    ['xn--zz', '"xn--zz" is not a valid domain name.'],
    ['a b', 'Use letters, digits and hyphens only, not starting or ending with a hyphen.'],
    ['ca fé', '"ca fé" is not a valid domain name.'],
  ])('refuses %j', (input, message) => {
    expect(() => parseLabel(input)).toThrow(message);
  });

  it('names the field it was asked to check, as a 400', () => {
    try {
      parseLabel('-bad', 'domainName');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainValidationError);
      expect(error).toMatchObject({ status: 400, field: 'domainName' });
      expect((error as DomainValidationError).body()).toMatchObject({
        issues: [{ path: 'domainName' }],
      });
    }
  });
});

describe('parseTld', () => {
  it('accepts the offered TLDs, with or without a dot', () => {
    expect(parseTld('com')).toBe('com');
    expect(parseTld('.IO')).toBe('io');
  });
  it('refuses others', () => {
    expect(() => parseTld('xyz')).toThrow('We do not offer .xyz domains.');
  });
});

describe('prices', () => {
  it('charges the first-year price of the TLD', () => {
    expect(unitPriceCents('acme', 'com')).toBe(1299);
    expect(unitPriceCents('acme', 'ai')).toBe(9999);
  });

  it.each([
    ['abc', true],
    ['ab', true],
    ['acme', false],
    ['shop', true],
    ['shopping', false],
    ['xn--wgv71a', true], // 日本: two characters as a person sees them
  ])('premium(%s) = %s', (label, premium) => {
    expect(isPremium(label)).toBe(premium);
  });

  it('charges premium names ten times the first-year price', () => {
    expect(unitPriceCents('abc', 'com')).toBe(12990);
    expect(unitPriceCents('shop', 'io')).toBe(49990);
  });
});

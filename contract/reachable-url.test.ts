import { describe, expect, it } from 'vitest';
import { leadsSomewhere } from './reachable-url';

describe('leadsSomewhere', () => {
  it('says no for names that can never resolve', () => {
    for (const url of [
      'https://www.harborline-cu.example',
      'https://summit-dental.example.com',
      'http://shop.example.org/path',
      'https://site.test',
      'https://a.invalid',
      'http://localhost:3000',
      'https://EXAMPLE.NET.',
      'not a url',
    ]) {
      expect(leadsSomewhere(url), url).toBe(false);
    }
  });

  it('says yes for ordinary public addresses', () => {
    for (const url of ['https://www.harborline.coop', 'https://examples.com', 'https://example.co.uk/page']) {
      expect(leadsSomewhere(url), url).toBe(true);
    }
  });
});

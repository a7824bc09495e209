import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { INTL_FORMATTERS } from './intl-support';

// The visitor's clock: a zone with daylight saving, so local times are checked against the
// platform on both sides of an offset. For this file only: the dom project's workers run the next
// files in the same process (vmForks), whose dates assume the machine's zone.
const machineZone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// Imported once the zone is set: its own zone is read as it loads.
let polyfillIntl: typeof import('./intl-polyfill').polyfillIntl;
beforeAll(async () => {
  ({ polyfillIntl } = await import('./intl-polyfill'));
});

const SUMMER = new Date(Date.UTC(2025, 6, 4, 16, 5));
const WINTER = new Date(Date.UTC(2025, 11, 12, 8, 30));

/** Every format the site's pages and portals use (grep `new Intl.` under src/), with sample values. */
const siteFormats = (language: string): string[] => [
  new Intl.NumberFormat(language).format(1234567.5),
  new Intl.NumberFormat(language).format(48),
  new Intl.NumberFormat(language, { style: 'percent' }).format(0.98),
  new Intl.NumberFormat(language, { notation: 'compact' }).format(12_500),
  new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(48),
  new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(5),
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', unitDisplay: 'long' }).format(10),
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1234.5),
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    6995,
  ),
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(SUMMER),
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(WINTER),
  ...[SUMMER, WINTER].flatMap((date) => [
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date),
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date),
    new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date),
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
  ]),
  new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-2, 'day'),
  new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(21, 'hour'),
  new Intl.ListFormat(language, { type: 'conjunction' }).format(['HTML', 'CSS', 'TypeScript']),
];

describe("FormatJS's formatters, standing in for a browser's that lack a language", () => {
  // Node's full ICU is what the server renders with: the text React must find when it hydrates.
  const server = new Map(LANGUAGE_CODES.map((language) => [language, siteFormats(language)]));
  const localZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

  it('write every format of the site as the server did, in the page language and in English prices', async () => {
    await polyfillIntl('hy', new Set(INTL_FORMATTERS));
    expect(new Intl.NumberFormat('hy').format(1234567.5)).toBe('1\u00a0234\u00a0567,5');
    expect(siteFormats('hy')).toEqual(server.get('hy'));
    expect(siteFormats('en')).toEqual(server.get('en'));
  });

  it('load the next language when the visitor switches to it', async () => {
    for (const language of LANGUAGE_CODES) {
      await polyfillIntl(language);
      expect(siteFormats(language), language).toEqual(server.get(language));
    }
  });

  it("keep the visitor's own time zone for local times", () => {
    expect(new Intl.DateTimeFormat('hy').resolvedOptions().timeZone).toBe(localZone);
    expect(new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(SUMMER)).toBe('9:05 AM');
    expect(new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(WINTER)).toBe('12:30 AM');
    expect(new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' }).format(WINTER)).toBe(
      '8:30 AM',
    );
  });
});

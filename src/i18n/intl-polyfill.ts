/**
 * Formatters for a language this browser has no data for (intl-support.ts): FormatJS's polyfills
 * stand in for the lacking ones, with the CLDR data of the page's language and of English (prices
 * are always en-US). Their output is the same as Node's ICU for every format the site uses
 * (intl-polyfill.test.ts), so the server's HTML hydrates as it is. Loaded only by such a browser,
 * with the page's texts, before React hydrates.
 */
import { DEFAULT_LANGUAGE } from '@contract/catalogue';
import { formattersLacking, type IntlFormatter } from './intl-support';

type Load = () => Promise<unknown>;

/** The visitor's time zone, as the browser's own formatter knows it (before any polyfill). */
const LOCAL_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Each formatter's polyfill and its data by language, in the order they depend on each other. */
const POLYFILLS: { name: IntlFormatter; install: Load; data: Record<string, Load> }[] = [
  {
    name: 'NumberFormat',
    install: () => import('@formatjs/intl-numberformat/polyfill-force.js'),
    data: import.meta.glob(
      '/node_modules/@formatjs/intl-numberformat/locale-data/{en,es,fr,de,zh,ar,hy,ja,ko,ru}.js',
    ),
  },
  {
    name: 'DateTimeFormat',
    install: () => import('@formatjs/intl-datetimeformat/polyfill-force.js').then(keepLocalTime),
    data: import.meta.glob(
      '/node_modules/@formatjs/intl-datetimeformat/locale-data/{en,es,fr,de,zh,ar,hy,ja,ko,ru}.js',
    ),
  },
  {
    name: 'RelativeTimeFormat',
    install: () => import('@formatjs/intl-relativetimeformat/polyfill-force.js'),
    data: import.meta.glob(
      '/node_modules/@formatjs/intl-relativetimeformat/locale-data/{en,es,fr,de,zh,ar,hy,ja,ko,ru}.js',
    ),
  },
  {
    name: 'ListFormat',
    install: () => import('@formatjs/intl-listformat/polyfill-force.js'),
    data: import.meta.glob(
      '/node_modules/@formatjs/intl-listformat/locale-data/{en,es,fr,de,zh,ar,hy,ja,ko,ru}.js',
    ),
  },
  // Built on the two above; it has no data of its own.
  {
    name: 'DurationFormat',
    install: () => import('@formatjs/intl-durationformat/polyfill-force.js'),
    data: {},
  },
];

const dataOf = (data: Record<string, Load>, language: string): Load | undefined =>
  Object.entries(data).find(([file]) => file.endsWith(`/${language}.js`))?.[1];

/**
 * Two differences from the browser's own DateTimeFormat, mended around the polyfill:
 * - Without its time-zone database (125 KB gzipped for the common zones) it knows only UTC. The
 *   site's public dates are UTC; the portals' are the visitor's local time, which the platform
 *   gives for every date (`getTimezoneOffset`): such a date is formatted as the UTC instant that
 *   shows the same wall-clock time.
 * - CLDR puts a narrow no-break space before "AM"; V8 (so Chrome and Node, the server) writes a
 *   plain one, for the web's sake.
 */
function keepLocalTime(): void {
  const Polyfilled = Intl.DateTimeFormat;
  const asUtcWallTime = (date?: Date | number): Date => {
    const instant = date === undefined ? new Date() : new Date(date);
    return new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  };
  const plain = (text: string): string => text.replace(/\u202f/g, ' ');
  const plainParts = (parts: Intl.DateTimeFormatPart[]) =>
    parts.map((part) => ({ ...part, value: plain(part.value) }));
  function LocalDateTimeFormat(
    locales?: string | string[],
    options: Intl.DateTimeFormatOptions = {},
  ): Intl.DateTimeFormat {
    const local = options.timeZone === undefined;
    const inner = new Polyfilled(locales, local ? { ...options, timeZone: 'UTC' } : options);
    const at = (date?: Date | number) => (local ? asUtcWallTime(date) : (date ?? new Date()));
    // Own methods over the prototype's (its `format` is a getter, as the standard's is).
    const methods = {
      format: (date?: Date | number) => plain(inner.format(at(date))),
      formatToParts: (date?: Date | number) => plainParts(inner.formatToParts(at(date))),
      formatRange: (start: Date | number, end: Date | number) => plain(inner.formatRange(at(start), at(end))),
      formatRangeToParts: (start: Date | number, end: Date | number) =>
        inner.formatRangeToParts(at(start), at(end)).map((part) => ({ ...part, value: plain(part.value) })),
      resolvedOptions: () => ({
        ...inner.resolvedOptions(),
        timeZone: local ? LOCAL_TIME_ZONE : inner.resolvedOptions().timeZone,
      }),
    };
    return Object.create(
      Polyfilled.prototype,
      Object.fromEntries(Object.entries(methods).map(([name, value]) => [name, { value }])),
    ) as Intl.DateTimeFormat;
  }
  LocalDateTimeFormat.prototype = Polyfilled.prototype;
  // Its statics are the polyfill's: `supportedLocalesOf`, and `__addLocaleData`, which the data
  // files of languages loaded later call on `Intl.DateTimeFormat`.
  Object.setPrototypeOf(LocalDateTimeFormat, Polyfilled);
  Intl.DateTimeFormat = LocalDateTimeFormat as unknown as typeof Intl.DateTimeFormat;
}

const installed = new Set<IntlFormatter>();

/** Installs the polyfills of the formatters `lacking` and loads their data for `language`. */
async function polyfill(language: string, lacking: ReadonlySet<IntlFormatter>): Promise<void> {
  for (const { name, install, data } of POLYFILLS) {
    if (!lacking.has(name)) continue;
    if (!installed.has(name)) {
      await install();
      installed.add(name);
      await dataOf(data, DEFAULT_LANGUAGE)?.();
    }
    await dataOf(data, language)?.();
  }
}

/** The work asked for so far: each request waits for the ones before it. */
let queue: Promise<void> = Promise.resolve();

/**
 * Makes every formatter able to format in `language`, installing the polyfills of those it lacks
 * (a test names them: Node lacks none). One at a time: the page's texts and its code's texts ask
 * at once, and a second request must not find a polyfill installed but its English not loaded yet
 * (prices then failed to format), nor install one twice.
 */
export const polyfillIntl = (language: string, lacking?: ReadonlySet<IntlFormatter>): Promise<void> => {
  const run = queue.then(() => polyfill(language, lacking ?? new Set(formattersLacking(language))));
  // A load that failed (the network) fails its own caller, not the requests after it.
  queue = run.catch(() => undefined);
  return run;
};

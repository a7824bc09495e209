/**
 * A span of time in the page's language through Intl: "21 hr, 4 min" ("21 س و4 د" in Arabic).
 * Intl.DurationFormat where the browser has it; otherwise each unit through Intl.NumberFormat.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'day' | 'hour' | 'minute' | 'second';
export type DurationParts = Partial<Record<`${Unit}s`, number>>;

/**
 * The two largest units worth showing: days and hours past two days (the promise is counted in
 * hours), hours and minutes past an hour, then minutes and seconds.
 */
export const durationParts = (ms: number): DurationParts => {
  const span = Math.abs(ms);
  if (span >= 2 * DAY) return { days: Math.floor(span / DAY), hours: Math.floor((span % DAY) / HOUR) };
  if (span >= HOUR) return { hours: Math.floor(span / HOUR), minutes: Math.floor((span % HOUR) / MINUTE) };
  return { minutes: Math.floor(span / MINUTE), seconds: Math.floor((span % MINUTE) / SECOND) };
};

interface DurationFormatter {
  format(duration: DurationParts): string;
}
type DurationFormatConstructor = new (locale: string, options: { style: 'short' }) => DurationFormatter;

// ES2025's Intl.DurationFormat is not in the project's TypeScript library yet. Read when used: a
// browser without the page's language has FormatJS's installed after this module loads.
const browserDurationFormat = (): DurationFormatConstructor | undefined =>
  (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;

/** As DurationFormat does by default: units that are zero are left out, unless all are. */
const byUnits = (parts: DurationParts, language: string): string =>
  (Object.entries(parts) as [`${Unit}s`, number][])
    .filter(
      ([, value], index, all) =>
        value !== 0 || (all.every(([, other]) => other === 0) && index === all.length - 1),
    )
    .map(([unit, value]) =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit: unit.slice(0, -1),
        unitDisplay: 'short',
      }).format(value),
    )
    .join(' ');

/** `withDurationFormat` is the browser's Intl.DurationFormat; a test passes none to check the fallback. */
export const formatDuration = (
  ms: number,
  language: string,
  withDurationFormat: DurationFormatConstructor | null = browserDurationFormat() ?? null,
): string => {
  const parts = durationParts(ms);
  return withDurationFormat
    ? new withDurationFormat(language, { style: 'short' }).format(parts)
    : byUnits(parts, language);
};

/** "in 21 hours", "6 hours ago": the largest whole unit, through Intl.RelativeTimeFormat. */
export const formatRelative = (ms: number, language: string): string => {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const span = Math.abs(ms);
  const [unit, size]: [Unit, number] =
    span >= 2 * DAY
      ? ['day', DAY]
      : span >= HOUR
        ? ['hour', HOUR]
        : span >= MINUTE
          ? ['minute', MINUTE]
          : ['second', SECOND];
  return format.format(Math.trunc(ms / size), unit);
};

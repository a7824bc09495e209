/**
 * Dates as the page's language writes them (`Intl.DateTimeFormat`). Always in UTC: the server
 * renders a blog post's date and the browser hydrates it, so both must print the same day whatever
 * their time zones.
 */
export type DateStyle = 'short' | 'long';

const OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  /** "Nov 10, 2025" (MMM d, yyyy in English). */
  short: { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
  /** "November 10, 2025" (MMMM d, yyyy in English). */
  long: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
};

/** An ISO date or date-time in the given language; the input unchanged when it is not a date. */
export const formatDate = (iso: string, language: string, style: DateStyle): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, OPTIONS[style]).format(date);
};

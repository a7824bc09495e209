/**
 * The product's own interface text, read from the locale files the client bundles, so a journey
 * finds what a person reads ("Customer Portal", "Page Not Found") without restating it.
 */
import { isolateLtrRuns } from '@src/i18n/isolate-ltr-runs';
import type { Messages } from '@src/i18n/messages';
import { siteConfig } from '@src/lib/site-config';

export type UiStrings = Messages;

const files = import.meta.glob<Record<string, unknown>>('../../src/i18n/locales/{en,ar}/*.json', {
  import: 'default',
  eager: true,
});

/** A language's texts, one group per file (src/i18n/text-groups.ts). */
const textsOf = (language: 'en' | 'ar'): UiStrings =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.includes(`/locales/${language}/`))
      .map(([file, texts]) => [/(\w+)\.json$/.exec(file)?.[1] ?? file, texts]),
  ) as unknown as UiStrings;

export const en = textsOf('en');
export const ar = textsOf('ar');

/** The languages journeys look at each screen in: English, and Arabic for right to left. */
export const EN_AND_AR = [
  ['en', en],
  ['ar', ar],
] as const satisfies ReadonlyArray<readonly ['en' | 'ar', UiStrings]>;

/** The fixed start of a "{{…}}" template: "Theme: {{theme}}" → "Theme: ". */
export const templatePrefix = (template: string): string => {
  const at = template.indexOf('{{');
  return at < 0 ? template : template.slice(0, at);
};

/** A pattern for a label that begins with `text`. */
export const startsWith = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A letter of a right-to-left script (Arabic, Hebrew and their supplements). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF]/;

/**
 * Fills "{{name}}" placeholders and drops markup such as <bdi>, as the page renders the text; a
 * right-to-left text's prices and phone numbers in left-to-right isolates, as the page writes them
 * (src/i18n/isolate-ltr-runs.ts).
 */
export const fill = (template: string, values: Readonly<Record<string, string>>): string => {
  const text = template
    .replace(/<\/?[a-z]+>/g, '')
    .replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? `{{${name}}}`);
  return RIGHT_TO_LEFT.test(text) ? isolateLtrRuns(text, [siteConfig.phone, siteConfig.repairPhone]) : text;
};

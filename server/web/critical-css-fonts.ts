/**
 * Beasties inlines a web font's `@font-face` only for the families named by a critical rule's
 * `font-family` or `font`. The site names its families once, in custom properties
 * (`--default-font-family: 'Inter Variable', …, 'Inter Fallback', …` in src/app/typography.css) that
 * Radix's rules read through `var()`, so beasties saw no family in use and left every face to the
 * full stylesheet: the first paint was set in the bare system font, without the metric-matched
 * fallbacks, and the text moved when the stylesheet and the fonts arrived (a layout shift of 0.09 on
 * /ar/ in Lighthouse). Here the families a rule's font custom properties list count as used by that
 * rule; beasties still inlines only the faces whose unicode-range the page's text needs.
 */
import type { CompiledSheet } from 'beasties/compiler';

/** A custom property about fonts (`--default-font-family`, `--site-script-fonts`) and its value. */
const FONT_PROPERTY = /--[\w-]*font[\w-]*\s*:([^;}]*)/g;

/** Beasties' form of a family name: unquoted, single-spaced, lower case. */
const normalized = (family: string): string =>
  family
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** The family names a declaration's value lists, without the `var()`s it refers to. */
const familiesOf = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.includes('('))
    .map(normalized);

/** The sheet with each rule's font custom properties counted among the families it uses. */
export const withFontPropertyFamilies = (sheet: CompiledSheet): CompiledSheet => {
  for (const rule of sheet.rules) {
    if (!rule.body) continue;
    const families = [...rule.body.matchAll(FONT_PROPERTY)].flatMap(([, value]) => familiesOf(value ?? ''));
    if (families.length > 0) rule.fontsUsed = [...new Set([...(rule.fontsUsed ?? []), ...families])];
  }
  return sheet;
};

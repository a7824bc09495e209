/**
 * Only the CSS the first paint needs blocks rendering. At build time the site's stylesheets are
 * compiled once into beasties "plans" (dist/critical-css.json); for each page the rules that match
 * its HTML are inlined in `<head>` and the full stylesheets move to the end of `<body>`, where
 * they load without holding the first paint back (beasties' `body` strategy needs no script, so the
 * Content-Security-Policy stays strict). The same processor serves the prerendered pages and the
 * pages rendered on request.
 */
import { compileSheet, encodePlan, type CompactPlan } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { withFontPropertyFamilies } from './critical-css-fonts';
import { restoreWhereClasses, unwrapWhereClasses } from './critical-css-where';

export type CriticalCssPlans = CompactPlan[];

/**
 * Selectors that are still nothing but `:where(…)` once its classes are unwrapped
 * (critical-css-where.ts), such as `:where([data-accent-color])`: beasties strips pseudo-classes
 * before matching, which leaves these empty and drops them; always kept. (Dropped resets once
 * showed the browser's default margins until the full stylesheet arrived: a layout shift of 0.10.)
 */
const WHERE_ONLY = /^:where\([^()]*\)$/;

/**
 * Rules on what the boot script puts on `<html>` before the first paint (the theme choice, which
 * picks the theme button's icon): the HTML beasties reads never has it. Always kept.
 */
const BOOT_STATE = /\[data-theme-choice/;

/** Compiles the stylesheets (by their URL on the site) into plans; build time only. */
export const compileCriticalCss = (sheets: ReadonlyArray<{ href: string; css: string }>): CriticalCssPlans =>
  sheets.map(({ href, css }) => {
    const matchable = unwrapWhereClasses(css);
    const sheet = compileSheet(matchable.css, { href, allowRules: [WHERE_ONLY, BOOT_STATE] });
    return encodePlan(restoreWhereClasses(withFontPropertyFamilies(sheet), matchable.restore));
  });

/**
 * A page's HTML with its critical CSS inlined. Rules for the dark theme are kept as well: the boot
 * script may switch `<html>` to `dark` before the first paint, and those rules must be there then.
 */
export const createCriticalCss = (plans: CriticalCssPlans): ((html: string) => string) => {
  const processor = createProcessor(plans, { preload: 'body', inlineFonts: true, keyframes: 'critical' });
  return (html) => {
    const themed = html.replace(/(<html[^>]*class=")light(")/, '$1light dark$2');
    return processor.process(themed).replace(/(<html[^>]*class=")light dark(")/, '$1light$2');
  };
};

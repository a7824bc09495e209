/**
 * Beasties matches a selector against the page with its pseudo-classes removed, and it removes a
 * `:where(…)` with everything up to the selector's last parenthesis. Radix Themes writes its
 * variants that way (`.rt-Section:where(.sm\:rt-r-size-3)`,
 * `.rt-TextFieldRoot:where(.rt-r-size-2) :where(.rt-TextFieldSlot)`), so every size, variant and
 * breakpoint of a component on the page was inlined (149 KB of critical CSS on the home page), and
 * a selector that starts with `:where(…)` was dropped.
 *
 * Before compiling, each `:where(X)` / `:is(X)` whose X is one compound of classes is written as X
 * behind a marker (`:cwbd.sm\:rt-r-size-3`): beasties then requires those classes on their element,
 * structurally, and strips the marker like any pseudo-class. After compiling, the markers are put
 * back into the original text, so the inlined CSS is exactly the stylesheet's. Other `:where()`
 * (alternatives, attributes, pseudo-classes) stay as they were.
 */
import postcss from 'postcss';
import type { CompiledSheet } from 'beasties/compiler';

/** X of `:where(X)`: classes only, no combinator, no alternatives. */
const CLASS_COMPOUND = /^(?:\.(?:[\w-]|\\.)+)+$/;
const WRAPPED = /:(?:where|is)\(/y;
const MARKER = /:cw([a-j]+)/g;

/** A marker beasties strips as a pseudo-class (letters only: its pattern stops at a digit). */
const markerOf = (index: number): string =>
  `:cw${[...String(index)].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

/** The index just past the parenthesis that closes the one opened before `from`, or -1. */
const closingParen = (text: string, from: number): number => {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return -1;
};

interface Unwrapped {
  /** The stylesheet as beasties should match it. */
  css: string;
  /** The original text of a selector (or rule) beasties compiled from `css`. */
  restore: (text: string) => string;
}

export const unwrapWhereClasses = (css: string): Unwrapped => {
  const replacements: Array<{ marked: string; original: string }> = [];

  const unwrapSelector = (selector: string): string => {
    let out = '';
    let compoundStart = 0;
    let i = 0;
    while (i < selector.length) {
      const char = selector[i]!;
      if (char === '\\') {
        out += selector.slice(i, i + 2);
        i += 2;
        continue;
      }
      if (/[\s>+~]/.test(char)) compoundStart = out.length + 1;
      WRAPPED.lastIndex = i;
      const wrapped = WRAPPED.exec(selector);
      if (wrapped) {
        const end = closingParen(selector, i + wrapped[0].length);
        if (end < 0) return selector;
        const inner = selector.slice(i + wrapped[0].length, end - 1).trim();
        // After a pseudo-element nothing may follow; such a :where() stays as it is.
        if (CLASS_COMPOUND.test(inner) && !out.slice(compoundStart).includes('::')) {
          const marked = `${markerOf(replacements.length)}${inner}`;
          replacements.push({ marked, original: selector.slice(i, end) });
          out += marked;
        } else {
          out += selector.slice(i, end);
        }
        i = end;
        continue;
      }
      if (char === '(') {
        const end = closingParen(selector, i + 1);
        if (end < 0) return selector;
        out += selector.slice(i, end);
        i = end;
        continue;
      }
      out += char;
      i++;
    }
    return out;
  };

  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selectors = rule.selectors.map(unwrapSelector);
  });
  return {
    css: root.toString(),
    restore: (text) => {
      let restored = text;
      for (const marker of new Set(text.match(MARKER))) {
        const index = Number([...marker.slice(3)].map((letter) => letter.charCodeAt(0) - 97).join(''));
        const { marked, original } = replacements[index]!;
        restored = restored.replaceAll(marked, original);
      }
      return restored;
    },
  };
};

/** The compiled sheet with the original selectors back in every rule beasties may inline. */
export const restoreWhereClasses = (sheet: CompiledSheet, restore: Unwrapped['restore']): CompiledSheet => ({
  ...sheet,
  rules: sheet.rules.map((rule) => ({
    ...rule,
    ...(rule.selectors ? { selectors: rule.selectors.map(restore) } : {}),
    ...(rule.css !== undefined ? { css: restore(rule.css) } : {}),
  })),
});

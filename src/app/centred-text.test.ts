/**
 * Japanese and Korean centred lines break between phrases, not mid-word (typography.css): the page's
 * language sets `--site-phrase-break`, and every centred text must take it. A view that centres with
 * an inline style, or a stylesheet rule that centres without taking the break, cuts "チ / ーム";
 * this finds each one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

const sourceFiles = (pattern: RegExp): string[] =>
  readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

const relative = (file: string) => path.relative(SRC, file);

/** Each rule's selector and declarations, comments removed (no nesting in our stylesheets). */
const rulesOf = (css: string): { selector: string; body: string }[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: (selector ?? '').trim(),
    body: body ?? '',
  }));

/** Centred text that is not words: the admin's six-digit code. */
const NOT_WORDS = new Set(['.admin-code-input input']);

describe('centred text', () => {
  it('is never centred by an inline style, which the phrase-breaking rule cannot see', () => {
    const inline = sourceFiles(/\.tsx$/)
      .filter((file) => /textAlign:\s*['"]center['"]/.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(inline).toEqual([]);
  });

  it('takes the page language’s phrase break in every stylesheet rule that centres it', () => {
    const missing = sourceFiles(/\.css$/).flatMap((file) =>
      rulesOf(readFileSync(file, 'utf8'))
        .filter(({ body }) => /text-align:\s*center/.test(body))
        .filter(
          ({ selector, body }) =>
            !NOT_WORDS.has(selector) && !/word-break:\s*var\(--site-phrase-break/.test(body),
        )
        .map(({ selector }) => `${relative(file)}: ${selector}`),
    );
    expect(missing).toEqual([]);
  });

  it('breaks Japanese between phrases and keeps Korean words whole in headings, Radix’s centred text and centred groups', () => {
    const css = readFileSync(path.join(SRC, 'app', 'typography.css'), 'utf8');
    const rules = rulesOf(css);
    const ruleFor = (selector: string) => rules.find((rule) => rule.selector === selector)?.body ?? '';
    expect(ruleFor(':lang(ja)')).toMatch(/--site-phrase-break:\s*auto-phrase/);
    expect(ruleFor(':lang(ko)')).toMatch(/--site-phrase-break:\s*keep-all/);
    const taking = rules.find((rule) => /word-break:\s*var\(--site-phrase-break/.test(rule.body));
    expect(taking?.selector).toContain('.rt-r-ta-center');
    expect(taking?.selector).toMatch(/\bh1\b/);
    expect(ruleFor('.site-centred')).toMatch(
      /text-align:\s*center;\s*word-break:\s*var\(--site-phrase-break/,
    );
  });
});

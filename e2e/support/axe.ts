/**
 * Accessibility in the real browser: axe-core's rules (WCAG 2.1 A and AA and best practices) on
 * the page as it is, a dialog step or a portal tab included. A journey fails on any serious or
 * critical violation, naming the rule and the elements.
 *
 * axe-core runs in the page through its own public API (`axe.run`), injected once per document.
 * `@axe-core/playwright` did the same five to eight times slower: it re-injects the script on every
 * call, collects the results of passing rules too, and finishes each run in a new blank tab. The
 * site has no iframes, so running in the top document checks all of it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeRunArguments {
  include: string | null;
  tags: string[];
}

/** Runs in the page: axe on the document or inside `include`, violations only. */
const runAxe = async ({ include, tags }: AxeRunArguments): Promise<AxeFinding[]> => {
  const { axe } = window as unknown as {
    axe: {
      run(
        context: unknown,
        options: unknown,
      ): Promise<{
        violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
      }>;
    };
  };
  const { violations } = await axe.run(include ? { include: [include] } : document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

/** The serious and critical violations on the page (or inside `include`, a CSS selector). */
export const seriousViolations = async (page: Page, include?: string): Promise<AxeFinding[]> => {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(runAxe, { include: include ?? null, tags: TAGS });
};

/** Fails the journey on a serious or critical violation; `where` names the page or step. */
export const expectAccessible = async (page: Page, where: string, include?: string): Promise<void> => {
  expect(await seriousViolations(page, include), `axe on ${where}`).toEqual([]);
};

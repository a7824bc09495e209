/**
 * Accessibility in the real browser: axe-core's rules (WCAG 2.1 A and AA and best practices) on
 * the page as it is, a dialog step or a portal tab included. A journey fails on any serious or
 * critical violation, naming the rule and the elements.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page (or inside `include`, a CSS selector). */
export const seriousViolations = async (page: Page, include?: string): Promise<AxeFinding[]> => {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

/** Fails the journey on a serious or critical violation; `where` names the page or step. */
export const expectAccessible = async (page: Page, where: string, include?: string): Promise<void> => {
  expect(await seriousViolations(page, include), `axe on ${where}`).toEqual([]);
};

/**
 * Radix's modules create their React contexts and scopes with top-level calls
 * (`var [createTooltipContext, createTooltipScope] = createContextScope(…)`) that carry no pure
 * annotation, so a bundler keeps a whole primitive (with floating-ui under it) as soon as one export
 * of its module is used: Radix Themes' root alone pulls in the tooltip, popper and focus-scope code
 * for its Tooltip.Provider. These calls only build contexts; declaring them pure lets tree-shaking
 * drop what a page does not render. The names are read from the installed Radix packages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RADIX = path.join(import.meta.dirname, '..', 'node_modules', '@radix-ui');
const CREATE_CALL =
  /^var (?:\[[\w$, ]+\]|[\w$]+) = (create\w*(?:Context|Scope|Slot|Slottable|Collection|Stack)\w*)\(/gm;

/**
 * Radix Themes defines its components with unannotated `React.forwardRef(…)` calls, so an unused
 * component of a module that is otherwise used (its `Theme`, next to the `ThemeContext` the site
 * uses) would be kept with everything it renders.
 */
const REACT_FACTORIES = [
  'forwardRef',
  'React.forwardRef',
  ...['e', 'o', 't', 'r', 's', 'n'].map((alias) => `${alias}.forwardRef`),
];

export const radixPureCalls = (): string[] => {
  const names = new Set<string>(REACT_FACTORIES);
  for (const entry of readdirSync(RADIX)) {
    let source: string;
    try {
      source = readFileSync(path.join(RADIX, entry, 'dist', 'index.mjs'), 'utf8');
    } catch {
      continue;
    }
    for (const [, name] of source.matchAll(CREATE_CALL)) if (name) names.add(name);
  }
  return [...names].sort();
};

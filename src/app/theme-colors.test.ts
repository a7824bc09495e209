/**
 * The site ships only the Radix colour scales src/app/theme.css imports (the full set is most of
 * Radix Themes' CSS). A component asking for another colour would render without one: this finds it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_THEME } from './site-theme';

const SRC = path.resolve(import.meta.dirname, '..');

/** Radix's scales theme.css imports, and the scales our generated brand-colors.css defines. */
const shippedColours = (): Set<string> =>
  new Set([
    ...[
      ...readFileSync(path.join(SRC, 'app', 'theme.css'), 'utf8').matchAll(/tokens\/colors\/(\w+)\.css/g),
    ].map(([, colour]) => colour ?? ''),
    ...[...readFileSync(path.join(SRC, 'app', 'brand-colors.css'), 'utf8').matchAll(/--(\w+)-9: /g)].map(
      ([, colour]) => colour ?? '',
    ),
  ]);

const viewFiles = (): string[] =>
  readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** `color="red"`, `accentColor="amber"` and `color: 'green'` in a view's source. */
const coloursAskedIn = (source: string): string[] =>
  [...source.matchAll(/\b(?:color|accentColor|grayColor)(?:=|:\s*)["'](\w+)["']/g)].map(
    ([, colour]) => colour ?? '',
  );

describe('theme colours', () => {
  it('are all among the scales the site ships', () => {
    const shipped = shippedColours();
    const missing = viewFiles().flatMap((file) =>
      coloursAskedIn(readFileSync(file, 'utf8'))
        .filter((colour) => !shipped.has(colour))
        .map((colour) => `${path.relative(SRC, file)}: ${colour}`),
    );
    expect(missing).toEqual([]);
  });

  it("ship the site's accent (indigo's slot holds the agency's scale) in light and dark", () => {
    const brand = readFileSync(path.join(SRC, 'app', 'brand-colors.css'), 'utf8');
    expect(shippedColours()).toContain(SITE_THEME.accentColor);
    expect(brand.match(new RegExp(`--${SITE_THEME.accentColor}-9: #[0-9a-f]{6};`, 'g'))).toHaveLength(2);
  });

  it('finds the colours a view asks for', () => {
    expect(coloursAskedIn(`<Badge color="amber"><Text color='gray'>{x}</Text>`)).toEqual(['amber', 'gray']);
    expect(coloursAskedIn(`const VARIANTS = { ok: { color: 'green' } }`)).toEqual(['green']);
  });
});

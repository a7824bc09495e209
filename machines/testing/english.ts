/**
 * The English texts of the interface as the app ships them: every `src/i18n/locales/en/<group>.json`
 * flattened to i18n keys (`healthCheck.toast.failed.title` from `healthCheck.json`). Machine tests read a toast's English
 * here, so there is one copy of each text. The files are read, not imported: machines import
 * nothing from src/ (eslint.config.js).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const EN_LOCALE = path.join(import.meta.dirname, '..', '..', 'src', 'i18n', 'locales', 'en');

const flatten = (value: unknown, prefix: string, into: Record<string, string>): void => {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
};

const read = (): Readonly<Record<string, string>> => {
  const texts: Record<string, string> = {};
  for (const file of readdirSync(EN_LOCALE)
    .filter((name) => name.endsWith('.json'))
    .sort())
    // A file holds one text group: `domainOrder.json` the keys under `domainOrder.`.
    flatten(
      JSON.parse(readFileSync(path.join(EN_LOCALE, file), 'utf8')),
      path.basename(file, '.json'),
      texts,
    );
  return texts;
};

/** Every English text by its i18n key. */
export const english: Readonly<Record<string, string>> = read();

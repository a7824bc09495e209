/**
 * Every English text, added at once: views render translated at their first render in tests, as
 * the browser has the page's texts before it hydrates. Only English: another language loads through
 * the app's own loader when a test goes to it (`renderApp('/ar/…')`, the language picker,
 * `switchLanguage`), as it does in the browser. All ten languages in every test file (~2 MB of
 * JSON, `i18n/all-texts`) were a good part of each file's start-up.
 */
import { DEFAULT_LANGUAGE } from '@contract/catalogue';
import { addTexts } from '@src/i18n/i18n';
import { isTextGroup } from '@src/i18n/text-groups';

const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/en/*.json', {
  import: 'default',
  eager: true,
});

for (const [file, texts] of Object.entries(files)) {
  const group = /\/(\w+)\.json$/.exec(file)?.[1] ?? '';
  if (!isTextGroup(group)) throw new Error(`Unexpected text file ${file}`);
  addTexts(DEFAULT_LANGUAGE, group, texts);
}

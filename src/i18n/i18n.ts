/**
 * The i18next instance. It starts in the language the page was rendered in, with no text: the
 * groups a page shows are loaded (`loadTexts`) before it renders, in that language only. A change
 * of language loads the same groups in the new language first, then switches, so no text ever
 * shows as its key.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@contract/catalogue';
import { siteConfig } from '@src/lib/site-config';
import { usePreferences } from '@src/stores/preferences.store';
import { formattersLacking } from './intl-support';
import { ISOLATE_LTR_RUNS, isolateLtrRunsPostProcessor } from './isolate-ltr-runs';
import { directionOf, isLanguageCode } from './resolve-language';
import type { TextGroup } from './text-groups';

/** Sets `<html lang dir>` so screen readers, fonts and layout follow the language. */
const applyDocumentLanguage = (language: string): void => {
  if (typeof document === 'undefined') return;
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
};

void i18n
  .use(initReactI18next)
  .use(isolateLtrRunsPostProcessor([siteConfig.phone, siteConfig.repairPhone]))
  .init({
    lng: usePreferences.getState().language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    resources: {},
    partialBundledLanguages: true,
    // Texts are added before the components that show them render, so initialisation is synchronous.
    initAsync: false,
    // React escapes on render. The support number is configuration (decision 27), so texts that
    // say "call us at {{phone}}" get it without every caller passing it.
    interpolation: { escapeValue: false, defaultVariables: { phone: siteConfig.phone } },
    react: { useSuspense: false },
    // Prices and phone numbers keep their order inside right-to-left sentences (isolate-ltr-runs.ts).
    postProcess: [ISOLATE_LTR_RUNS],
  });

// From now on, not for the initial language: the page's <html lang> says what the server rendered,
// and the browser's entry reads it before choosing the language to hydrate in.
i18n.on('languageChanged', applyDocumentLanguage);

type GroupTexts = Record<string, unknown>;

type GroupFiles = Record<string, () => Promise<GroupTexts>>;

interface LanguageIndex {
  /** The shell's groups, in the index's chunk. */
  shell: Record<string, GroupTexts>;
  /** Every other group, a chunk each. */
  groups: GroupFiles;
}

/**
 * One small index per language, and in it one chunk per group: the browser fetches the index of
 * the visitor's language only, and a group when a page or a feature asks for it.
 */
const languageIndexes = import.meta.glob<LanguageIndex>('./locales/*/index.ts');
const indexOf = (language: LanguageCode): Promise<LanguageIndex> => {
  const index = languageIndexes[`./locales/${language}/index.ts`];
  if (!index) throw new Error(`No texts for the language ${language}`);
  return index();
};

const loaded = new Set<string>();
const groupsInUse = new Set<TextGroup>();
const keyOf = (language: LanguageCode, group: TextGroup) => `${language}/${group}`;

/**
 * Adds a group's texts that are already at hand (the server renderer and tests add them all). A group
 * comes whole, under a key of its own: it is set beside the others (not merged key by key, `deep`
 * false) and kept as loaded (`skipCopy`: nothing changes texts once loaded), where the default merge
 * and copy walked every text of the group again, ~8 ms of the domains page's start on this machine.
 */
export const addTexts = (language: LanguageCode, group: TextGroup, texts: GroupTexts): void => {
  i18n.addResourceBundle(language, 'translation', { [group]: texts }, false, true, { skipCopy: true });
  loaded.add(keyOf(language, group));
  groupsInUse.add(group);
};

/**
 * A browser without the language's formatting data (Chrome has no Armenian) gets FormatJS's, so
 * numbers and dates read as the server rendered them (intl-support.ts). With the texts, and by the
 * browser's entry before any page's code runs: a module may format as it loads (the domains page's
 * prices), and between a polyfill's install and its data nothing can format.
 */
export const loadFormatters = async (language: LanguageCode): Promise<void> => {
  if (formattersLacking(language).length === 0) return;
  const { polyfillIntl } = await import('./intl-polyfill');
  await polyfillIntl(language);
};

/**
 * Loads the groups in `language` that are not loaded yet, and the language's formatters where the
 * browser lacks them. No English comes along as a fallback: every language has every key of
 * English (locales.test.ts), so it would never show, and it cost a page in another language about
 * 11 KB gzipped.
 */
export const loadTexts = async (language: LanguageCode, groups: readonly TextGroup[]): Promise<void> => {
  await Promise.all([
    loadFormatters(language),
    ...groups
      .filter((group) => !loaded.has(keyOf(language, group)))
      .map(async (group) => {
        const { shell, groups: files } = await indexOf(language);
        const path = `./${group}.json`;
        const texts = shell[path] ?? (await files[path]?.());
        if (!texts) throw new Error(`No text file for ${language}/${group}`);
        addTexts(language, group, texts);
      }),
  ]);
};

/**
 * Loads the groups in the current language (a feature opened after the page loaded). A language
 * chosen while they loaded did not know them yet (they were not in use): they load in it too.
 */
export const loadTextsNow = async (groups: readonly TextGroup[]): Promise<void> => {
  const language = usePreferences.getState().language;
  await loadTexts(language, groups);
  const chosenMeanwhile = usePreferences.getState().language;
  if (chosenMeanwhile !== language) await loadTexts(chosenMeanwhile, groups);
};

/** Whether the groups' texts are loaded in the current language, so a key of theirs reads as text now. */
export const textsLoadedNow = (groups: readonly TextGroup[]): boolean => {
  const language = usePreferences.getState().language;
  return groups.every((group) => loaded.has(keyOf(language, group)));
};

/** What else a language switch waits for (the data layer: the content's texts in that language). */
const switchPreparations = new Set<(language: LanguageCode) => Promise<void>>();

/** Has the interface wait for `prepare` before it shows another language. */
export const prepareLanguageSwitch = (prepare: (language: LanguageCode) => Promise<void>): void => {
  switchPreparations.add(prepare);
};

/** Switches the interface language once every group in use has its texts in it, and the content its. */
export const switchLanguage = async (language: LanguageCode): Promise<void> => {
  await Promise.all([
    loadTexts(language, [...groupsInUse]),
    ...[...switchPreparations].map((prepare) => prepare(language)),
  ]);
  await i18n.changeLanguage(language);
};

// The preference store owns the choice; i18next follows it.
usePreferences.subscribe((state, previous) => {
  if (state.language !== previous.language) void switchLanguage(state.language);
});

export { i18n };

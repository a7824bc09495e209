/**
 * The toolbar's globals: appearance, language and writing direction, and how a story reads them.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@contract/catalogue';
import { directionOf, isLanguageCode } from '@src/i18n/resolve-language';

export type Appearance = 'light' | 'dark';
export type DirectionChoice = 'auto' | 'ltr' | 'rtl';

export const globalTypes = {
  theme: {
    description: 'Radix Themes appearance',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: LANGUAGES.map((language) => ({
        value: language.code,
        right: language.flag,
        title: language.name,
      })),
      dynamicTitle: true,
    },
  },
  direction: {
    description: 'Writing direction (auto: right-to-left for Arabic)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'auto', title: 'Auto (from language)' },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { theme: 'light', locale: DEFAULT_LANGUAGE, direction: 'auto' };

export interface StoryGlobals {
  appearance: Appearance;
  language: LanguageCode;
  direction: 'ltr' | 'rtl';
}

/** The globals as typed values; anything unexpected falls back to the defaults. */
export const readGlobals = (globals: Readonly<Record<string, unknown>>): StoryGlobals => {
  const language = isLanguageCode(globals.locale) ? globals.locale : DEFAULT_LANGUAGE;
  const choice = globals.direction;
  return {
    appearance: globals.theme === 'dark' ? 'dark' : 'light',
    language,
    direction: choice === 'ltr' || choice === 'rtl' ? choice : directionOf(language),
  };
};

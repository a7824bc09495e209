/** The theme choices (spec part 1 §4): light, dark, or the operating system's. Default light. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemePreference = 'light';

export const isTheme = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

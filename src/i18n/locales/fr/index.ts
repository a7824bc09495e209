/**
 * This language's texts. The groups every page shows (SHELL_TEXTS) travel in this index's own
 * chunk, compressed together; each other group is a chunk of its own, loaded when asked for.
 */
export const shell = import.meta.glob<Record<string, unknown>>(
  './{common,nav,theme,language,toast,pages,footer,catalogue,repair}.json',
  { import: 'default', eager: true },
);
export const groups = import.meta.glob<Record<string, unknown>>(
  ['./*.json', '!./{common,nav,theme,language,toast,pages,footer,catalogue,repair}.json'],
  { import: 'default' },
);

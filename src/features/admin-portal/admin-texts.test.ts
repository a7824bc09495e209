/**
 * The admin portal loads its text groups with its code (ADMIN_PORTAL_TEXTS); a group it reads but
 * does not load shows as a raw key ("supportTicket.category.content") on every page that has not
 * loaded that group for itself. This reads the portal's views for the groups they name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS, TEXT_GROUPS } from '@src/i18n/text-groups';
import { ADMIN_PORTAL_TEXTS } from './admin-texts';

const SRC = path.resolve(import.meta.dirname, '..', '..');
const PORTAL_FOLDERS = ['features/admin-portal', 'components/admin-customers'];

const viewFiles = (): string[] =>
  PORTAL_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(SRC, folder), { recursive: true, withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );

/** The groups of `t('group.key')` and t(`group.${…}`) calls. */
const groupsNamedIn = (source: string): string[] =>
  [...source.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)].map(([, group]) => group ?? '');

describe('the admin portal’s texts', () => {
  it('loads every text group its views read', () => {
    const loaded = new Set<string>([...ADMIN_PORTAL_TEXTS, ...SHELL_TEXTS]);
    const groups = new Set<string>(TEXT_GROUPS);
    const missing = viewFiles().flatMap((file) =>
      groupsNamedIn(readFileSync(file, 'utf8'))
        .filter((group) => groups.has(group) && !loaded.has(group))
        .map((group) => `${path.relative(SRC, file)}: ${group}`),
    );
    expect(missing).toEqual([]);
  });
});

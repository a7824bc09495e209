/**
 * The project's path aliases, one per top-level folder of code: `@contract/catalogue` is
 * contract/catalogue.ts from anywhere (src/README.md, "Imports"). tsconfig.json's `paths` is the one
 * list: TypeScript, esbuild (the server bundle) and tsx (scripts, benchmarks) read it themselves;
 * Vite (the site, the dev server, Vitest, Storybook) gets it from here as `resolve.alias`.
 *
 * Files that a tool's config loader reads (vite.config.ts, .storybook/main.ts and what they import)
 * keep relative imports: those loaders resolve no alias.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** An alias (`@contract`), the top-level folder it names (`contract`), and whether the folder itself (its index) may be imported. */
export interface PathAlias {
  alias: string;
  folder: string;
  folderImport: boolean;
}

const ALIAS_KEY = /^(@[a-z][a-z0-9-]*)(\/\*)?$/;
const FOLDER_TARGET = /^\.\/([a-z][a-z0-9-]*)(\/\*)?$/;

/**
 * `"@contract/*": ["./contract/*"]` → { alias: '@contract', folder: 'contract' }; a companion
 * `"@contract": ["./contract"]` lets `@contract` name the folder's index. Other shapes are refused.
 */
export const parsePaths = (paths: Record<string, string[]>): PathAlias[] => {
  const byAlias = new Map<string, PathAlias>();
  for (const [key, targets] of Object.entries(paths)) {
    const alias = ALIAS_KEY.exec(key);
    const target = targets.length === 1 ? FOLDER_TARGET.exec(targets[0]!) : null;
    if (!alias || !target || Boolean(alias[2]) !== Boolean(target[2])) {
      throw new Error(
        `tsconfig.json paths: "${key}" must map "@name/*" to one "./folder/*" (or "@name" to "./folder")`,
      );
    }
    const entry = byAlias.get(alias[1]!) ?? { alias: alias[1]!, folder: target[1]!, folderImport: false };
    if (entry.folder !== target[1]) throw new Error(`tsconfig.json paths: "${key}" names two folders`);
    if (!alias[2]) entry.folderImport = true;
    byAlias.set(entry.alias, entry);
  }
  return [...byAlias.values()];
};

/** The aliases of tsconfig.json in `root`. */
export const pathAliases = (root: string): PathAlias[] => {
  const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  return parsePaths(tsconfig.compilerOptions?.paths ?? {});
};

/** Vite's `resolve.alias` for them: `@contract/x` → `<root>/contract/x`, `@contract` → `<root>/contract`. */
export const viteAliases = (root: string): { find: RegExp; replacement: string }[] =>
  pathAliases(root).map(({ alias, folder }) => ({
    find: new RegExp(`^${alias}(?=/|$)`),
    replacement: path.join(root, folder),
  }));

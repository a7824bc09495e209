/**
 * Rewrites relative import paths that leave their part of the project to the folder's alias
 * (tsconfig.json's paths, build/path-aliases.ts), and leaves the rest:
 *
 * - a path into another top-level folder: `../../contract/catalogue` → `@contract/catalogue`;
 * - in src/, a path into another area (src/<area>/; each feature, src/features/<name>/, is an area
 *   of its own): `../../components/price/price.view` → `@src/components/price/price.view`;
 * - any path that climbs three folders or more: `../../../store/port` → `@server/store/port`.
 *
 * It reads every specifier TypeScript sees: import and export declarations, `import()`, `import('…')`
 * types, `require`, and Vitest's `vi.mock`/`vi.doMock`/`vi.importActual`/…; never a string that only
 * looks like one (the fixtures of eslint.config.test.ts). `import.meta.glob` patterns stay as they
 * are: their keys are the paths the code reads. Files a config loader reads (the imports of
 * vite.config.ts and .storybook/main.ts) keep relative paths, as do root files, plain JavaScript
 * and the codemods themselves.
 * A file Prettier left as it is stays so (a shorter path may let a wrapped import fit on one line).
 * Running it twice changes nothing the second time.
 *
 *   npx tsx scripts/codemods/alias-imports.ts           rewrite, and print what changed
 *   npx tsx scripts/codemods/alias-imports.ts --check   change nothing; exit 1 if a rewrite is due
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import { pathAliases, type PathAlias } from '../../build/path-aliases.ts';

/** Entry files of config loaders that resolve no alias (Vite's, Storybook's). */
const CONFIG_ENTRIES = ['vite.config.ts', '.storybook/main.ts'];

/** The codemods themselves keep relative paths: they run from any folder, before any alias works. */
const CODEMODS = 'scripts/codemods/';

/** Vitest's calls that take a module path first. */
const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** The string literals of `source` that name a module. */
export const moduleSpecifiers = (source: ts.SourceFile): ts.StringLiteralLike[] => {
  const found: ts.StringLiteralLike[] = [];
  const take = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) take(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      take(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) take(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const named =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'vi' &&
          VI_MODULE_CALLS.has(callee.name.text));
      if (named) take(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** The part of the project a file (root-relative, `/`-separated) belongs to. */
const areaOf = (file: string): string => {
  const parts = file.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return parts[0]!;
  return parts[1] === 'features' && parts.length >= 4
    ? parts.slice(0, 3).join('/')
    : parts.slice(0, 2).join('/');
};

/** How many folders a relative path climbs. */
const climbOf = (specifier: string): number => specifier.match(/(^|\/)\.\.(?=\/)/g)?.length ?? 0;

/**
 * The alias form of `specifier` imported by `file` (both root-relative), or null when it stays as
 * it is: not relative, into no aliased folder, or within its own part of the project.
 */
export const aliasedSpecifier = (
  file: string,
  specifier: string,
  aliases: readonly PathAlias[],
): string | null => {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const queryAt = specifier.search(/[?#]/);
  const [bare, query] =
    queryAt < 0 ? [specifier, ''] : [specifier.slice(0, queryAt), specifier.slice(queryAt)];
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), bare));
  const [folder, ...rest] = target.split('/');
  const alias = aliases.find((entry) => entry.folder === folder);
  // The folder itself (`../contract`, its index) by `@contract` where tsconfig.json maps it.
  if (!alias || target.startsWith('../') || (rest.length === 0 && !alias.folderImport)) return null;
  const leaves = areaOf(file) !== areaOf(target) || file.split('/')[0] !== folder;
  if (!leaves && climbOf(bare) < 3) return null;
  return `${[alias.alias, ...rest].join('/')}${query}`;
};

/** `code` of `file` with its specifiers rewritten, and how many were. */
export const rewriteSource = (
  file: string,
  code: string,
  aliases: readonly PathAlias[],
): { code: string; rewritten: number } => {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const edits = moduleSpecifiers(source)
    .map((literal) => ({ literal, to: aliasedSpecifier(file, literal.text, aliases) }))
    .filter((edit): edit is { literal: ts.StringLiteralLike; to: string } => edit.to !== null)
    .sort((a, b) => b.literal.getStart(source) - a.literal.getStart(source));
  let next = code;
  for (const { literal, to } of edits) {
    // Inside the quotes, so the file's own quote style stays.
    const start = literal.getStart(source) + 1;
    next = next.slice(0, start) + to + next.slice(literal.end - 1);
  }
  return { code: next, rewritten: edits.length };
};

/** The file a relative specifier names, as TypeScript and Vite would find it, or null. */
const resolveRelative = (root: string, file: string, specifier: string): string | null => {
  const base = path.posix.normalize(
    path.posix.join(path.posix.dirname(file), specifier.replace(/[?#].*$/, '')),
  );
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return (
    candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) ??
    null
  );
};

/** The config entries and every file they import, transitively, through relative paths. */
export const configLoaderFiles = (root: string): Set<string> => {
  const seen = new Set<string>();
  const queue = CONFIG_ENTRIES.filter((entry) => existsSync(path.join(root, entry)));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(root, file), 'utf8');
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false);
    for (const literal of moduleSpecifiers(source)) {
      if (!literal.text.startsWith('.')) continue;
      const target = resolveRelative(root, file, literal.text);
      if (target) queue.push(target);
    }
  }
  return seen;
};

/** The TypeScript files the codemod reads: tracked or new, not ignored, below a top-level folder. */
const sourceFiles = (root: string): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.includes('/') && !file.endsWith('.d.ts') && existsSync(path.join(root, file)));

/**
 * `code` as Prettier writes it when `original` was written so: a shorter path can let a wrapped
 * import fit on one line. A file Prettier would already change is left as it was.
 */
const formatLikeBefore = async (file: string, original: string, code: string): Promise<string> => {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  return (await prettier.check(original, options)) ? prettier.format(code, options) : code;
};

/** Rewrites (or with `write: false` only counts) the project's climbing imports. */
export const aliasImports = async (
  root: string,
  { write }: { write: boolean },
): Promise<Map<string, number>> => {
  const aliases = pathAliases(root);
  const keep = configLoaderFiles(root);
  const changed = new Map<string, number>();
  for (const file of sourceFiles(root)) {
    if (keep.has(file) || file.startsWith(CODEMODS)) continue;
    const absolute = path.join(root, file);
    const code = readFileSync(absolute, 'utf8');
    const result = rewriteSource(file, code, aliases);
    if (result.rewritten === 0) continue;
    changed.set(file, result.rewritten);
    if (write) writeFileSync(absolute, await formatLikeBefore(absolute, code, result.code));
  }
  return changed;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const check = process.argv.includes('--check');
  const changed = await aliasImports(root, { write: !check });
  const total = [...changed.values()].reduce((sum, count) => sum + count, 0);
  for (const [file, count] of changed) console.log(`${file}: ${count}`);
  console.log(
    check
      ? `${total} import paths in ${changed.size} files would take an alias.`
      : `${total} import paths in ${changed.size} files now use an alias.`,
  );
  if (check && total > 0) process.exitCode = 1;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePaths, pathAliases, viteAliases } from './path-aliases';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the path aliases', () => {
  it("are tsconfig.json's paths, one per top-level folder that exists", () => {
    const aliases = pathAliases(ROOT);
    expect(aliases).toContainEqual({ alias: '@contract', folder: 'contract', folderImport: true });
    expect(aliases).toContainEqual({ alias: '@src', folder: 'src', folderImport: false });
    for (const { alias, folder } of aliases) {
      expect(alias).toBe(`@${folder}`);
      expect(existsSync(path.join(ROOT, folder))).toBe(true);
    }
  });

  it('give Vite the same folders', () => {
    const contract = viteAliases(ROOT).find(({ find }) => find.test('@contract/catalogue'))!;
    expect('@contract/catalogue'.replace(contract.find, contract.replacement)).toBe(
      path.join(ROOT, 'contract', 'catalogue'),
    );
    expect('@contract'.replace(contract.find, contract.replacement)).toBe(path.join(ROOT, 'contract'));
    expect(viteAliases(ROOT).some(({ find }) => find.test('@contractual/x'))).toBe(false);
  });

  it('refuse a path of another shape, which the Vite alias could not follow', () => {
    expect(() => parsePaths({ '@app/*': ['./src/app/*'] })).toThrow('"@app/*" must map');
    expect(() => parsePaths({ '~/*': ['./*'] })).toThrow('"~/*" must map');
    expect(() => parsePaths({ '@contract': ['./contract/*'] })).toThrow('"@contract" must map');
  });
});

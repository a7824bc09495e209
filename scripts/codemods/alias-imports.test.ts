import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathAliases } from '../../build/path-aliases.ts';
import { aliasedSpecifier, configLoaderFiles, rewriteSource } from './alias-imports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const aliases = pathAliases(ROOT);

describe('the alias-imports codemod', () => {
  it('aliases a path that leaves its top-level folder or its area of src/, or climbs three folders', () => {
    expect(aliasedSpecifier('server/web/site.ts', '../../contract/catalogue', aliases)).toBe(
      '@contract/catalogue',
    );
    expect(
      aliasedSpecifier('src/features/checkout/pay.view.tsx', '../../components/price/price.view', aliases),
    ).toBe('@src/components/price/price.view');
    expect(aliasedSpecifier('src/pages/blog/blog.page.tsx', '../../features/blog/use-blog', aliases)).toBe(
      '@src/features/blog/use-blog',
    );
    expect(aliasedSpecifier('server/services/mail/texts/en.ts', '../../../store/port', aliases)).toBe(
      '@server/store/port',
    );
    expect(aliasedSpecifier('src/features/blog/blog-list.view.tsx', '../../../contract', aliases)).toBe(
      '@contract',
    );
    expect(aliasedSpecifier('build/page-template.plugin.test.ts', '../src/app/theme-boot?raw', aliases)).toBe(
      '@src/app/theme-boot?raw',
    );
  });

  it('leaves paths within a part of the project, into no aliased folder, and bare names', () => {
    expect(aliasedSpecifier('server/routes/auth.ts', '../services/auth/auth.service', aliases)).toBeNull();
    expect(
      aliasedSpecifier('src/features/funnel/onboarding/step.view.tsx', '../use-funnel', aliases),
    ).toBeNull();
    expect(
      aliasedSpecifier('src/features/admin-portal/tabs/tab.view.tsx', '../admin-texts', aliases),
    ).toBeNull();
    expect(aliasedSpecifier('stories/shell.stories.tsx', '../.storybook/story-frame', aliases)).toBeNull();
    expect(aliasedSpecifier('contract/page-template.ts', '../index.html?raw', aliases)).toBeNull();
    // src/ has no index: `@src` alone names nothing.
    expect(aliasedSpecifier('stories/app.stories.tsx', '../src', aliases)).toBeNull();
    expect(aliasedSpecifier('server/app.ts', 'koa', aliases)).toBeNull();
    expect(aliasedSpecifier('server/app.ts', '@contract/routes', aliases)).toBeNull();
  });

  it('rewrites what TypeScript reads as a module path, never a string that only looks like one', () => {
    const code = [
      "import { a } from '../../contract/a';",
      'import type { B } from "../../machines/b/b.machine";',
      "export * from '../../contract/c';",
      "const d = () => import('../../mocks/d');",
      "type E = typeof import('../../contract/e');",
      "vi.mock('../../contract/f', async () => ({ ...(await vi.importActual('../../contract/f')) }));",
      'const fixture = "import { g } from \'../../contract/g\';";',
      "const page = import.meta.glob('../../contract/*.ts');",
      "import { h } from './h';",
      '',
    ].join('\n');
    const { code: next, rewritten } = rewriteSource('server/web/file.ts', code, aliases);
    expect(rewritten).toBe(7);
    expect(next.split('\n')).toEqual([
      "import { a } from '@contract/a';",
      'import type { B } from "@machines/b/b.machine";',
      "export * from '@contract/c';",
      "const d = () => import('@mocks/d');",
      "type E = typeof import('@contract/e');",
      "vi.mock('@contract/f', async () => ({ ...(await vi.importActual('@contract/f')) }));",
      'const fixture = "import { g } from \'../../contract/g\';";',
      "const page = import.meta.glob('../../contract/*.ts');",
      "import { h } from './h';",
      '',
    ]);
    // A second run finds nothing left to rewrite.
    expect(rewriteSource('server/web/file.ts', next, aliases)).toEqual({ code: next, rewritten: 0 });
  });

  it('keeps the files that a config loader reads, which resolves no alias', () => {
    const kept = configLoaderFiles(ROOT);
    expect(kept).toContain('build/page-template.plugin.ts');
    expect(kept).toContain('src/app/theme-boot.ts');
    expect(kept).toContain('stories/support/story-names.ts');
  });
});

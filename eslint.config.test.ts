/**
 * The import boundaries of eslint.config.js (docs/architecture.md), proved on fixtures linted as if
 * they were files of each folder: a crossing fails with the rule's message, the allowed imports pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

/**
 * The messages of no-restricted-imports for `code` linted as the file at `filePath`, without
 * ESLint's preamble ("'x' import is restricted from being used by a pattern.").
 */
const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^.* by a pattern\. /, ''));
};

// The first lint loads the config, its plugins and the TypeScript parser: a few seconds alone, past
// Vitest's five beside the typecheck, the lint and the build on a busy two-core machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('refuse the server an import from src/', async () => {
    expect(
      await boundaryErrors(
        'server/web/boundary-fixture.ts',
        "import { siteUrl } from '../../src/lib/site-origin';\nexport const url = siteUrl('/');\n",
      ),
    ).toEqual([
      'The server imports nothing from src/ (docs/architecture.md): move what both need into contract/.',
    ]);
  });

  it('refuse a machine an import from src/, server/ or React', async () => {
    const errors = await boundaryErrors(
      'machines/onboarding/boundary-fixture.ts',
      [
        "import { siteUrl } from '../../src/lib/site-origin';",
        "import { createApp } from '../../server/app';",
        "import { useState } from 'react';",
        'export const all = [siteUrl, createApp, useState];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      'A machine imports nothing from src/ (docs/architecture.md): move what both need into contract/.',
      'A machine imports nothing from server/ (docs/architecture.md): move what both need into contract/.',
      'Machines know nothing of React.',
    ]);
  });

  it('refuse the contract an import from the client, the server or the machines', async () => {
    const errors = await boundaryErrors(
      'contract/boundary-fixture.ts',
      [
        "import { siteUrl } from '../src/lib/site-origin';",
        "import { createApp } from '../server/app';",
        "import { TIMINGS } from '../machines/timings';",
        'export const all = [siteUrl, createApp, TIMINGS];',
        '',
      ].join('\n'),
    );
    expect(errors.map((message) => message.split(' (')[0])).toEqual([
      'The contract imports nothing from src/',
      'The contract imports nothing from server/',
      'The contract imports nothing from machines/',
    ]);
  });

  it('let each folder import what it may', async () => {
    expect(
      await boundaryErrors(
        'server/web/boundary-fixture.ts',
        "import { routes } from '../../contract/routes';\nimport { isApiPath } from '../http/not-found';\nexport const all = [routes, isApiPath];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'machines/onboarding/boundary-fixture.ts',
        "import { PACKAGES } from '../../contract/catalogue';\nimport { TIMINGS } from '../timings';\nexport const all = [PACKAGES, TIMINGS];\n",
      ),
    ).toEqual([]);
    // The client may import the machines: the rules bind the server, the machines and the contract.
    expect(
      await boundaryErrors(
        'src/lib/boundary-fixture.ts',
        "import { TIMINGS } from '../../machines/timings';\nexport const all = [TIMINGS];\n",
      ),
    ).toEqual([]);
  });
});

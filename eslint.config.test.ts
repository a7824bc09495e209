/**
 * The import boundaries of eslint.config.js (docs/architecture.md), proved on fixtures linted as if
 * they were files of each folder: a crossing fails with the rule's message, the allowed imports pass.
 */
import { ESLint } from 'eslint';
import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

/**
 * The messages of no-restricted-imports (and of no-restricted-syntax, which refuses the same paths
 * in a lazy `import('…')`) for `code` linted as the file at `filePath`, without ESLint's preamble
 * ("'x' import is restricted from being used by a pattern.").
 */
const RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  // The second layer (climbs; what the client, the mocks, the journeys and Storybook may take).
  '@typescript-eslint/no-restricted-imports',
]);

const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => RULES.has(m.ruleId ?? ''))
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

  const FEATURE = 'A feature imports no other feature';
  const FUNNEL_CHILD = 'A child of the funnel imports neither the funnel nor its siblings';
  const SHARED = 'Shared client code imports no feature';
  const CLIMB = "Import by the folder's alias";
  /** Each message up to its reference: the rule's sentence. */
  const rulesOf = (messages: string[]) => messages.map((message) => message.split(' (')[0]);

  it('refuse a feature an import from another feature, in each shape and at each depth', async () => {
    expect(
      rulesOf(
        await boundaryErrors(
          'src/features/checkout/boundary-fixture.tsx',
          [
            "import { BlogPostCard } from '../blog/blog-post-card.view';",
            "import { useFunnel } from '../../features/funnel/use-funnel';",
            "export { PortalHost } from '../customer-portal/portal-host';",
            "export const AdminTab = () => import('../admin-portal/admin-tabs.view');",
            'export const all = [BlogPostCard, useFunnel];',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([FEATURE, FEATURE, FEATURE, FEATURE]);
    // A test or a part of a feature one folder down climbs one more step: still refused.
    expect(
      rulesOf(
        await boundaryErrors(
          'src/features/admin-portal/studio/boundary-fixture.test.tsx',
          [
            "import { BlogPostCard } from '../../blog/blog-post-card.view';",
            "import { PortalHost } from '../../../features/customer-portal/portal-host';",
            'export const all = [BlogPostCard, PortalHost];',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([FEATURE, FEATURE, CLIMB]);
  });

  it("refuse a child of the funnel the funnel's files and its siblings'", async () => {
    expect(
      rulesOf(
        await boundaryErrors(
          'src/features/funnel/onboarding/boundary-fixture.ts',
          [
            "import { useFunnel } from '../use-funnel';",
            "import { TOUR_TARGETS } from '../guided-tour/tour-targets';",
            "import { BlogPostCard } from '../../blog/blog-post-card.view';",
            'export const all = [useFunnel, TOUR_TARGETS, BlogPostCard];',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([FUNNEL_CHILD, FUNNEL_CHILD, FEATURE]);
  });

  it('refuse the shared client code an import from a feature', async () => {
    expect(
      rulesOf(
        await boundaryErrors(
          'src/components/content/blog/boundary-fixture.tsx',
          "import { BlogPostCard } from '../../../features/blog/blog-post-card.view';\nexport const all = [BlogPostCard];\n",
        ),
      ),
    ).toEqual([SHARED, CLIMB]);
    expect(
      rulesOf(
        await boundaryErrors(
          'src/session/boundary-fixture.ts',
          "export const portal = () => import('../features/customer-portal/portal-host');\n",
        ),
      ),
    ).toEqual([SHARED]);
  });

  it('bind every file of src/features/ and of the shared client, however deep', async () => {
    const files = globSync('src/{features,api,components,i18n,lib,session,stores,tracking}/**/*.{ts,tsx}', {
      cwd: import.meta.dirname,
    });
    const unbound: string[] = [];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown[]> };
      const [severity] = config.rules?.['no-restricted-imports'] ?? [0];
      if (severity !== 2 && severity !== 'error') unbound.push(file);
    }
    expect(files.length).toBeGreaterThan(300);
    expect(unbound).toEqual([]);
  });

  // The same crossings by the folders' aliases (tsconfig.json's paths, src/README.md "Imports").
  it('refuse the alias form of each crossing as they refuse the climb', async () => {
    expect(
      await boundaryErrors(
        'server/web/boundary-fixture.ts',
        "import { siteUrl } from '@src/lib/site-origin';\nexport const url = siteUrl('/');\n",
      ),
    ).toEqual([
      'The server imports nothing from src/ (docs/architecture.md): move what both need into contract/.',
    ]);
    expect(
      rulesOf(
        await boundaryErrors(
          'machines/onboarding/boundary-fixture.ts',
          [
            "import { siteUrl } from '@src/lib/site-origin';",
            "import { createApp } from '@server/app';",
            'export const all = [siteUrl, createApp];',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual(['A machine imports nothing from src/', 'A machine imports nothing from server/']);
    expect(
      rulesOf(
        await boundaryErrors(
          'contract/boundary-fixture.ts',
          [
            "import { siteUrl } from '@src/lib/site-origin';",
            "import { createApp } from '@server/app';",
            "import { TIMINGS } from '@machines/timings';",
            "import { db } from '@mocks/db';",
            "import { pageStory } from '@stories/support/page-story';",
            'export const all = [siteUrl, createApp, TIMINGS, db, pageStory];',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([
      'The contract imports nothing from src/',
      'The contract imports nothing from server/',
      'The contract imports nothing from machines/',
      'The contract imports nothing from mocks/',
      'The contract imports nothing from stories/',
    ]);
    expect(
      rulesOf(
        await boundaryErrors(
          'src/features/admin-portal/studio/boundary-fixture.tsx',
          [
            "import { BlogPostCard } from '@src/features/blog/blog-post-card.view';",
            "export { PortalHost } from '@src/features/customer-portal/portal-host';",
            "export const Texts = () => import('@src/features/admin-portal/admin-texts');",
            'export const all = [BlogPostCard];',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([FEATURE, FEATURE, FEATURE]);
    expect(
      rulesOf(
        await boundaryErrors(
          'src/features/funnel/onboarding/boundary-fixture.ts',
          "import { useFunnel } from '@src/features/funnel/use-funnel';\nexport const all = [useFunnel];\n",
        ),
      ),
    ).toEqual([FEATURE]);
    expect(
      rulesOf(
        await boundaryErrors(
          'src/components/content/blog/boundary-fixture.tsx',
          [
            "import { BlogPostCard } from '@src/features/blog/blog-post-card.view';",
            "export const portal = () => import('@src/features/customer-portal/portal-host');",
            'export const all = [BlogPostCard];',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([SHARED, SHARED]);
  });

  it('let each folder import by alias what it may', async () => {
    expect(
      await boundaryErrors(
        'server/web/boundary-fixture.ts',
        "import { routes } from '@contract/routes';\nimport { isApiPath } from '@server/http/not-found';\nexport const all = [routes, isApiPath];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'machines/onboarding/boundary-fixture.ts',
        "import { PACKAGES } from '@contract/catalogue';\nimport { TIMINGS } from '@machines/timings';\nexport const all = [PACKAGES, TIMINGS];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/admin-portal/tabs/boundary-fixture.tsx',
        [
          "import { ListSkeleton } from '@src/components/list-states/list-states.view';",
          "import { useFlow } from '@src/lib/use-flow';",
          "import { TIMINGS } from '@machines/timings';",
          "export const Pay = () => import('@src/session/portal-session/use-portal-session');",
          'export const all = [ListSkeleton, useFlow, TIMINGS];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    // The app and the pages put features together.
    expect(
      await boundaryErrors(
        'src/pages/checkout/boundary-fixture.tsx',
        "import { CheckoutCard } from '@src/features/checkout/checkout-card.view';\nexport const all = [CheckoutCard];\n",
      ),
    ).toEqual([]);
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
    // A feature imports its own folders and the shared client; the funnel imports its children.
    expect(
      await boundaryErrors(
        'src/features/admin-portal/tabs/boundary-fixture.tsx',
        [
          "import { ADMIN_PORTAL_TEXTS } from '../admin-texts';",
          "import { ListSkeleton } from '@src/components/list-states/list-states.view';",
          "import { useFlow } from '@src/lib/use-flow';",
          "import { usePortalSession } from '@src/session/portal-session/use-portal-session';",
          "import { TIMINGS } from '@machines/timings';",
          'export const all = [ADMIN_PORTAL_TEXTS, ListSkeleton, useFlow, usePortalSession, TIMINGS];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/funnel/boundary-fixture.tsx',
        [
          "import { GuidedTour } from './guided-tour/guided-tour.view';",
          "import { useReturnFocus } from '../../lib/use-return-focus';",
          "export const Dialog = () => import('./onboarding/onboarding-dialog.view');",
          'export const all = [GuidedTour, useReturnFocus];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    // The app and the pages put features together.
    expect(
      await boundaryErrors(
        'src/app/boundary-fixture.tsx',
        "import { FunnelLauncher } from '../features/funnel/funnel-launcher';\nexport const all = [FunnelLauncher];\n",
      ),
    ).toEqual([]);
  });

  it('refuse a climb of three folders anywhere, and keep the client, the mocks, the journeys and Storybook to what they may take', async () => {
    const rules = async (filePath: string, imports: string[]) =>
      (await boundaryErrors(filePath, [...imports, 'export const all = 1;', ''].join('\n'))).map(
        (message) => message.split(' (')[0],
      );
    expect(
      await rules('server/services/mail/texts/boundary-fixture.ts', ["import '../../../store/port';"]),
    ).toEqual(["Import by the folder's alias"]);
    expect(await rules('server/services/mail/boundary-fixture.ts', ["import '../../store/port';"])).toEqual(
      [],
    );
    expect(
      await rules('src/pages/boundary-fixture.tsx', [
        "import '@server/seed/testimonials-data';",
        "import '../../server/config';",
      ]),
    ).toEqual(['The client imports nothing from server/', 'The client imports nothing from server/']);
    expect(
      await rules('src/app/boundary-fixture.tsx', [
        "import '@mocks/db';",
        "import '@stories/explorer/journeys';",
      ]),
    ).toEqual(['The client imports nothing from mocks/', 'The client imports nothing from stories/']);
    expect(
      await rules('src/sandbox/boundary-fixture.tsx', [
        "import '@mocks/browser';",
        "import '@server/config';",
      ]),
    ).toEqual(['The sandbox imports nothing from server/']);
    expect(
      await rules('src/pages/boundary-fixture.test.tsx', [
        "import '@server/seed/testimonials-data';",
        "import '@server/config';",
      ]),
    ).toEqual(["A test of the client takes from server/ only the seed's data"]);
    expect(
      await rules('mocks/handlers/boundary-fixture.ts', [
        "import '@server/seed/portfolio-data';",
        "import '@server/services/studio/post-seo';",
        "import '@server/services/studio/studio.service';",
        "import '@src/lib/storage-keys';",
        "import '@machines/timings';",
      ]),
    ).toEqual([
      "The mocks take from server/ only its seed data and the SEO rules' code",
      'The mocks import nothing from src/',
      'The mocks import nothing from machines/',
    ]);
    expect(
      await rules('e2e/boundary-fixture.e2e.test.ts', [
        "import '@server/config';",
        "import '@src/lib/storage-keys';",
        "import '@mocks/db';",
        "import '@stories/explorer/journeys';",
      ]),
    ).toEqual([
      'A journey runs against the real server: it imports nothing from mocks/',
      'A journey runs against the real server: it imports nothing from stories/',
    ]);
    expect(
      await rules('stories/boundary-fixture.stories.tsx', [
        "import '@server/config';",
        "import '@mocks/db';",
      ]),
    ).toEqual(['Storybook imports nothing from server/']);
  });
});

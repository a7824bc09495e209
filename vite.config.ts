import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { pageTemplate } from './build/page-template.plugin.ts';
import { viteAliases } from './build/path-aliases.ts';
import { radixPureCalls } from './build/radix-pure-calls.ts';
import { sandbox } from './build/sandbox.plugin.ts';
import { CHROMIUM_PATH } from './e2e/support/chromium-path.ts';

/** The API server the dev server proxies to (`npm start` listens on 3000). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // `@contract/…`, `@src/…`: tsconfig.json's paths (build/path-aliases.ts). The Vitest projects that
  // extend this config inherit them; Storybook reads this file too.
  resolve: { alias: viteAliases(fileURLToPath(new URL('.', import.meta.url))) },
  // sandbox(): only in `npm run sandbox` (vite --mode sandbox), the site on the mocks.
  plugins: [react(), pageTemplate(), sandbox()],
  server: { proxy: { '/api': apiTarget } },
  // The manifest tells the prerenderer and the server which chunks each page needs (modulepreload).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: radixPureCalls(),
        // What the machines' folders hold for stories and tests (each machine's states of interest,
        // fakes and coverage lists, the sample answers) is exported next to the machine for the
        // stories, and builds its lists with top-level calls (`timePasses(…)`, `startOnboarding(…)`)
        // and spreads a bundler keeps: 1.4 KB gzipped of them reached the home page's first load with
        // the funnel. Nothing the site runs uses them, so nothing of them is kept unless used.
        moduleSideEffects: [
          {
            test: /[\\/]machines[\\/](.+\.(states|fakes|coverage)\.ts|testing[\\/].+\.ts|shared[\\/]states-of-interest\.ts)$/,
            sideEffects: false,
          },
        ],
      },
      // Everything the entry imports statically loads on every page anyway: one chunk for it, not a
      // dozen small shared chunks that each compress on their own (they cost the home page ~9 KB
      // gzipped once its deferred sections shared Radix components with it).
      // The small pieces most pages' first paint adds to it (the page head, Section, Card, Badge,
      // TextField) load as one file, not as four that each compress on their own (~0.9 KB gzipped
      // on `/`, which carries all four).
      // Likewise the code that loads after the first paint in small shared pieces: the data layer
      // (TanStack Query and src/api's reads), XState with its React binding and the flows' helpers,
      // Radix's layer primitives (presence, dismissable layer, portal, focus scope) and its modal
      // ones (dialog, scroll lock, aria-hidden), the tracking. Each group's parts load together
      // wherever one loads: 45 -> 26 files and 197.8 -> 192.1 KB gzipped until idle on `/`, 173.8 ->
      // 170.4 on /blog, 217.6 -> 215.6 on /domains, 191.2 -> 187.6 on /portfolio; no page's first
      // load grows (the entry's list of chunks is shorter: `/` 129.3 -> 128.6 KB).
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'page-kit',
              test: /(@radix-ui\/themes\/dist\/esm\/components\/(card|badge|section|text-field)(\.props)?\.js|src\/components\/page-head\/page-head\.tsx)$/,
            },
            {
              name: 'data-layer',
              test: /(node_modules\/@tanstack\/(query-core|react-query)\/|src\/api\/(query-client|query-fn|route-query|api-request|api-error|auth-header)\.ts$|src\/app\/query-state\.ts$|contract\/route-query-key\.ts$)/,
            },
            {
              name: 'flow-kit',
              test: /(node_modules\/(xstate|@xstate\/react|use-sync-external-store|use-isomorphic-layout-effect)\/|src\/lib\/use-flow\.ts$|machines\/shared\/(view-props|errors|toast)\.ts$|src\/app\/show-machine-toast\.ts$|src\/api\/route-actor\.ts$)/,
            },
            {
              name: 'radix-layer',
              test: /node_modules\/@radix-ui\/(react-context|react-use-layout-effect|primitive|react-use-effect-event|react-use-controllable-state|react-presence|react-use-callback-ref|react-dismissable-layer|react-portal|react-id|react-focus-scope)\//,
            },
            {
              name: 'radix-modal',
              test: /node_modules\/(@radix-ui\/(react-dialog|react-focus-guards)|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib|aria-hidden)\//,
            },
            { name: 'tracking', test: /src\/tracking\/(analytics|analytics-config|page-tracking|session-attribution)\.ts$/ },
            // The schema library under its own name (it came as 'tracking-*', after the first module
            // that needed it): the budget journeys check by name that a page fetches none of it.
            { name: 'zod', test: /node_modules\/zod\// },
          ],
        },
      },
    },
  },
  test: {
    // Node code (contract, machines, server) and DOM code run as separate projects.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker, not one per file: a file's tests import the server, the
          // machines and zod again otherwise (a third of the project's time went to imports). The
          // files keep no state in shared modules between them (each server test starts its own app
          // on a store of its own); three runs in shuffled file order passed. 138 -> 56 s of CPU.
          isolate: false,
          include: [
            'contract/**/*.test.ts',
            'machines/**/*.test.ts',
            'server/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'build/**/*.test.ts',
            'eslint.config.test.ts',
          ],
          // The MongoDB runs of the store and image-store contracts need a server; they join the run when
          // MONGODB_URI is set.
          exclude: process.env.MONGODB_URI
            ? []
            : ['server/store/mongo/mongo-store.test.ts', 'server/media/gridfs-image-store.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-dom.ts'],
          // Each file still gets its own jsdom window and module graph, in a VM context of a worker
          // that lives on, not a new process that loads Vitest, jsdom and React again: the per-file
          // overhead of the 92 files was most of the project's time.
          pool: 'vmForks',
          // VM contexts leak what each file loaded: a worker that grew past this is replaced (a new
          // process, cheap), before its garbage collection slows the timed tests down.
          vmMemoryLimit: '1GB',
          // Sections, menus and dialogs load their code when the page is idle or on a press; on a
          // busy two-core machine that can take many seconds (Testing Library waits up to 20 s).
          testTimeout: 45_000,
        },
      },
      {
        // Every story rendered in Chromium: its play function, no error, no serious or critical
        // accessibility violation (.storybook/README.md). Storybook's own Vite config, not this one.
        plugins: [
          storybookTest({
            configDir: '.storybook',
            initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
          }),
        ],
        test: {
          name: 'storybook',
          // After the other projects: Chromium's rendering then does not slow their timed tests.
          sequence: { groupOrder: 1 },
          // Every story file in one page, not a fresh page per file that loads the preview, the app's
          // texts and MSW's worker again (seconds a file, 64 files). Each story starts afresh through
          // the preview's beforeEach, as between the stories of one file; each file ends as a page
          // load would (.storybook/between-files.ts: its last story unmounted, what it started ended).
          isolate: false,
          setupFiles: ['.storybook/between-files.ts'],
          // A main-path play in the whole app loads the page's, the funnel's or the portal's code
          // and texts on its first press: ~8 s alone, more on a busy two-core machine.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          // Browser journeys against the built client and the real server (e2e/README.md).
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // One server and one Chromium at a time: the machine has two cores.
          fileParallelism: false,
          // One worker for every journey file, not a new process per file that imports Vitest,
          // playwright-core and the whole server again: each journey still starts its own site in a
          // fresh data folder and works in browser contexts of its own, and the server keeps no state
          // in its modules. Seven short journeys, load 13: gaps between files 24 s -> 9 s.
          isolate: false,
          // The site is built (when stale) once, before the journeys start, not by each of them, and
          // one Chromium serves the whole run (each journey in contexts of its own).
          globalSetup: ['e2e/support/build-once.global-setup.ts', 'e2e/support/shared-chromium.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

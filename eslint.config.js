// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * An import path into a top-level folder of the project, by its alias (`@src/…`, tsconfig.json's
 * paths) or by a climb (`../../src/…`), refused with the import boundaries of docs/architecture.md.
 * @param {string} folder
 * @param {string} who
 */
const importOf = (folder, who) => ({
  regex: `^(@|(\\.\\./)+)${folder}(/|$)`,
  message: `${who} imports nothing from ${folder}/ (docs/architecture.md): move what both need into contract/.`,
});

/**
 * no-restricted-imports with these patterns, and the same patterns for a lazy `import('…')`, which
 * that rule does not read (esquery's regular expressions take no `/`: it is written \x2F there).
 * @param {{ regex: string, message: string }[]} patterns
 */
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({
      selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\x2F')}/]`,
      message,
    })),
  ],
});

/** The shared parts of the client: features build on them, so they import no feature. */
const SHARED_CLIENT_FOLDERS = ['api', 'components', 'i18n', 'lib', 'session', 'stores', 'tracking'];

const SHARED_MESSAGE =
  'Shared client code imports no feature (src/README.md): features build on it, not the other way round.';

/** `../` repeated: the climb from a file `depth` folders below a folder back up to it. */
const climb = (depth) => '\\.\\./'.repeat(depth);

/** How deep a file of src/features/ may sit below its feature's folder: 2 today (`funnel/onboarding/…`), room for more. */
const FEATURE_DEPTHS = [1, 2, 3, 4, 5, 6];

const FEATURE_MESSAGE =
  'A feature imports no other feature (src/README.md): move what both need out of src/features/ (src/components/, src/session/, src/lib/, src/i18n/, src/testing/).';

/**
 * The shapes of an import from one feature into another, for a file `depth` folders below its
 * feature's folder: `../<other>/…` from the feature's top (the climb reaches src/features/),
 * `../../features/<other>/…` (the climb reaches src/) and the alias `@src/features/<other>/…`. A
 * file importing its own feature by these shapes is refused too: inside a feature, imports are `./`
 * and `../` within it.
 * @param {number} depth
 */
const featureCrossings = (depth) => [
  `^${climb(depth)}[^./][^/]*/`,
  `^${climb(depth + 1)}features/`,
  '^@src/features/',
];

/**
 * The funnel's children (machines/funnel invokes them; src/features/funnel/<child>/ renders them)
 * take what they need through props, their actor ref or a module outside src/features/: a child
 * imports neither the funnel nor a sibling. The funnel imports its children like any folder of its own.
 */
const FUNNEL_CHILDREN = ['guided-tour', 'onboarding', 'package-selection', 'sales-popups'];

const FUNNEL_CHILD_MESSAGE =
  'A child of the funnel imports neither the funnel nor its siblings (src/README.md): what it needs comes through props, its actor ref or a module outside src/features/.';

/**
 * The rules of a file `depth` folders below its feature's folder; a child of the funnel also
 * refuses the climb to the funnel's folder (`childDepth` folders below it).
 * @param {number} depth
 * @param {number} [childDepth]
 */
const featureRules = (depth, childDepth) => {
  const crossings = featureCrossings(depth).map((regex) => ({ regex, message: FEATURE_MESSAGE }));
  const child = childDepth
    ? [{ regex: `^${climb(childDepth)}(?!\\.\\./)`, message: FUNNEL_CHILD_MESSAGE }]
    : [];
  return restrictImports([...crossings, ...child]);
};

/**
 * The second layer of import rules, under typescript-eslint's copy of the rule (its own name, so a
 * folder's boundaries above and these never replace each other's options in the flat config): no
 * climb of three folders or more anywhere (the alias says where a module lives), and what the
 * client, the mocks and the journeys may take from the other parts (docs/architecture.md).
 */
const CLIMB = {
  regex: '^(\\.\\./){3,}',
  message:
    'Import by the folder\'s alias (@contract/…, @machines/…, @src/…, @server/…, @mocks/…, @stories/…), not a climb of three folders or more (src/README.md "Imports"; scripts/codemods/alias-imports.ts rewrites it).',
};

/** The server's seed data (the demo content both sides show) and the pure rule the mocks mirror. */
const SERVER_DATA = '(?!seed/|services/studio/post-seo$)';

/**
 * @param {{ regex: string, message: string }[]} patterns
 */
const layerTwo = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CLIMB, ...patterns] }],
});

/**
 * An import into `folder` by alias or climb, past what `allowed` (a lookahead, or '') lets through.
 * @param {string} folder
 * @param {string} allowed
 * @param {string} who
 * @param {string} rule
 */
const importBeyond = (folder, allowed, who, rule) => ({
  regex: `^(@|(\\.\\./)+)${folder}/${allowed}`,
  message: `${who} ${rule} (docs/architecture.md).`,
});

/**
 * What a file of the client may not import: the server's code (past `serverAllowed`), the stories,
 * the journeys, and and the mocks when `refuseMocks`.
 * @param {string} who
 * @param {string} serverAllowed
 * @param {boolean} refuseMocks
 */
const clientImports = (who, serverAllowed, refuseMocks) => [
  importBeyond(
    'server',
    serverAllowed,
    who,
    serverAllowed ? "takes from server/ only the seed's data" : 'imports nothing from server/',
  ),
  ...['stories', 'e2e', ...(refuseMocks ? ['mocks'] : [])].map((folder) =>
    importBeyond(folder, '', who, `imports nothing from ${folder}/`),
  ),
];

/** The files `depth` folders below `parent` (a glob: `src/features/*` is every feature's folder). */
const filesAt = (parent, depth) => [`${parent}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      '.data',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The server takes nothing from the client: what both need is pure and lives in contract/.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importOf('src', 'The server')] }] },
  },
  {
    // Machines are pure: no React, no DOM, no fetch, no storage, neither the client nor the server.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react', 'react/*'],
              message: 'Machines know nothing of React.',
            },
            importOf('src', 'A machine'),
            importOf('server', 'A machine'),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'navigator',
      ],
    },
  },
  {
    // The contract is what everyone imports; it imports none of them.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['src', 'server', 'machines', 'mocks', 'stories'].map((folder) =>
            importOf(folder, 'The contract'),
          ),
        },
      ],
    },
  },
  // A feature imports no other feature: what two features share lives outside src/features/.
  ...FEATURE_DEPTHS.map((depth) => ({
    files: filesAt('src/features/*', depth),
    rules: featureRules(depth),
  })),
  ...FEATURE_DEPTHS.map((depth) => ({
    files: FUNNEL_CHILDREN.flatMap((child) => filesAt(`src/features/funnel/${child}`, depth)),
    rules: featureRules(depth + 1, depth),
  })),
  {
    files: SHARED_CLIENT_FOLDERS.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    rules: restrictImports([{ regex: '^((\\.\\./)+|@src/)features/', message: SHARED_MESSAGE }]),
  },
  // The second layer (see CLIMB): later entries for the same files replace earlier ones.
  { files: ['**/*.{ts,tsx}'], rules: layerTwo([]) },
  {
    // The client ships to browsers: nothing of the server's code, the mocks, the stories or the journeys.
    files: ['src/**/*.{ts,tsx}'],
    rules: layerTwo(clientImports('The client', '', true)),
  },
  {
    // The sandbox and the tests' harness (src/testing/, a feature's `*-test-kit`) run over the mocks.
    files: ['src/sandbox/**/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'src/**/*-test-kit.{ts,tsx}'],
    rules: layerTwo(clientImports('The sandbox', '', false)),
  },
  {
    // The client's tests run over the mocks and may read the seed's data.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: layerTwo(clientImports('A test of the client', '(?!seed/)', false)),
  },
  {
    // The mocks answer the contract as the server would: the server's seed data and pure rules, no client.
    files: ['mocks/**/*.ts'],
    rules: layerTwo([
      importBeyond(
        'server',
        SERVER_DATA,
        'The mocks',
        "take from server/ only its seed data and the SEO rules' code",
      ),
      ...['src', 'machines', 'stories', 'e2e'].map((folder) =>
        importBeyond(folder, '', 'The mocks', `import nothing from ${folder}/`),
      ),
    ]),
  },
  {
    // A journey drives the real server and the built site: never the mocks' answers or a story.
    files: ['e2e/**/*.ts'],
    rules: layerTwo(
      ['mocks', 'stories'].map((folder) =>
        importBeyond(
          folder,
          '',
          'A journey',
          `runs against the real server: it imports nothing from ${folder}/`,
        ),
      ),
    ),
  },
  {
    // The sandbox renders over the mocks: the server's code never reaches Storybook.
    files: ['stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: layerTwo([importBeyond('server', '', 'Storybook', 'imports nothing from server/')]),
  },
);

/**
 * Stories generated from the machines' own lists (issue 12):
 *
 * - `<flow>.machine-view.tsx` (a machine's registry: `export const machineView = defineMachineView(
 *   { machine, statesOfInterest, fakes, connect, View })`) becomes that machine's state stories, one
 *   per entry of `machines/<flow>/<flow>.states.ts`, titled 'States/<Flow>' and named after the state.
 * - `stories/explorer/machine-explorer.stories.tsx` gets one explorer page per folder of machines/.
 *
 * CSF needs static exports, so one function writes the code both consumers read: Storybook's index
 * (an `experimental_indexers` entry that runs Storybook's own CSF indexer on the generated code)
 * and Vite (a plugin that serves the same code in Storybook, its static build and the Vitest story
 * tests). Ids stay stable: 'States/Checkout' + 'Ready to pay' is always `states-checkout--ready-to-pay`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import {
  MACHINE_VIEW_FILE,
  explorerTitle,
  flowOfMachineViewFile,
  flowTitle,
  stateStoriesTitle,
  storyExportName,
} from '../stories/support/story-names.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MACHINES = join(ROOT, 'machines');
const STATE_STORY_HELPER = join(ROOT, 'stories/support/state-story');
const EXPLORER_FILE = /[\\/]stories[\\/]explorer[\\/]machine-explorer\.stories\.tsx$/;

/** Reads a machine's states of interest; tests pass their own (Vitest imports TypeScript itself). */
export type LoadStateNames = (flow: string) => Promise<string[]>;

/** The states file of a machine folder. */
export const statesFileOf = (flow: string): string => join(MACHINES, flow, `${flow}.states.ts`);

/** Every machine: each folder of machines/ with a `<flow>.machine.ts`. */
export const machineFlows = (): string[] =>
  readdirSync(MACHINES, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(MACHINES, entry.name, `${entry.name}.machine.ts`)),
    )
    .map((entry) => entry.name)
    .sort();

/**
 * Node reads the machine's TypeScript bundled by esbuild into one module (no import left for
 * Node's loaders to resolve), fresh each time so a new state shows up while Storybook runs. The
 * module is imported from a `data:` URL, not a file: Storybook's indexer and the Vite plugin read
 * one flow at the same moment, and a temporary file one reader removed could not be found by the
 * other (CI's stories run: ERR_MODULE_NOT_FOUND under Vitest's loader hooks, which resolve a
 * file again on every import; two reads in one millisecond had one file name).
 */
const importStateNames: LoadStateNames = async (flow) => {
  const bundled = await build({
    entryPoints: [statesFileOf(flow)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const source = Buffer.from(bundled.outputFiles[0]!.contents).toString('base64');
  const module = (await import(`data:text/javascript;base64,${source}`)) as {
    statesOfInterest?: { name: string }[];
  };
  if (!Array.isArray(module.statesOfInterest))
    throw new Error(`${statesFileOf(flow)} exports no statesOfInterest`);
  return module.statesOfInterest.map((entry) => entry.name);
};

const importPath = (from: string, to: string): string => {
  const path = relative(dirname(from), to).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** Export names that collide (two states whose names differ only in punctuation) are refused. */
const exportNamesOf = (flow: string, names: readonly string[]): string[] => {
  const exports = names.map(storyExportName);
  const seen = new Set<string>();
  for (const [index, name] of exports.entries()) {
    if (!/^[A-Za-z_]/.test(name)) throw new Error(`${flow}: the state '${names[index]}' cannot name a story`);
    if (seen.has(name)) throw new Error(`${flow}: two states of interest make the story name ${name}`);
    seen.add(name);
  }
  return exports;
};

/** A registry's source with its state stories appended. */
export const generateStateStories = async (
  file: string,
  source: string,
  loadStateNames: LoadStateNames = importStateNames,
): Promise<string> => {
  const flow = flowOfMachineViewFile(file);
  if (!flow || !existsSync(join(MACHINES, flow))) {
    throw new Error(`${file}: a machine view file is named after its machine folder (machines/<flow>/)`);
  }
  if (!/export\s+const\s+machineView\b/.test(source)) {
    throw new Error(
      `${file}: export the registry as \`export const machineView = defineMachineView({ ... })\``,
    );
  }
  const names = await loadStateNames(flow);
  const exports = exportNamesOf(flow, names);
  // Plain keys: Storybook's indexer reads `title` and `includeStories` from the literal.
  const meta = `{ title: ${JSON.stringify(stateStoriesTitle(flow))}, includeStories: ${JSON.stringify(exports)}, parameters: { machineFlow: ${JSON.stringify(flow)} } }`;
  return [
    source,
    '',
    `// Generated by .storybook/generated-stories.ts from machines/${flow}/${flow}.states.ts.`,
    `import { stateStory as __stateStory } from ${JSON.stringify(importPath(file, STATE_STORY_HELPER))};`,
    `export default ${meta};`,
    ...names.map(
      (name, index) =>
        `export const ${exports[index]} = { ...__stateStory(machineView, ${JSON.stringify(name)}), name: ${JSON.stringify(name)} };`,
    ),
    '',
  ].join('\n');
};

/** The explorer's source with one page per machine appended. */
export const generateExplorerStories = (source: string, flows: readonly string[] = machineFlows()): string =>
  [
    source,
    '',
    '// Generated by .storybook/generated-stories.ts: one page per folder of machines/.',
    ...flows.map(
      (flow) =>
        `export const ${storyExportName(flowTitle(flow))} = { ...explorerStory(${JSON.stringify(flow)}), name: ${JSON.stringify(explorerTitle(flow))} };`,
    ),
    '',
  ].join('\n');

const isGenerated = (file: string): boolean => MACHINE_VIEW_FILE.test(file) || EXPLORER_FILE.test(file);

/** The generated module of a file, or null for any other file. */
export const generateStories = async (file: string, source: string): Promise<string | null> => {
  if (MACHINE_VIEW_FILE.test(file)) return generateStateStories(file, source);
  if (EXPLORER_FILE.test(file)) return generateExplorerStories(source);
  return null;
};

/** Storybook's index of the generated files: its own CSF indexer, run on the generated code. */
export const generatedStoriesIndexer: Indexer = {
  test: /(\.machine-view\.tsx?|[\\/]machine-explorer\.stories\.tsx)$/,
  createIndex: async (fileName, options) => {
    const code = await generateStories(fileName, await readFile(fileName, 'utf8'));
    if (code === null) return [];
    return loadCsf(code, { ...options, fileName }).parse().indexInputs;
  },
};

/** Serves the generated modules to Storybook and to the Vitest story tests. */
export const generatedStoriesPlugin = (): Plugin => ({
  name: 'agency:generated-stories',
  enforce: 'pre',
  async transform(code, id) {
    const file = id.split('?')[0]!;
    if (!isGenerated(file)) return null;
    const flow = flowOfMachineViewFile(file);
    // A new state of interest regenerates the module while Storybook runs.
    if (flow) this.addWatchFile(statesFileOf(flow));
    return { code: (await generateStories(file, code))!, map: null };
  },
});

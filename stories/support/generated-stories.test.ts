// @vitest-environment node
/**
 * Every machine's states of interest are stories of its real view, generated from the machine's
 * own list (.storybook/generated-stories.ts): this fails when a machine has no view registry (and
 * is not waiting for one in views-pending.ts), when a registry names the wrong machine or list,
 * or when a state of interest would get no story.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  generateExplorerStories,
  generateStateStories,
  machineFlows,
  type LoadStateNames,
} from '../../.storybook/generated-stories';
import type { MachineView } from './state-story';
import { explorerTitle, flowOfMachineViewFile, stateStoriesTitle } from './story-names';
import { VIEWS_PENDING } from './views-pending';

type StatesModule = { statesOfInterest: readonly { name: string }[] };
type RegistryModule = { machineView?: MachineView<AnyStateMachine, unknown> };

const statesModules = import.meta.glob<StatesModule>('/machines/*/*.states.ts', { eager: true });
const machineModules = import.meta.glob<Record<string, unknown>>('/machines/*/*.machine.ts', { eager: true });
const registries = import.meta.glob<RegistryModule>([
  '/stories/**/*.machine-view.{ts,tsx}',
  '/src/**/*.machine-view.{ts,tsx}',
]);

const ROOT = join(import.meta.dirname, '../..');
const statesOf = (flow: string): StatesModule => statesModules[`/machines/${flow}/${flow}.states.ts`]!;
const loadStateNames: LoadStateNames = async (flow) =>
  statesOf(flow).statesOfInterest.map((entry) => entry.name);
const registryByFlow = new Map(Object.keys(registries).map((path) => [flowOfMachineViewFile(path)!, path]));
const flows = machineFlows();

/** The app's files (tests left out) that import a machine's folder: its view has landed. */
const appFilesUsing = async (flow: string): Promise<string[]> => {
  const entries = await readdir(join(ROOT, 'src'), { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name));
  const using: string[] = [];
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name);
    // By a climb (`../../machines/<flow>/…`) or by the alias (`@machines/<flow>/…`).
    const machineImport = new RegExp(`from '([./]*/|@)machines/${flow}['/]`);
    if (machineImport.test(await readFile(path, 'utf8'))) using.push(path);
  }
  return using;
};

describe('generated state stories', () => {
  it('find every machine folder', () => {
    expect(flows).toHaveLength(Object.keys(statesModules).length);
    expect(flows).toContain('checkout');
  });

  it.each(flows)('%s has a view registry, or waits for its view in views-pending.ts', (flow) => {
    const registered = registryByFlow.has(flow);
    const pending = flow in VIEWS_PENDING;
    expect(
      registered || pending,
      `machines/${flow} has no ${flow}.machine-view.tsx next to its view or stories (src/README.md, step 5)`,
    ).toBe(true);
    expect(registered && pending, `${flow}'s view has landed: remove it from views-pending.ts`).toBe(false);
  });

  it.each(Object.keys(VIEWS_PENDING))('%s still waits for its view: nothing in src/ uses it yet', async (flow) => {
    const using = await appFilesUsing(flow);
    expect(
      using.map((path) => path.slice(ROOT.length + 1)),
      `The app uses machines/${flow}: add ${flow}.machine-view.tsx (src/README.md, step 5) and remove it from views-pending.ts`,
    ).toEqual([]);
  });

  it('list no machine in views-pending.ts that does not exist', () => {
    expect(Object.keys(VIEWS_PENDING).filter((flow) => !flows.includes(flow))).toEqual([]);
  });

  describe.each([...registryByFlow])('%s', (flow, path) => {
    it('registers the machine, the list of its folder and a view', async () => {
      const { machineView } = await registries[path]!();
      expect(machineView, `${path} exports no machineView`).toBeDefined();
      const machineModule = machineModules[`/machines/${flow}/${flow}.machine.ts`]!;
      expect(Object.values(machineModule)).toContain(machineView!.machine);
      expect(machineView!.statesOfInterest).toBe(statesOf(flow).statesOfInterest);
      expect(typeof machineView!.View).toBe('function');
      expect(typeof machineView!.connect).toBe('function');
    });

    it('gets one story per state of interest, named after it', async () => {
      const file = join(ROOT, path);
      const code = await generateStateStories(file, await readFile(file, 'utf8'), loadStateNames);
      const index = loadCsf(code, { fileName: file, makeTitle: (title) => title }).parse().indexInputs;
      const names = statesOf(flow).statesOfInterest.map((entry) => entry.name);
      expect(index.map((entry) => entry.name)).toEqual(names);
      expect(new Set(index.map((entry) => entry.title))).toEqual(new Set([stateStoriesTitle(flow)]));
      expect(index.map((entry) => entry.exportName)).not.toContain('machineView');
    });
  });

  // Storybook's indexer and the Vite plugin read one registry at the same moment (CI's stories
  // run: one of them found its bundled states file already removed by the other).
  it('read one machine\'s states for many readers at the same moment', async () => {
    const path = registryByFlow.get('onboarding')!;
    const file = join(ROOT, path);
    const source = await readFile(file, 'utf8');
    const codes = await Promise.all(Array.from({ length: 12 }, () => generateStateStories(file, source)));
    const names = statesOf('onboarding').statesOfInterest.map((entry) => entry.name);
    for (const code of codes) {
      for (const name of names) expect(code).toContain(`name: ${JSON.stringify(name)} }`);
    }
  });

  it('refuse a registry that does not export machineView', async () => {
    await expect(
      generateStateStories(
        join(ROOT, 'stories/checkout/checkout.machine-view.tsx'),
        'export const view = 1;',
        loadStateNames,
      ),
    ).rejects.toThrow(/export const machineView/);
  });

  it('refuse a registry named after no machine', async () => {
    await expect(
      generateStateStories(
        join(ROOT, 'stories/x/no-such-flow.machine-view.tsx'),
        'export const machineView = 1;',
        loadStateNames,
      ),
    ).rejects.toThrow(/machine folder/);
  });

  it('give the explorer one page per machine', () => {
    const code = generateExplorerStories("export default { title: 'Explorer' };", flows);
    const index = loadCsf(code, {
      fileName: 'machine-explorer.stories.tsx',
      makeTitle: (title) => title,
    }).parse().indexInputs;
    expect(index.map((entry) => entry.name)).toEqual(flows.map(explorerTitle));
    // The portal's journey is named after the area (issue 19), its id kept.
    expect(index.find((entry) => entry.exportName === 'PortalSession')?.name).toBe('Portal');
  });
});

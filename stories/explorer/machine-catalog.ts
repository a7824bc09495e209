/**
 * Every machine of machines/ for the explorer, found by its folder's exports (`<flow>Machine`,
 * `<flow>StatesOfInterest`, `<flow>Fakes`), and its view where a `<flow>.machine-view.tsx` exists.
 * A parent machine of journeys.ts runs as its journey: over its real children, from the journey's starts.
 */
import type { AnyStateMachine } from 'xstate';
import type { FakeServices } from '@machines';
import type { MachineView } from '../support/state-story';
import { flowOfMachineViewFile } from '../support/story-names';
import type { ExplorerTarget } from './explorer-session';
import { JOURNEYS } from './journeys';

const machineFolders = import.meta.glob<Record<string, unknown>>('/machines/*/index.ts', { eager: true });
const machineViews = import.meta.glob<{ machineView: MachineView<AnyStateMachine, unknown> }>([
  '/stories/**/*.machine-view.{ts,tsx}',
  '/src/**/*.machine-view.{ts,tsx}',
]);

/** 'admin-verification' → 'adminVerification', the prefix of the folder's exports. */
const camelCase = (flow: string): string =>
  flow.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The machine, its states of interest and fakes of a folder of machines/. */
export const explorerTarget = (flow: string): ExplorerTarget => {
  const exports = machineFolders[`/machines/${flow}/index.ts`];
  if (!exports) throw new Error(`No machine folder machines/${flow}`);
  const prefix = camelCase(flow);
  const machine = exports[`${prefix}Machine`] as AnyStateMachine | undefined;
  const statesOfInterest = exports[`${prefix}StatesOfInterest`] as
    ExplorerTarget['statesOfInterest'] | undefined;
  if (!machine || !statesOfInterest)
    throw new Error(`machines/${flow} exports no ${prefix}Machine or ${prefix}StatesOfInterest`);
  const fakes = (exports[`${prefix}Fakes`] as FakeServices | undefined) ?? {};
  const journey = JOURNEYS[flow];
  if (!journey) return { flow, machine, statesOfInterest, fakes };
  return {
    flow,
    machine,
    statesOfInterest: journey.starts,
    fakes: { ...fakes, ...journey.fakes },
    implementations: journey.implementations,
    journey: {
      children: Object.fromEntries(
        Object.entries(journey.children).map(([key, childFlow]) => [key, explorerTarget(childFlow)]),
      ),
      assemble: journey.assemble,
    },
  };
};

/** The flows of machines/, in folder order. */
export const explorerFlows = (): string[] =>
  Object.keys(machineFolders)
    .map((path) => path.split('/')[2]!)
    .sort();

/** The machine's view registry, or null while its view has not landed. */
export const loadMachineView = async (
  flow: string,
): Promise<MachineView<AnyStateMachine, unknown> | null> => {
  const path = Object.keys(machineViews).find((candidate) => flowOfMachineViewFile(candidate) === flow);
  return path ? (await machineViews[path]!()).machineView : null;
};

/**
 * A story of a machine's state of interest, rendered by the real view: the machine is replayed to
 * the state on XState's simulated clock (machines/testing/replay-state-of-interest), its services
 * answered as the entry says or by the machine's fakes, and the view renders that actor through
 * its `connect`, as the app's `use-<flow>` hook would. The actor stays live: a designer can click on.
 *
 * Every machine's stories are generated from its `<flow>.machine-view.tsx` (one story per state of
 * interest, see .storybook/generated-stories.ts); a hand-written story still works:
 *
 *   export const Ready = stateStory(checkoutView, 'Ready to pay');
 */
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { Actor, AnyStateMachine, EventObject } from 'xstate';
import type { FakeServices, StateOfInterest } from '@machines';
import { replayStateOfInterest } from '@machines/testing/replay-state-of-interest';
import { useConnectedActor, type Connect } from '@src/lib/use-flow';
import { storyExportName } from './story-names';

export { storyExportName };

export interface MachineStates<TMachine extends AnyStateMachine, TView> {
  machine: TMachine;
  statesOfInterest: readonly StateOfInterest<EventObject, unknown>[];
  fakes: FakeServices;
  connect: Connect<TMachine, TView>;
  /** The real view, taking what `connect` returns. */
  View: ComponentType<{ view: TView }>;
  /** Implementations the app gives the machine besides services (navigation, toasts), as no-ops or story actions. */
  implementations?: Parameters<TMachine['provide']>[0];
  /**
   * Play functions by state name: what a person sees in that state and does next (a dialog's main
   * path); `npm test` runs them in Chromium with the story.
   */
  plays?: Readonly<Record<string, StoryObj['play']>>;
}

/** What a `<flow>.machine-view.tsx` registry exports as `machineView`. */
export type MachineView<TMachine extends AnyStateMachine, TView> = MachineStates<TMachine, TView>;

/**
 * The registry of a machine's view: `export const machineView = defineMachineView({ ... })` in
 * `<flow>.machine-view.tsx`, next to the view or its stories. Typed here so that the view takes
 * exactly what the machine's `connect` returns.
 */
export const defineMachineView = <TMachine extends AnyStateMachine, TView>(
  view: MachineView<TMachine, TView>,
): MachineView<TMachine, TView> => view;

function ConnectedView<TMachine extends AnyStateMachine, TView>({
  states,
  actor,
}: {
  states: MachineStates<TMachine, TView>;
  actor: Actor<TMachine>;
}) {
  const { View } = states;
  return <View view={useConnectedActor(actor, states.connect)} />;
}

/** The export names the states of interest's stories must have, for a test that each one exists. */
export const expectedStoryExports = (states: { statesOfInterest: readonly { name: string }[] }): string[] =>
  states.statesOfInterest.map((entry) => storyExportName(entry.name));

export const stateStory = <TMachine extends AnyStateMachine, TView>(
  states: MachineStates<TMachine, TView>,
  name: string,
): StoryObj => {
  const entry = states.statesOfInterest.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`${states.machine.id} has no state of interest named '${name}'`);
  const play = states.plays?.[name];
  return {
    name,
    ...(play ? { play } : {}),
    parameters: { docs: { description: { story: entry.description } } },
    loaders: [
      async () => {
        const machine = states.implementations
          ? (states.machine.provide(states.implementations) as TMachine)
          : states.machine;
        const { actor } = await replayStateOfInterest(machine, entry, states.fakes);
        return { actor };
      },
    ],
    render: (_args, { loaded }) => <ConnectedView states={states} actor={loaded.actor as Actor<TMachine>} />,
  };
};

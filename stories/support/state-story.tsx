/**
 * A story of a machine's state of interest, rendered by the real view: the machine is replayed to
 * the state on XState's simulated clock (machines/testing/replay-state-of-interest), its services
 * answered as the entry says or by the machine's fakes, and the view renders that actor through
 * its `connect`, as the app's `use-<flow>` hook would. The actor stays live: a designer can click on.
 *
 *   export const Ready = stateStory(checkoutStates, 'Ready to pay');
 */
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { Actor, AnyStateMachine, EventObject } from 'xstate';
import type { FakeServices, StateOfInterest } from '../../machines';
import { replayStateOfInterest } from '../../machines/testing/replay-state-of-interest';
import { useConnectedActor, type Connect } from '../../src/features/use-flow';

export interface MachineStates<TMachine extends AnyStateMachine, TView> {
  machine: TMachine;
  statesOfInterest: readonly StateOfInterest<EventObject, unknown>[];
  fakes: FakeServices;
  connect: Connect<TMachine, TView>;
  /** The real view, taking what `connect` returns. */
  View: ComponentType<{ view: TView }>;
  /** Implementations the app gives the machine besides services (navigation, toasts), as no-ops or story actions. */
  implementations?: Parameters<TMachine['provide']>[0];
}

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

/** The export name of a state's story: 'Ready to pay' → `ReadyToPay`. */
export const storyExportName = (stateName: string): string =>
  stateName
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** The export names the states of interest's stories must have, for a test that each one exists. */
export const expectedStoryExports = (states: { statesOfInterest: readonly { name: string }[] }): string[] =>
  states.statesOfInterest.map((entry) => storyExportName(entry.name));

export const stateStory = <TMachine extends AnyStateMachine, TView>(
  states: MachineStates<TMachine, TView>,
  name: string,
): StoryObj => {
  const entry = states.statesOfInterest.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`${states.machine.id} has no state of interest named '${name}'`);
  return {
    name,
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

/**
 * How a feature runs its machine: `useFlow(machine, connect, { input, actors, actions })` starts
 * the machine with the app's implementations (services from route names, `routeActor`; side
 * effects such as navigation or toasts) and returns what `connect` makes of each snapshot: the
 * props its views spread. Stories and the machine explorer render the same views over an actor
 * they drive themselves, with `useConnectedActor`.
 */
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import type { Actor, AnyStateMachine, EventFromLogic, InputFrom, Snapshot, SnapshotFrom } from 'xstate';

export type Connect<TMachine extends AnyStateMachine, TView> = (
  snapshot: SnapshotFrom<TMachine>,
  send: (event: EventFromLogic<TMachine>) => void,
) => TView;

export interface FlowOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Implementations by name, as `machine.provide` takes them. */
  implementations?: Parameters<TMachine['provide']>[0];
  /** A snapshot to start from instead of the initial state (a flow resumed after a reload). */
  snapshot?: Snapshot<unknown>;
  /** Told every snapshot, after it renders (the app persists a resumable flow with it). */
  onSnapshot?: (snapshot: SnapshotFrom<TMachine>) => void;
}

export const useFlow = <TMachine extends AnyStateMachine, TView>(
  machine: TMachine,
  connect: Connect<TMachine, TView>,
  { input, implementations = {}, snapshot: startFrom, onSnapshot }: FlowOptions<TMachine> = {},
): TView => {
  // A new `provide` each render is fine: @xstate/react keeps the actor and takes the latest
  // implementations, so they may close over current props.
  const [snapshot, send] = useMachine(
    machine.provide(implementations) as TMachine,
    (startFrom ? { input, snapshot: startFrom } : { input }) as never,
  );
  const observe = useEffectEvent((current: SnapshotFrom<TMachine>) => onSnapshot?.(current));
  useEffect(() => observe(snapshot as SnapshotFrom<TMachine>), [snapshot]);
  return connect(snapshot as SnapshotFrom<TMachine>, send as (event: EventFromLogic<TMachine>) => void);
};

/** The view props of an actor someone else started (a story, the machine explorer). */
export const useConnectedActor = <TMachine extends AnyStateMachine, TView>(
  actor: Actor<TMachine>,
  connect: Connect<TMachine, TView>,
): TView => {
  const snapshot = useSelector(actor, (current) => current);
  return connect(snapshot as SnapshotFrom<TMachine>, (event) => actor.send(event));
};

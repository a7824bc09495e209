/**
 * Every action and guard a machine's config uses is named in its `setup` (README: "actions named,
 * not inline"), so `machine.provide` can replace it, the inspector shows its name and a test can
 * look for it. Params may be computed inline; the implementation may not.
 */
import { describe, expect, it } from 'vitest';
import { StateMachine, assign, createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import * as machines from './index';

const allMachines = Object.entries(machines).filter(
  (entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine,
);

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => nodesOf(child)),
];

/** The name an action or guard is referred by, or null when it is an inline implementation. */
const nameOf = (reference: unknown): string | null => {
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'object' && reference !== null && 'type' in reference) {
    const { type } = reference as { type: unknown };
    return typeof type === 'string' ? type : null;
  }
  return null;
};

interface Use {
  where: string;
  kind: 'action' | 'guard';
  reference: unknown;
}

/** XState schedules and cancels a state's `after` timers with its own raise and cancel on entry and exit. */
const isTimerBookkeeping = (node: AnyStateNode, reference: unknown): boolean =>
  node.after.length > 0 &&
  typeof reference === 'function' &&
  ['xstate.raise', 'xstate.cancel'].includes((reference as { type?: unknown }).type as string);

const usesOf = (machine: AnyStateMachine): Use[] =>
  nodesOf(machine.root).flatMap((node) => {
    const at = node.path.join('.') || '(root)';
    const own = (reference: unknown) => !isTimerBookkeeping(node, reference);
    const transitions = [
      ...[...node.transitions.entries()].flatMap(([event, list]) =>
        list.map((transition) => ({ where: `${at} on ${event}`, transition })),
      ),
      ...(node.always ?? []).map((transition) => ({ where: `${at} always`, transition })),
    ];
    return [
      ...node.entry
        .filter(own)
        .map((reference) => ({ where: `${at} entry`, kind: 'action' as const, reference })),
      ...node.exit
        .filter(own)
        .map((reference) => ({ where: `${at} exit`, kind: 'action' as const, reference })),
      ...transitions.flatMap(({ where, transition }) => [
        ...transition.actions.map((reference) => ({ where, kind: 'action' as const, reference })),
        ...(transition.guard === undefined
          ? []
          : [{ where, kind: 'guard' as const, reference: transition.guard }]),
      ]),
    ];
  });

describe('machine configs', () => {
  it('finds the machines', () => {
    expect(allMachines.length).toBeGreaterThanOrEqual(15);
  });

  it('would notice an inline action or guard', () => {
    const inline = createMachine({
      initial: 'a',
      states: {
        a: { on: { GO: { guard: () => true, target: 'b', actions: assign({}) } }, after: { 10: 'b' } },
        b: {},
      },
    });
    // The `after` timer's own raise and cancel are not counted.
    expect(usesOf(inline).map(({ where, kind, reference }) => [where, kind, nameOf(reference)])).toEqual([
      ['a on GO', 'action', null],
      ['a on GO', 'guard', null],
    ]);
  });

  it.each(allMachines)('%s names every action and guard it uses in its setup', (_name, machine) => {
    const { actions, guards } = machine.implementations;
    const unnamed = usesOf(machine)
      .filter(({ kind, reference }) => {
        const name = nameOf(reference);
        return name === null || !(name in (kind === 'action' ? actions : guards));
      })
      .map(({ where, kind, reference }) => `${kind} at ${where}: ${nameOf(reference) ?? 'inline'}`);
    expect(unnamed).toEqual([]);
  });
});

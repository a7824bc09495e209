// @vitest-environment node
/**
 * The statechart's layout: every state of the machine gets a box inside its parent's, every
 * transition with a target an arrow from its state's box to its target's, labelled with its event.
 */
import { describe, expect, it } from 'vitest';
import { layoutChart, type LaidOutState } from './explorer-chart-layout';
import { ExplorerSession, type ChartNode } from './explorer-session';
import { explorerFlows, explorerTarget } from './machine-catalog';

const allNodes = (node: ChartNode): ChartNode[] => [node, ...node.children.flatMap(allNodes)];

const inside = (inner: LaidOutState, outer: LaidOutState): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const near = (point: { x: number; y: number }, box: LaidOutState): boolean =>
  point.x >= box.x - 1 &&
  point.x <= box.x + box.width + 1 &&
  point.y >= box.y - 1 &&
  point.y <= box.y + box.height + 1;

describe('the statechart layout', () => {
  it.each(explorerFlows())(
    'draws every state of %s inside its parent, and each transition from its state to its target',
    async (flow) => {
      const session = await ExplorerSession.open(explorerTarget(flow), null);
      const chart = session.chart()!;
      const layout = await layoutChart(chart);
      const boxes = new Map(layout.states.map((state) => [state.id, state]));
      const nodes = allNodes(chart);
      expect([...boxes.keys()].sort()).toEqual(nodes.map((node) => node.id).sort());
      for (const node of nodes)
        for (const child of node.children)
          expect(inside(boxes.get(child.id)!, boxes.get(node.id)!)).toBe(true);

      const arrows = nodes.flatMap((node) =>
        node.id === chart.id
          ? []
          : node.transitions.flatMap((t) => t.targetIds.filter((id) => id !== chart.id)),
      );
      expect(layout.transitions).toHaveLength(arrows.length);
      for (const arrow of layout.transitions) {
        expect(near(arrow.points[0]!, boxes.get(arrow.source)!)).toBe(true);
        expect(near(arrow.points.at(-1)!, boxes.get(arrow.target)!)).toBe(true);
        expect(arrow.label).not.toBe('');
      }
      session.stop();
    },
  );
});

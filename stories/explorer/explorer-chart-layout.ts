/**
 * The statechart's layout: the chart's states as ELK's compound nodes (a state's children inside
 * it), its transitions as labelled edges, laid out by elkjs (ELK's layered algorithm, offline, in
 * the page) with every coordinate relative to the drawing (`elk.json.*Coords: ROOT`), so the SVG
 * draws each shape where ELK put it.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartNode } from './explorer-session';

/** A state's box in the drawing. */
export interface LaidOutState {
  id: string;
  key: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Nesting depth: 0 for the machine itself. */
  depth: number;
}

/** A transition's arrow and its label. */
export interface LaidOutTransition {
  id: string;
  source: string;
  target: string;
  label: string;
  points: { x: number; y: number }[];
  labelAt: { x: number; y: number; width: number } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: LaidOutState[];
  transitions: LaidOutTransition[];
}

/** Rough text widths (the drawing's font is 12 px for names, 11 px for labels). */
const nameWidth = (text: string): number => text.length * 7.2 + 24;
const labelWidth = (text: string): number => text.length * 6.4 + 6;
const NAME_HEIGHT = 32;
const LABEL_HEIGHT = 14;

const elk = new ELK();

/** The ids of a node's ancestors and itself, root first. */
const lineage = (parents: Map<string, string | null>, id: string): string[] => {
  const line: string[] = [];
  for (let at: string | null | undefined = id; at; at = parents.get(at)) line.unshift(at);
  return line;
};

export const layoutChart = async (chart: ChartNode): Promise<ChartLayout> => {
  const parents = new Map<string, string | null>();
  const depths = new Map<string, number>();
  const nodes = new Map<string, ChartNode>();
  const edgesOf = new Map<string, ElkExtendedEdge[]>();
  const labels = new Map<string, string>();

  const collect = (node: ChartNode, parent: string | null, depth: number) => {
    parents.set(node.id, parent);
    depths.set(node.id, depth);
    nodes.set(node.id, node);
    for (const child of node.children) collect(child, node.id, depth + 1);
  };
  collect(chart, null, 0);

  // Each transition with a target is an edge, held by the nearest state containing both ends.
  let count = 0;
  for (const node of nodes.values()) {
    for (const transition of node.transitions) {
      for (const target of transition.targetIds) {
        if (!nodes.has(target)) continue;
        // The machine's own transitions (to one of its states) have no box to start from: listed only.
        if (node.id === chart.id || target === chart.id) continue;
        const from = lineage(parents, node.id);
        const to = lineage(parents, target);
        let common = 0;
        while (common < from.length && common < to.length && from[common] === to[common]) common += 1;
        // A self-transition, or one between a state and its descendant, is held by the outer one's parent.
        let holder = from[common - 1] ?? chart.id;
        if (holder === node.id || holder === target) holder = parents.get(holder) ?? chart.id;
        const text = transition.guard ? `${transition.event} [${transition.guard}]` : transition.event;
        const id = `t${(count += 1)}`;
        labels.set(id, text);
        const edge: ElkExtendedEdge = {
          id,
          sources: [node.id],
          targets: [target],
          labels: [{ text, width: labelWidth(text), height: LABEL_HEIGHT }],
        };
        edgesOf.set(holder, [...(edgesOf.get(holder) ?? []), edge]);
      }
    }
  }

  const toElk = (node: ChartNode): ElkNode => ({
    id: node.id,
    ...(node.children.length === 0 ? { width: Math.max(nameWidth(node.key), 72), height: NAME_HEIGHT } : {}),
    layoutOptions: {
      'elk.padding': '[top=30,left=12,bottom=12,right=12]',
      'elk.nodeSize.minimum': `(${Math.max(nameWidth(node.key), 72)}, ${NAME_HEIGHT})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: node.children.map(toElk),
    edges: edgesOf.get(node.id) ?? [],
  });

  const laidOut = await elk.layout({
    ...toElk(chart),
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '2',
      'elk.padding': '[top=30,left=12,bottom=12,right=12]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
  });

  const states: LaidOutState[] = [];
  const transitions: LaidOutTransition[] = [];
  const read = (node: ElkNode) => {
    const chartNode = nodes.get(node.id)!;
    states.push({
      id: node.id,
      key: chartNode.key,
      type: chartNode.type,
      x: node.x ?? 0,
      y: node.y ?? 0,
      width: node.width ?? 0,
      height: node.height ?? 0,
      depth: depths.get(node.id) ?? 0,
    });
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0];
      if (!section) continue;
      const label = edge.labels?.[0];
      transitions.push({
        id: edge.id,
        source: edge.sources[0]!,
        target: edge.targets[0]!,
        label: labels.get(edge.id) ?? '',
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        labelAt:
          label && label.x !== undefined && label.y !== undefined
            ? { x: label.x, y: label.y, width: label.width ?? 0 }
            : null,
      });
    }
    for (const child of node.children ?? []) read(child);
  };
  read(laidOut);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, transitions };
};

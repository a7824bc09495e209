/**
 * The statechart drawn as an SVG, as Stately's inspector draws it but offline: states as boxes
 * (a compound state's children inside it, a parallel state's regions dashed), transitions as
 * labelled arrows, the states the actor is in marked. The layout comes from elkjs
 * (explorer-chart-layout.ts), computed once per chart.
 */
import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useId, useState } from 'react';
import { layoutChart, type ChartLayout } from './explorer-chart-layout';
import type { ChartNode } from './explorer-session';

/** Layouts by chart: the chart's shape never changes while the machine stays the same. */
const layouts = new Map<string, Promise<ChartLayout>>();

const layoutOf = (chart: ChartNode): Promise<ChartLayout> => {
  const key = JSON.stringify(chart);
  let layout = layouts.get(key);
  if (!layout) {
    layout = layoutChart(chart);
    layouts.set(key, layout);
  }
  return layout;
};

export function StateChartDrawing({
  chart,
  active,
  label,
}: {
  chart: ChartNode;
  active: Set<string>;
  label: string;
}) {
  const [layout, setLayout] = useState<{ chart: ChartNode; layout: ChartLayout } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Fitted to the panel's width (a large machine's text gets small), or drawn at its own size. */
  const [fit, setFit] = useState(true);
  const arrow = `${useId()}-arrow`;

  useEffect(() => {
    let live = true;
    layoutOf(chart).then(
      (laidOut) => live && setLayout({ chart, layout: laidOut }),
      (error: unknown) => live && setFailure(String(error)),
    );
    return () => {
      live = false;
    };
  }, [chart]);

  if (failure) return <Text size="2">The chart could not be laid out: {failure}</Text>;
  if (!layout) return <Text size="2">Drawing the chart…</Text>;
  const { width, height, states, transitions } = layout.layout;
  const parallel = new Set(
    states
      .filter((state) => state.type === 'parallel')
      .flatMap((state) => {
        const node = findNode(layout.chart, state.id);
        return node ? node.children.map((child) => child.id) : [];
      }),
  );
  return (
    <>
      <Flex justify="end" mb="1">
        <Button
          size="1"
          variant="soft"
          color="gray"
          highContrast
          aria-pressed={!fit}
          onClick={() => setFit(!fit)}
        >
          {fit ? 'Actual size' : 'Fit to width'}
        </Button>
      </Flex>
      <div className="explorer-svg" tabIndex={0} role="group" aria-label={`${label}, scrollable`}>
        <svg
          role="img"
          aria-label={`${label}: ${[...active].map((id) => id.split('.').at(-1)).join(', ') || 'no state'} active`}
          width={fit ? '100%' : width}
          height={fit ? undefined : height}
          viewBox={`0 0 ${width} ${height}`}
        >
          <defs>
            <marker
              id={arrow}
              viewBox="0 0 8 8"
              refX="8"
              refY="4"
              markerWidth="8"
              markerHeight="8"
              orient="auto"
            >
              <path d="M0,0 L8,4 L0,8 z" className="explorer-svg__arrowhead" />
            </marker>
          </defs>
          {[...states]
            .sort((a, b) => a.depth - b.depth)
            .map((state) => {
              const isActive = active.has(state.id);
              return (
                <g
                  key={state.id}
                  data-state-id={state.id}
                  data-active={isActive ? 'true' : 'false'}
                  className={`explorer-svg__state${isActive ? ' explorer-svg__state--active' : ''}${
                    isActive && state.type !== 'compound' && state.type !== 'parallel'
                      ? ' explorer-svg__state--here'
                      : ''
                  }${parallel.has(state.id) ? ' explorer-svg__state--region' : ''}`}
                >
                  <rect x={state.x} y={state.y} width={state.width} height={state.height} rx="6" />
                  <text x={state.x + 8} y={state.y + 20}>
                    {isActive ? '● ' : ''}
                    {state.key}
                    {state.type === 'final' ? ' (final)' : ''}
                  </text>
                </g>
              );
            })}
          {transitions.map((transition) => (
            <g key={transition.id} className="explorer-svg__transition">
              <polyline
                points={transition.points.map((point) => `${point.x},${point.y}`).join(' ')}
                markerEnd={`url(#${arrow})`}
              />
              {transition.labelAt && (
                <>
                  <rect
                    className="explorer-svg__label-back"
                    x={transition.labelAt.x - 1}
                    y={transition.labelAt.y}
                    width={transition.labelAt.width + 2}
                    height="14"
                  />
                  <text x={transition.labelAt.x} y={transition.labelAt.y + 11}>
                    {transition.label}
                  </text>
                </>
              )}
            </g>
          ))}
        </svg>
      </div>
    </>
  );
}

const findNode = (node: ChartNode, id: string): ChartNode | null =>
  node.id === id ? node : (node.children.map((child) => findNode(child, id)).find(Boolean) ?? null);

/**
 * The statechart of the chosen actor's machine, drawn offline as nested boxes: each state a box,
 * a compound state's children inside it (a parallel state's regions side by side, dashed, as
 * Stately draws them), its transitions listed in it as "event → target", and the states the actor
 * is in marked. Read from `ChartNode`, which the session builds from XState's public StateNode members.
 */
import { Text } from '@radix-ui/themes';
import type { ChartNode, ChartTransition } from './explorer-session';

const describeTransition = (transition: ChartTransition): string => {
  const target = transition.targets.length > 0 ? ` → ${transition.targets.join(', ')}` : ' (stays)';
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  return `${transition.event}${target}${guard}`;
};

function ChartState({
  node,
  active,
  initial,
  region,
}: {
  node: ChartNode;
  active: Set<string>;
  initial: boolean;
  region: boolean;
}) {
  const isActive = active.has(node.id);
  const className = [
    'explorer-chart__state',
    isActive ? 'explorer-chart__state--active' : '',
    region ? 'explorer-chart__state--region' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} aria-current={isActive ? 'true' : undefined} data-state-id={node.id}>
      <Text as="div" size="2" weight={isActive ? 'bold' : 'medium'} className="explorer-chart__name">
        {initial && (
          <>
            <span className="explorer-chart__initial" aria-hidden>
              ▸{' '}
            </span>
            <span className="visually-hidden">initial state </span>
          </>
        )}
        {node.key}
        {node.type === 'final' && ' (final)'}
        {isActive && <span className="explorer-chart__badge">active</span>}
      </Text>
      {node.transitions.length > 0 && (
        <ul className="explorer-chart__transitions" aria-label={`Transitions of ${node.key}`}>
          {node.transitions.map((transition, index) => (
            <li key={index}>{describeTransition(transition)}</li>
          ))}
        </ul>
      )}
      {node.children.length > 0 && (
        <ul
          className={`explorer-chart__children${node.type === 'parallel' ? ' explorer-chart__children--parallel' : ''}`}
        >
          {node.children.map((child) => (
            <ChartState
              key={child.id}
              node={child}
              active={active}
              initial={node.initial === child.key}
              region={node.type === 'parallel'}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

export function StateChart({
  chart,
  active,
  label,
}: {
  chart: ChartNode;
  active: Set<string>;
  label: string;
}) {
  return (
    <div className="explorer-chart" tabIndex={0} role="group" aria-label={label}>
      <ul className="explorer-chart__children">
        <ChartState node={chart} active={active} initial region={false} />
      </ul>
    </div>
  );
}

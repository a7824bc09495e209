/**
 * The explorer's panels: the running actors, where the chosen one is in its chart, its context,
 * the events it accepts, the timers, how the services answer, and the history. English only: a QA
 * tool, not the product.
 */
import { Badge, Box, Button, Card, Code, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { EventObject } from 'xstate';
import { StateChart } from './explorer-chart';
import { StateChartDrawing } from './explorer-chart-drawing';
import {
  SERVICE_MODES,
  type ActorNode,
  type ExplorerSession,
  type HistoryStep,
  type ServiceMode,
} from './explorer-session';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card asChild size="2">
      <section aria-labelledby={id}>
        <Heading as="h2" size="3" mb="2" id={id}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

const seconds = (ms: number): string =>
  `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} s`;

/** Who the actor at a path is, for headings: the root's machine id or the child's id. */
export const actorName = (session: ExplorerSession, path: string): string =>
  path ? path.split('/').at(-1)! : session.target.machine.id;

export function StatePanel({ session, path = '' }: { session: ExplorerSession; path?: string }) {
  const snapshot = session.actorAt(path).getSnapshot() as { value?: unknown; status: string };
  const chart = session.chart(path);
  const name = actorName(session, path);
  return (
    <Panel title={path ? `Statechart of ${name}` : 'State'}>
      <Text as="p" size="2" mb="2" role="status" aria-live="polite">
        Current state: <Code data-testid="explorer-state">{JSON.stringify(snapshot.value)}</Code> (status{' '}
        {snapshot.status})
      </Text>
      {chart ? (
        <>
          <StateChartDrawing
            chart={chart}
            active={session.activeNodeIds(path)}
            label={`State chart of ${name}`}
          />
          <details>
            <summary>
              <Text size="2">States and transitions as a list</Text>
            </summary>
            <StateChart chart={chart} active={session.activeNodeIds(path)} label={`States of ${name}`} />
          </details>
        </>
      ) : (
        <Text size="2">{name} runs no state machine.</Text>
      )}
    </Panel>
  );
}

function ActorRow({
  node,
  chosen,
  onChoose,
}: {
  node: ActorNode;
  chosen: string;
  onChoose: (path: string) => void;
}) {
  return (
    <li>
      <div className="explorer-actor">
        <Button
          size="1"
          variant={node.path === chosen ? 'solid' : 'soft'}
          aria-pressed={node.path === chosen}
          onClick={() => onChoose(node.path)}
        >
          {node.id}
        </Button>
        <Code data-testid={`actor-state-${node.path || 'root'}`}>
          {node.value === null ? '—' : JSON.stringify(node.value)}
        </Code>
        <Badge color={node.status === 'active' ? 'gray' : 'amber'} highContrast>
          {node.status}
        </Badge>
        {node.changed && (
          <Badge color="green" highContrast data-testid={`actor-changed-${node.path || 'root'}`}>
            changed
          </Badge>
        )}
      </div>
      {node.children.length > 0 && (
        <ul className="explorer-actors" aria-label={`Children of ${node.id}`}>
          {node.children.map((child) => (
            <ActorRow key={child.path} node={child} chosen={chosen} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The running actors: the root and its children, each with its state and status; one is chosen. */
export function ActorsPanel({
  session,
  chosen,
  onChoose,
}: {
  session: ExplorerSession;
  chosen: string;
  onChoose: (path: string) => void;
}) {
  return (
    <Panel title="Actors">
      <Text as="p" size="2" mb="2">
        Choose an actor to see its chart and send it events. “changed” marks what the last step changed.
      </Text>
      <ul className="explorer-actors explorer-actors--root" aria-label="Actors">
        <ActorRow node={session.actorTree()} chosen={chosen} onChoose={onChoose} />
      </ul>
    </Panel>
  );
}

export function ContextPanel({ session }: { session: ExplorerSession }) {
  return (
    <Panel title="Context">
      <pre className="explorer-json" tabIndex={0} aria-label="Context as JSON" data-testid="explorer-context">
        {JSON.stringify(session.actor.getSnapshot().context, null, 2)}
      </pre>
    </Panel>
  );
}

type FieldValue = string | boolean;

const fieldsOf = (example: EventObject): [string, unknown][] =>
  Object.entries(example).filter(([key]) => key !== 'type');

const parseField = (example: unknown, value: FieldValue): unknown => {
  if (typeof example === 'boolean') return value === true;
  if (typeof example === 'number') return Number(value);
  if (typeof example === 'string') return value;
  return JSON.parse(String(value)) as unknown;
};

/** One accepted event: a button, or a small form when the event carries data. */
function EventForm({
  type,
  example,
  onSend,
}: {
  type: string;
  example: EventObject;
  onSend: (event: EventObject) => void;
}) {
  const fields = fieldsOf(example);
  const [values, setValues] = useState<Record<string, FieldValue>>(() =>
    Object.fromEntries(
      fields.map(([key, value]) => [
        key,
        typeof value === 'boolean'
          ? value
          : typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : JSON.stringify(value),
      ]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      onSend({
        type,
        ...Object.fromEntries(fields.map(([key, sample]) => [key, parseField(sample, values[key]!)])),
      });
      setError(null);
    } catch (failure) {
      setError(`Not valid JSON: ${(failure as Error).message}`);
    }
  };
  if (fields.length === 0) {
    return (
      <Button variant="soft" onClick={() => onSend({ type })}>
        {type}
      </Button>
    );
  }
  return (
    <Box asChild p="2" style={{ border: '1px solid var(--gray-a6)', borderRadius: 'var(--radius-3)' }}>
      <form onSubmit={submit} aria-label={`Event ${type}`}>
        <Flex direction="column" gap="2">
          {fields.map(([key, sample]) => (
            <Flex key={key} gap="2" align="center" asChild>
              <label htmlFor={`${id}-${key}`}>
                <Text size="2" style={{ minWidth: '8em' }}>
                  {key}
                </Text>
                {typeof sample === 'boolean' ? (
                  <input
                    id={`${id}-${key}`}
                    type="checkbox"
                    checked={values[key] === true}
                    onChange={(change) => setValues({ ...values, [key]: change.target.checked })}
                  />
                ) : (
                  <TextField.Root
                    id={`${id}-${key}`}
                    size="1"
                    type={typeof sample === 'number' ? 'number' : 'text'}
                    value={String(values[key])}
                    onChange={(change) => setValues({ ...values, [key]: change.target.value })}
                  />
                )}
              </label>
            </Flex>
          ))}
          {error && (
            <Text size="2" color="red" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" variant="soft">
            {type}
          </Button>
        </Flex>
      </form>
    </Box>
  );
}

export function EventsPanel({
  session,
  path = '',
  onSend,
}: {
  session: ExplorerSession;
  path?: string;
  onSend: (event: EventObject) => void;
}) {
  const accepted = session.acceptedEvents(path);
  return (
    <Panel title={path ? `Events ${actorName(session, path)} accepts` : 'Events this state accepts'}>
      {accepted.length === 0 ? (
        <Text size="2">None: the machine waits for a service or a timer, or has finished.</Text>
      ) : (
        <Flex gap="2" wrap="wrap" align="start">
          {accepted.map((type) => (
            <EventForm
              key={`${path}:${type}`}
              type={type}
              example={session.exampleEvent(type, path)}
              onSend={onSend}
            />
          ))}
        </Flex>
      )}
    </Panel>
  );
}

export function TimersPanel({
  session,
  onNext,
  onAdvance,
}: {
  session: ExplorerSession;
  onNext: () => void;
  onAdvance: (ms: number) => void;
}) {
  const [secondsText, setSecondsText] = useState('1');
  const timers = session.timers();
  const id = useId();
  return (
    <Panel title="Clock and timers">
      <Text as="p" size="2" mb="2">
        Clock: <Code data-testid="explorer-clock">{seconds(session.clock.now)}</Code> since start
      </Text>
      {timers.length === 0 ? (
        <Text as="p" size="2" mb="2">
          No timer waits.
        </Text>
      ) : (
        <ol aria-label="Scheduled timers">
          {timers.map((timer) => (
            <li key={timer.id}>
              <Text size="2">
                <Code>{timer.event}</Code> in {seconds(timer.due - session.clock.now)}
              </Text>
            </li>
          ))}
        </ol>
      )}
      <Flex gap="2" align="end" wrap="wrap">
        <Button onClick={onNext} disabled={timers.length === 0}>
          Advance to the next timer
        </Button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const ms = Math.round(Number(secondsText) * 1000);
            if (Number.isFinite(ms) && ms >= 0) onAdvance(ms);
          }}
        >
          <Flex gap="2" align="end">
            <label htmlFor={id}>
              <Text size="2">Seconds</Text>
              <TextField.Root
                id={id}
                type="number"
                min="0"
                step="any"
                value={secondsText}
                onChange={(change) => setSecondsText(change.target.value)}
              />
            </label>
            <Button type="submit" variant="soft">
              Advance the clock
            </Button>
          </Flex>
        </form>
      </Flex>
    </Panel>
  );
}

const MODE_LABELS: Record<ServiceMode, string> = {
  fake: 'Answers (fake)',
  error: 'Fails (500)',
  pending: 'Never answers',
};

export function ServicesPanel({
  session,
  onMode,
}: {
  session: ExplorerSession;
  onMode: (service: string, mode: ServiceMode) => void;
}) {
  const services = session.services();
  const id = useId();
  if (services.length === 0) return null;
  return (
    <Panel title="Services">
      <Flex direction="column" gap="2">
        {services.map((service) => (
          <Flex key={service} gap="2" align="center">
            <label htmlFor={`${id}-${service}`}>
              <Code>{service}</Code>
            </label>
            <select
              id={`${id}-${service}`}
              className="explorer-select"
              value={session.modes[service]}
              onChange={(change) => onMode(service, change.target.value as ServiceMode)}
            >
              {SERVICE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          </Flex>
        ))}
      </Flex>
    </Panel>
  );
}

const describeStep = (step: HistoryStep): string => {
  if ('event' in step) return `event ${JSON.stringify(step.event)}${step.to ? ` to ${step.to}` : ''}`;
  if ('advance' in step) return `clock +${seconds(step.advance)}`;
  return `${step.service} → ${MODE_LABELS[step.mode]}`;
};

export function HistoryPanel({ session }: { session: ExplorerSession }) {
  return (
    <Panel title="History">
      <Text as="p" size="2">
        Started from <Badge>{session.start?.name ?? 'the machine’s initial state'}</Badge>
      </Text>
      {session.steps.length === 0 ? (
        <Text as="p" size="2">
          No step yet.
        </Text>
      ) : (
        <ol aria-label="Steps" data-testid="explorer-history">
          {session.steps.map((step, index) => (
            <li key={index}>
              <Text size="2">{describeStep(step)}</Text>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

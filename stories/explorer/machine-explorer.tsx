/**
 * The machine explorer (issue 12): a real machine on the explorer's clock with its real view
 * beside it. QA picks where it starts, sends the events the state accepts (also by using the view),
 * moves the clock timer by timer, makes a service fail or hang, puts a mock scenario in front of
 * the API, and copies a link that opens Storybook in exactly that state. Nothing here needs the
 * network: services answer with the machine's fakes, the API with the mocks.
 */
import { Box, Button, Callout, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { AnyStateMachine, EventObject } from 'xstate';
import { routeList, type RouteName } from '@contract';
import { worker } from '@mocks/browser';
import { scenario as scenarioHandler, type ScenarioVariant } from '@mocks/scenarios';
import type { MachineView } from '../support/state-story';
import { explorerTitle } from '../support/story-names';
import { VIEWS_PENDING } from '../support/views-pending';
import { explorerLinkUrl, readExplorerLink, type ExplorerLink, type ExplorerScenario } from './explorer-link';
import {
  ActorsPanel,
  ContextPanel,
  EventsPanel,
  HistoryPanel,
  Panel,
  ServicesPanel,
  StatePanel,
  TimersPanel,
} from './explorer-panels';
import { ExplorerSession, type HistoryStep, type ServiceMode } from './explorer-session';
import { explorerTarget, loadMachineView } from './machine-catalog';
import './explorer.css';

const VARIANTS: readonly ScenarioVariant[] = ['error', 'empty', 'slow', 'offline', 'badGateway'];

/** Storybook's own page (the manager) when the explorer runs in its frame, else this page. */
const pageHref = (): string => {
  try {
    if (window.parent !== window) return window.parent.location.href;
  } catch {
    // Another origin holds the frame: this page's address will do.
  }
  return location.href;
};

/** The explorer state the address carries (this frame's, or Storybook's page around it). */
const linkFromAddress = (flow: string): ExplorerLink | null => {
  const link = readExplorerLink(location.href) ?? readExplorerLink(pageHref());
  return link?.flow === flow ? link : null;
};

const applyScenario = (scenario: ExplorerScenario | null): void => {
  worker.resetHandlers();
  if (scenario) worker.use(scenarioHandler(scenario.route, scenario.variant));
};

const isRunning = (session: ExplorerSession, path: string): boolean => {
  try {
    session.actorAt(path);
    return true;
  } catch {
    return false;
  }
};

/** The real view over the session's actor; what it sends goes into the history. */
function LiveView({
  session,
  machineView,
  onSend,
}: {
  session: ExplorerSession;
  machineView: MachineView<AnyStateMachine, unknown>;
  onSend: (event: EventObject) => void;
}) {
  const snapshot = useSelector(session.actor, (current) => current);
  const { View, connect } = machineView;
  return <View view={connect(snapshot as never, onSend as never)} />;
}

function ScenarioPanel({
  scenario,
  onChange,
}: {
  scenario: ExplorerScenario | null;
  onChange: (scenario: ExplorerScenario | null) => void;
}) {
  const [route, setRoute] = useState<RouteName>(scenario?.route ?? routeList[0]!.name);
  const [variant, setVariant] = useState<ScenarioVariant>(scenario?.variant ?? 'error');
  const id = useId();
  return (
    <Panel title="Mock scenario">
      <Text as="p" size="2" mb="2">
        {scenario
          ? `${scenario.route} answers '${scenario.variant}'.`
          : 'Every route answers with its fixtures.'}
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        <label htmlFor={`${id}-route`}>
          <Text size="2">Route </Text>
        </label>
        <select
          id={`${id}-route`}
          className="explorer-select"
          value={route}
          onChange={(change) => setRoute(change.target.value as RouteName)}
        >
          {routeList.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name} ({entry.method} {entry.path})
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-variant`}>
          <Text size="2">Variant </Text>
        </label>
        <select
          id={`${id}-variant`}
          className="explorer-select"
          value={variant}
          onChange={(change) => setVariant(change.target.value as ScenarioVariant)}
        >
          {VARIANTS.map((entry) => (
            <option key={entry}>{entry}</option>
          ))}
        </select>
        <Button variant="soft" onClick={() => onChange({ route, variant })}>
          Apply scenario
        </Button>
        <Button variant="soft" color="gray" highContrast onClick={() => onChange(null)} disabled={!scenario}>
          Clear scenario
        </Button>
      </Flex>
    </Panel>
  );
}

export interface MachineExplorerProps {
  flow: string;
  /** The explorer story's id, for the link. */
  storyId: string;
  /** The toolbar's globals (theme, locale, direction), for the link. */
  globals: Record<string, string>;
  /** Applies a link's globals to Storybook's toolbar. */
  updateGlobals?: (globals: Record<string, string>) => void;
}

export function MachineExplorer({ flow, storyId, globals, updateGlobals }: MachineExplorerProps) {
  const target = useMemo(() => explorerTarget(flow), [flow]);
  const [machineView, setMachineView] = useState<MachineView<AnyStateMachine, unknown> | null | undefined>();
  const [session, setSession] = useState<ExplorerSession | null>(null);
  const [scenario, setScenario] = useState<ExplorerScenario | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [link, setLink] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  /** The actor QA looks at and sends to: '' is the root, else a path of child ids. */
  const [chosen, setChosen] = useState('');
  const queue = useRef(Promise.resolve());
  const ids = { start: useId(), link: useId(), open: useId() };

  /** Runs one action at a time, in order, then shows its result. */
  const run = useCallback((action: () => Promise<unknown>) => {
    queue.current = queue.current.then(action).then(rerender, (error: unknown) => setNotice(String(error)));
  }, []);

  const open = useCallback(
    (
      start: string | null,
      steps: readonly HistoryStep[],
      nextScenario: ExplorerScenario | null,
      clock?: number,
      actor = '',
    ) =>
      run(async () => {
        applyScenario(nextScenario);
        setScenario(nextScenario);
        const next = await ExplorerSession.open(
          { ...target, implementations: target.implementations ?? machineView?.implementations },
          start,
          steps,
        );
        setSession((previous) => {
          previous?.stop();
          return next;
        });
        setLink('');
        setChosen(actor);
        if (clock !== undefined && clock !== next.clock.now) {
          setNotice(`The link's clock was ${clock} ms; the replay ended at ${next.clock.now} ms.`);
        }
      }),
    [run, target, machineView],
  );

  useEffect(() => {
    let live = true;
    void loadMachineView(flow).then((view) => live && setMachineView(view));
    return () => {
      live = false;
    };
  }, [flow]);

  // Once the view is known: the state the address carries, else the machine's initial state.
  useEffect(() => {
    if (machineView === undefined) return;
    const fromAddress = linkFromAddress(flow);
    if (fromAddress)
      open(fromAddress.start, fromAddress.steps, fromAddress.scenario, fromAddress.clock, fromAddress.actor);
    else open(null, [], null);
  }, [machineView, flow, open]);

  useEffect(() => () => session?.stop(), [session]);

  const copyLink = () => {
    if (!session) return;
    const url = explorerLinkUrl(pageHref(), storyId, {
      flow,
      start: session.start?.name ?? null,
      steps: session.steps,
      clock: session.clock.now,
      actor: actorPath,
      scenario,
      globals,
    });
    setLink(url);
    navigator.clipboard?.writeText(url).then(
      () => setNotice('Link copied.'),
      () => setNotice('Copy the link from the field below.'),
    );
  };

  const openPasted = () => {
    const pastedLink = readExplorerLink(pasted.trim());
    if (!pastedLink) return setNotice('That is not an explorer link.');
    if (pastedLink.flow !== flow)
      return setNotice(`That link is for the ${explorerTitle(pastedLink.flow)} explorer.`);
    updateGlobals?.(pastedLink.globals);
    setNotice(null);
    open(pastedLink.start, pastedLink.steps, pastedLink.scenario, pastedLink.clock, pastedLink.actor);
  };

  /** The chosen actor while it runs; the root once it is gone (a closed dialog's actor stops). */
  const actorPath = session && isRunning(session, chosen) ? chosen : '';
  const send = (event: EventObject) => session && run(() => session.send(event, actorPath || undefined));

  return (
    <Box p="4" asChild>
      <section aria-labelledby={`${ids.start}-title`}>
        <Heading as="h1" size="6" mb="3" id={`${ids.start}-title`}>
          Explorer: {explorerTitle(flow)}
        </Heading>
        {target.journey && (
          <Text as="p" size="2" mb="2">
            The whole journey: {target.machine.id} and its children (
            {Object.keys(target.journey.children).join(', ')}) run as one actor system on one clock, each
            child's services answered by its fakes. Choose an actor to see its chart and send it events.
          </Text>
        )}
        {notice && (
          <Text as="p" size="2" mb="2" role="status">
            {notice}
          </Text>
        )}
        <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
          <Flex direction="column" gap="3">
            <Panel title="Start">
              <Flex gap="2" align="center" wrap="wrap">
                <label htmlFor={ids.start}>
                  <Text size="2">Start from </Text>
                </label>
                <select
                  id={ids.start}
                  className="explorer-select"
                  value={session?.start?.name ?? ''}
                  onChange={(change) => open(change.target.value || null, [], scenario)}
                >
                  <option value="">the machine’s initial state</option>
                  {target.statesOfInterest.map((entry) => (
                    <option key={entry.name} value={entry.name}>
                      {entry.name}
                    </option>
                  ))}
                </select>
                <Button variant="soft" onClick={() => open(session?.start?.name ?? null, [], scenario)}>
                  Restart
                </Button>
              </Flex>
            </Panel>
            {session && (
              <>
                <ActorsPanel session={session} chosen={actorPath} onChoose={setChosen} />
                <EventsPanel session={session} path={actorPath} onSend={send} />
                <TimersPanel
                  session={session}
                  onNext={() => run(() => session.advanceToNextTimer())}
                  onAdvance={(ms) => run(() => session.advanceBy(ms))}
                />
                <ServicesPanel
                  session={session}
                  onMode={(service: string, mode: ServiceMode) => run(() => session.setMode(service, mode))}
                />
                <ScenarioPanel
                  scenario={scenario}
                  onChange={(next) => open(session.start?.name ?? null, session.steps, next)}
                />
                <ContextPanel session={session} />
                <HistoryPanel session={session} />
              </>
            )}
            <Panel title="Link">
              <Flex direction="column" gap="2">
                <Flex gap="2" align="end">
                  <Button onClick={copyLink} disabled={!session}>
                    Copy link
                  </Button>
                  <Box flexGrow="1">
                    <label htmlFor={ids.link}>
                      <Text size="2">Link to this state</Text>
                    </label>
                    <TextField.Root id={ids.link} readOnly value={link} />
                  </Box>
                </Flex>
                <Flex gap="2" align="end">
                  <Box flexGrow="1">
                    <label htmlFor={ids.open}>
                      <Text size="2">Open a link</Text>
                    </label>
                    <TextField.Root
                      id={ids.open}
                      value={pasted}
                      onChange={(change) => setPasted(change.target.value)}
                    />
                  </Box>
                  <Button variant="soft" onClick={openPasted}>
                    Open link
                  </Button>
                </Flex>
              </Flex>
            </Panel>
          </Flex>
          <Flex direction="column" gap="3">
            <Panel title="View">
              {machineView && session ? (
                <LiveView
                  session={session}
                  machineView={machineView}
                  onSend={(event) => run(() => session.send(event))}
                />
              ) : machineView === null ? (
                <Callout.Root color="gray" highContrast>
                  <Callout.Text>
                    This machine's view has not landed yet ({VIEWS_PENDING[flow] ?? 'no view file'}): the
                    panels run the machine alone.
                  </Callout.Text>
                </Callout.Root>
              ) : (
                <Text size="2">Loading the view…</Text>
              )}
            </Panel>
            {session && <StatePanel session={session} path={actorPath} />}
          </Flex>
        </Grid>
      </section>
    </Box>
  );
}

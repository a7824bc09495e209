// @vitest-environment node
/**
 * The explorer runs every machine: each state of interest is reached from its start as the
 * stories reach it, each machine steps through its timers one at a time, and a link replays a
 * session to the same state, context and clock.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExplorerLink, explorerLinkUrl } from './explorer-link';
import { ExplorerSession, type HistoryStep } from './explorer-session';
import { explorerFlows, explorerTarget } from './machine-catalog';

const flows = explorerFlows();

/** Snapshot value and context, as the explorer shows them. */
const seen = (session: ExplorerSession) => {
  const snapshot = session.actor.getSnapshot();
  return {
    value: snapshot.value,
    context: JSON.parse(JSON.stringify(snapshot.context)) as unknown,
    clock: session.clock.now,
  };
};

describe('the machine explorer', () => {
  it('has every machine of machines/', () => {
    const machinesFolder = path.join(import.meta.dirname, '..', '..', 'machines');
    const machineFlows = readdirSync(machinesFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readdirSync(path.join(machinesFolder, entry.name)).includes(`${entry.name}.machine.ts`),
      )
      .map((entry) => entry.name);
    expect([...flows].sort()).toEqual(machineFlows.sort());
  });

  describe.each(flows)('%s', (flow) => {
    const target = explorerTarget(flow);

    it.each(target.statesOfInterest.map((entry) => entry.name))(
      'starts in "%s" as its story does',
      async (name) => {
        const session = await ExplorerSession.open(target, name);
        const entry = target.statesOfInterest.find((candidate) => candidate.name === name)!;
        expect(session.actor.getSnapshot().value).toEqual(entry.expected);
        session.stop();
      },
    );

    it('steps through its timers one at a time, and a link replays the run', async () => {
      let fired = 0;
      for (const entry of target.statesOfInterest) {
        const session = await ExplorerSession.open(target, entry.name);
        for (let step = 0; step < 6; step += 1) {
          const [next] = session.timers();
          if (!next) break;
          await session.advanceToNextTimer();
          expect(session.clock.now).toBe(next.due);
          expect(session.timers().map((timer) => timer.id)).not.toContain(next.id);
          fired += 1;
        }
        const url = explorerLinkUrl('http://localhost:6006/', `explorer--${flow}`, {
          flow,
          start: entry.name,
          steps: session.steps,
          clock: session.clock.now,
          scenario: null,
          globals: { theme: 'dark', locale: 'ar' },
        });
        const link = readExplorerLink(url)!;
        expect(link.globals).toEqual({ theme: 'dark', locale: 'ar' });
        const replayed = await ExplorerSession.open(target, link.start, link.steps);
        expect(seen(replayed)).toEqual(seen(session));
        expect(replayed.clock.now).toBe(link.clock);
        session.stop();
        replayed.stop();
      }
      // Machines with delays have timers somewhere among their states of interest.
      const hasDelays = Object.keys(target.machine.implementations.delays).length > 0;
      if (hasDelays) expect(fired).toBeGreaterThan(0);
    });
  });

  it('names each timer by the delayed event it sends', async () => {
    const session = await ExplorerSession.open(explorerTarget('guided-tour'), null);
    expect(session.timers().map(({ event, due }) => ({ event, due }))).toEqual([
      { event: 'xstate.after.tourStart.guidedTour.tour.scheduled', due: 2000 },
    ]);
    session.stop();
  });

  it('records events, time and service answers, and a failing service fails its call', async () => {
    const session = await ExplorerSession.open(explorerTarget('checkout'), 'Ready to pay');
    await session.setMode('pay', 'error');
    await session.send({ type: 'checkout.pay' });
    expect(session.actor.getSnapshot().value).toBe('payError');
    await session.advanceBy(1500);
    const steps: HistoryStep[] = [
      { service: 'pay', mode: 'error' },
      { event: { type: 'checkout.pay' } },
      { advance: 1500 },
    ];
    expect(session.steps).toEqual(steps);
    expect(session.acceptedEvents()).toEqual(['checkout.cancel', 'checkout.pay']);
  });
});

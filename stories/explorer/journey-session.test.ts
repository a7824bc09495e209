// @vitest-environment node
/**
 * The journeys run as whole actor systems in the explorer: the funnel from a first visit to
 * onboarding's payment step, the portal from an admin's password to the admin portal, each child
 * a real machine on the one explorer clock; events go to the actor they name, the tree marks what
 * changed, and a link replays the journey.
 */
import { describe, expect, it } from 'vitest';
import { fillAccount } from '@machines/onboarding/onboarding.states';
import { explorerLinkUrl, readExplorerLink } from './explorer-link';
import { ExplorerSession, type ActorNode } from './explorer-session';
import { explorerTarget } from './machine-catalog';

/** Each actor's path, value and whether it changed at the last step. */
const flatten = (node: ActorNode): Record<string, { value: unknown; changed: boolean }> => ({
  [node.path || node.id]: { value: node.value, changed: node.changed },
  ...Object.assign({}, ...node.children.map(flatten)),
});

const valueOf = (session: ExplorerSession, path: string) => flatten(session.actorTree())[path]?.value;

describe('the funnel journey', () => {
  it('steps from a first visit through the tour and the popups to onboarding’s payment step', async () => {
    const session = await ExplorerSession.open(explorerTarget('funnel'), 'First visit');
    expect(Object.keys(flatten(session.actorTree()))).toEqual([
      'funnel',
      'tour',
      'popups',
      'packageSelection',
      'onboarding',
    ]);
    expect(session.services()).toContain('onboarding/register');

    // The tour's own timer, on the one clock: it opens at 2 s.
    await session.advanceToNextTimer();
    expect(session.clock.now).toBe(2000);
    expect(valueOf(session, 'tour')).toEqual({ tour: { open: 'welcome' }, announcement: 'idle' });
    expect(flatten(session.actorTree()).tour!.changed).toBe(true);
    expect(flatten(session.actorTree()).popups!.changed).toBe(false);
    expect(session.acceptedEvents('tour')).toContain('step.next');

    await session.send({ type: 'tour.close' }, 'tour');
    expect(valueOf(session, 'popups')).toBe('waiting');
    // 30 s after the tour, the popups' schedule starts; the corner card is the first due.
    await session.advanceToNextTimer();
    expect(session.clock.now).toBe(32_000);
    while (!session.acceptedEvents('popups').includes('cornerCard.accept'))
      await session.advanceToNextTimer();
    expect(session.actor.getSnapshot().value).toMatchObject({ interruption: 'popup' });

    await session.send({ type: 'cornerCard.accept' }, 'popups');
    expect(valueOf(session, 'packageSelection')).toBe('open');
    await session.send({ type: 'package.choose', packageId: 'startup' }, 'packageSelection');
    await session.advanceToNextTimer();
    expect(valueOf(session, 'onboarding')).toEqual({ open: 'account' });

    for (const event of [...fillAccount, { type: 'account.submit' }]) await session.send(event, 'onboarding');
    expect(valueOf(session, 'onboarding')).toEqual({ open: 'package' });
    await session.send({ type: 'package.continue' }, 'onboarding');
    expect(valueOf(session, 'onboarding')).toEqual({ open: 'payment' });
    // The account recorded stops the popups.
    expect(valueOf(session, 'popups')).toBe('suppressed');

    // Paid at the checkout and back: onboarding starts again, at the domain step.
    await session.send({ type: 'payment.start' }, 'onboarding');
    expect(valueOf(session, 'onboarding')).toEqual({ open: 'redirecting' });
    await session.send({ type: 'page.paymentReturn' });
    expect(valueOf(session, 'onboarding')).toEqual({ open: 'domain' });
    expect(flatten(session.actorTree()).onboarding!.changed).toBe(true);

    const url = explorerLinkUrl('http://localhost:6006/', 'explorer--funnel', {
      flow: 'funnel',
      start: session.start!.name,
      steps: session.steps,
      clock: session.clock.now,
      actor: 'onboarding',
      scenario: null,
      globals: {},
    });
    const link = readExplorerLink(url)!;
    expect(link.actor).toBe('onboarding');
    expect(link.steps).toContainEqual({ event: { type: 'tour.close' }, to: 'tour' });
    const replayed = await ExplorerSession.open(explorerTarget('funnel'), link.start, link.steps);
    expect(flatten(replayed.actorTree())).toEqual(flatten(session.actorTree()));
    expect(replayed.clock.now).toBe(session.clock.now);
    session.stop();
    replayed.stop();
  });

  it.each([
    ['fake', { open: 'package' }],
    ['error', { open: 'account' }],
    ['pending', { open: 'creatingAccount' }],
  ] as const)('answers a child’s service as QA sets it: registration %s', async (mode, onboarding) => {
    const session = await ExplorerSession.open(explorerTarget('funnel'), 'First visit');
    await session.send({ type: 'page.openOnboarding', packageId: 'startup' });
    await session.setMode('onboarding/register', mode);
    for (const event of [...fillAccount, { type: 'account.submit' }]) await session.send(event, 'onboarding');
    expect(valueOf(session, 'onboarding')).toEqual(onboarding);
    expect(session.steps[1]).toEqual({ service: 'onboarding/register', mode });
    session.stop();
  });

  it('refuses an event for an actor that is not running', async () => {
    const session = await ExplorerSession.open(explorerTarget('portal-session'), 'Nothing stored');
    await expect(session.send({ type: 'admin.signOut' }, 'adminPortal')).rejects.toThrow(
      "No running actor 'adminPortal'",
    );
    session.stop();
  });
});

describe('the portal journey', () => {
  it('signs an admin in with a password, asks the code, and opens the admin portal holding the admin token', async () => {
    const session = await ExplorerSession.open(explorerTarget('portal-session'), 'Nothing stored');
    await session.send(
      { type: 'login.submit', email: 'grace@example.com', password: 'secret1' },
      'customerSession',
    );
    expect(session.actor.getSnapshot().value).toMatchObject({ secondFactor: 'asking' });
    expect(session.acceptedEvents('secondFactor')).toEqual([
      'code.change',
      'code.submit',
      'verification.cancel',
    ]);
    await session.send({ type: 'code.change', value: '123456' }, 'secondFactor');
    await session.send({ type: 'code.submit' }, 'secondFactor');
    expect(session.actor.getSnapshot().value).toEqual({
      restore: 'settled',
      secondFactor: 'idle',
      adminPortal: 'open',
    });
    expect(session.actor.getSnapshot().context).toMatchObject({ adminToken: 'tok_admin' });
    const tree = flatten(session.actorTree());
    expect(tree.adminPortal).toEqual({ value: 'authenticated', changed: true });
    expect(tree.customerSession).toEqual({ value: 'signedIn', changed: false });
    session.stop();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillAccount } from '@machines/onboarding/onboarding.states';
import { explorerStory } from './explorer-story';

/**
 * The journeys stepped in their explorers (Explorer › Funnel, Explorer › Portal), as QA
 * steps them: the whole actor system on one clock, each step checked in the tree of actors.
 */
const meta = { title: 'Explorer journeys', parameters: { layout: 'fullscreen' } } satisfies Meta;

export default meta;

const READY = { timeout: 5000 };

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

/** The state an actor of the tree shows ('root' for the parent). */
const actorState = (canvas: Canvas, path: string) => canvas.getByTestId(`actor-state-${path}`);

const expectActor = (canvas: Canvas, path: string, text: string) =>
  waitFor(() => expect(actorState(canvas, path)).toHaveTextContent(text), READY);

/** The drawn statechart of an actor marks this state as active. */
const expectMarked = async (canvas: Canvas, actor: string, stateId: string) => {
  const drawing = await canvas.findByRole('img', { name: new RegExp(`^State chart of ${actor}:`) }, READY);
  await waitFor(
    () =>
      expect(drawing.querySelector(`[data-state-id="${stateId}"]`)).toHaveAttribute('data-active', 'true'),
    READY,
  );
};

const choose = (canvas: Canvas, actor: string) =>
  userEvent.click(within(canvas.getByRole('list', { name: 'Actors' })).getByRole('button', { name: actor }));

const sendEvent = (canvas: Canvas, type: string) =>
  userEvent.click(canvas.getByRole('button', { name: type }));

/** Fills one field of an event's form: the field's text replaced. */
const fill = async (form: HTMLElement, field: string, value: string) => {
  const box = within(form).getByRole('textbox', { name: field });
  await userEvent.clear(box);
  await userEvent.type(box, value);
};

/**
 * First visit → tour at 2 s → tour closed → popups 30 s after → accept → package → onboarding →
 * payment → back from the checkout at the domain step.
 */
export const FunnelFirstVisitToPayment: StoryObj = {
  ...explorerStory('funnel'),
  name: 'Funnel: first visit to the payment and back',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Explorer: Funnel' }, READY)).toBeVisible();
    await expectActor(canvas, 'tour', '"scheduled"');
    await expectActor(canvas, 'root', '"interruption":"clear"');

    // The tour's timer, on the system's one clock.
    await userEvent.click(canvas.getByRole('button', { name: 'Advance to the next timer' }));
    await waitFor(() => expect(canvas.getByTestId('explorer-clock')).toHaveTextContent('2 s'), READY);
    await expectActor(canvas, 'tour', '"open":"welcome"');
    await expect(canvas.getByTestId('actor-changed-tour')).toBeVisible();
    await expectActor(canvas, 'root', '"interruption":"blocked"');

    await choose(canvas, 'tour');
    await expectMarked(canvas, 'tour', 'guidedTour.tour.open.welcome');
    await sendEvent(canvas, 'tour.close');
    await expectActor(canvas, 'tour', '"tour":"closed"');
    await expectActor(canvas, 'popups', '"waiting"');

    // 30 s after the tour the popups' schedule starts; the corner card comes next.
    await userEvent.click(canvas.getByRole('button', { name: 'Advance to the next timer' }));
    await waitFor(() => expect(canvas.getByTestId('explorer-clock')).toHaveTextContent('32 s'), READY);
    await expectActor(canvas, 'popups', '"active"');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance to the next timer' }));
    await expectActor(canvas, 'popups', '"cornerCard":"open"');
    await expectActor(canvas, 'root', '"interruption":"popup"');

    await choose(canvas, 'popups');
    await sendEvent(canvas, 'cornerCard.accept');
    await expectActor(canvas, 'packageSelection', '"open"');

    await choose(canvas, 'packageSelection');
    const packageForm = canvas.getByRole('form', { name: 'Event package.choose' });
    await fill(packageForm, 'packageId', 'startup');
    await userEvent.click(within(packageForm).getByRole('button', { name: 'package.choose' }));
    await expectActor(canvas, 'packageSelection', '"handingOff"');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance to the next timer' }));
    await expectActor(canvas, 'onboarding', '{"open":"account"}');

    await choose(canvas, 'onboarding');
    for (const change of fillAccount) {
      const form = canvas.getByRole('form', { name: 'Event account.change' });
      await fill(form, 'field', change.field);
      await fill(form, 'value', change.value);
      await userEvent.click(within(form).getByRole('button', { name: 'account.change' }));
    }
    await sendEvent(canvas, 'account.submit');
    await expectActor(canvas, 'onboarding', '{"open":"package"}');
    // The account recorded stops the popups.
    await expectActor(canvas, 'popups', '"suppressed"');
    await sendEvent(canvas, 'package.continue');
    await expectActor(canvas, 'onboarding', '{"open":"payment"}');
    await expectMarked(canvas, 'onboarding', 'onboarding.open.payment');

    // Paid at the checkout and back on the page: onboarding starts again at the domain step.
    await sendEvent(canvas, 'payment.start');
    await expectActor(canvas, 'onboarding', '{"open":"redirecting"}');
    await choose(canvas, 'funnel');
    await sendEvent(canvas, 'page.paymentReturn');
    await expectActor(canvas, 'onboarding', '{"open":"domain"}');
    await expect(canvas.getByTestId('actor-changed-onboarding')).toBeVisible();
  },
};

/** An admin's password → the second factor asks the code → the mock code → the admin portal. */
export const PortalAdminSignIn: StoryObj = {
  ...explorerStory('portal-session'),
  name: "Portal: an admin's sign-in to the admin portal",
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Explorer: Portal' }, READY),
    ).toBeVisible();
    await expectActor(canvas, 'customerSession', '"signedOut"');

    await choose(canvas, 'customerSession');
    const login = canvas.getByRole('form', { name: 'Event login.submit' });
    await fill(login, 'email', 'grace@example.com');
    await userEvent.click(within(login).getByRole('button', { name: 'login.submit' }));
    await expectActor(canvas, 'root', '"secondFactor":"asking"');
    await expectActor(canvas, 'customerSession', '"signedIn"');
    await expectActor(canvas, 'secondFactor', '"entry":"editing"');

    await choose(canvas, 'secondFactor');
    const code = canvas.getByRole('form', { name: 'Event code.change' });
    await fill(code, 'value', '123456');
    await userEvent.click(within(code).getByRole('button', { name: 'code.change' }));
    await sendEvent(canvas, 'code.submit');

    await expectActor(canvas, 'root', '"adminPortal":"open"');
    await expectActor(canvas, 'adminPortal', '"authenticated"');
    await expect(canvas.getByTestId('actor-changed-adminPortal')).toBeVisible();
    await expect(canvas.getByTestId('explorer-context')).toHaveTextContent('"adminToken": "tok_admin"');

    // The journey as a link: a restart, then the link brings back the tree and the chosen actor.
    await choose(canvas, 'adminPortal');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    const linkField = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Link to this state' });
    await waitFor(() => expect(linkField.value).toContain('explore='), READY);
    const link = linkField.value;
    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await expectActor(canvas, 'root', '"secondFactor":"idle","adminPortal":"closed"');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Open a link' }));
    await userEvent.paste(link);
    await userEvent.click(canvas.getByRole('button', { name: 'Open link' }));
    await expectActor(canvas, 'adminPortal', '"authenticated"');
    await expect(canvas.getByRole('button', { name: 'adminPortal', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Statechart of adminPortal' })).toBeVisible();
  },
};

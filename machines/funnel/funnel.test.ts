import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { connectGuidedTour } from '../guided-tour';
import { onboardingFakes, onboardingMachine, type OnboardingStart } from '../onboarding';
import { returningAfterPayment, signedIn } from '../onboarding/onboarding.states';
import { tourCompletedEarlier } from '../popup-schedule/popup-schedule.states';
import { guidedTourMachine } from '../guided-tour';
import { packageSelectionMachine } from '../package-selection';
import { popupScheduleMachine } from '../popup-schedule';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { TIMINGS } from '../timings';
import { connect } from './funnel.connect';
import { funnelFakes } from './funnel.fakes';
import { createFunnelMachine, funnelChildren, funnelMachine, type FunnelInput } from './funnel.machine';
import { draftOnEarlierVisit, firstVisit, statesOfInterest } from './funnel.states';

/** A returning visitor whose tour was completed long enough ago: the popups may start at once. */
const returning: FunnelInput = { ...firstVisit, tour: { completed: true }, popups: tourCompletedEarlier };

/** The app's download of the modal popups' code; here at hand at once unless a test says otherwise. */
type LoadPopupDialogs = () => Promise<void>;

const start = (
  input: FunnelInput,
  paymentReturn: OnboardingStart | null = null,
  loadPopupDialogs: LoadPopupDialogs = async () => {},
) => {
  const clock = new SimulatedClock();
  const effects = {
    storeTourCompleted: vi.fn(),
    recordPackageSelectionOpened: vi.fn(),
    storeAccountCreated: vi.fn(),
    storePaymentStarted: vi.fn(),
    recordDraftPromptDismissed: vi.fn(),
  };
  const machine = createFunnelMachine({
    tour: guidedTourMachine,
    popups: popupScheduleMachine,
    packageSelection: packageSelectionMachine,
    onboarding: onboardingMachine.provide({
      actors: {
        register: fromPromise(async () => onboardingFakes.register()),
        createPayment: fromPromise(async () => onboardingFakes.createPayment()),
      },
    }),
  }).provide({
    actions: effects,
    actors: {
      readPaymentReturn: fromPromise(async () => paymentReturn),
      loadPopupDialogs: fromPromise(() => loadPopupDialogs()),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const children = () => funnelChildren(actor.getSnapshot());
  const view = () => {
    const refs = children();
    return connect(
      {
        funnel: actor.getSnapshot(),
        tour: refs.tour.getSnapshot(),
        popups: refs.popups.getSnapshot(),
        packageSelection: refs.packageSelection.getSnapshot(),
        onboarding: refs.onboarding.getSnapshot(),
      },
      {
        funnel: actor.send,
        tour: refs.tour.send,
        popups: refs.popups.send,
        packageSelection: refs.packageSelection.send,
        onboarding: refs.onboarding.send,
      },
    );
  };
  /** The popups on screen. */
  const shown = () =>
    (['exitIntent', 'secondPopup', 'cornerCard', 'readyCard'] as const).filter(
      (name) => view().popups[name].isOpen,
    );
  return { actor, clock, effects, view, shown, children };
};

const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('funnel', () => {
  itReachesEachStateOfInterest(funnelMachine, statesOfInterest, funnelFakes);

  it('opens the tour at 2 s on a first visit; its completion is stored and starts the popups 30 s later', () => {
    const { clock, view, shown, effects } = start(firstVisit);
    clock.increment(TIMINGS.tourStart - 1);
    expect(view().tour.isOpen).toBe(false);
    clock.increment(1);
    expect(view().tour.isOpen).toBe(true);
    expect(view().dialogOpen).toBe(true);
    view().tour.onClose();
    expect(effects.storeTourCompleted).toHaveBeenCalledTimes(1);
    expect(view().dialogOpen).toBe(false);
    clock.increment(TIMINGS.popupAfterTour);
    clock.increment(TIMINGS.cornerCard - 1);
    expect(shown()).toEqual([]);
    clock.increment(1);
    expect(shown()).toEqual(['cornerCard']);
  });

  it('hides the tour and, for the visit, the ready card when package selection opens', async () => {
    const { actor, clock, view, shown, effects } = start(firstVisit);
    clock.increment(TIMINGS.tourStart);
    actor.send({ type: 'page.openPackageSelection' });
    expect(view().packageSelection.isOpen).toBe(true);
    expect(view().tour.isOpen).toBe(false);
    expect(effects.recordPackageSelectionOpened).toHaveBeenCalledTimes(1);
    view().packageSelection.onClose();
    // Hiding the tour is not completing it: no popup ever.
    clock.increment(10 * TIMINGS.popupAfterTour);
    expect(shown()).toEqual([]);
    view().tour.onRestart();
    view().tour.onClose();
    clock.increment(TIMINGS.popupAfterTour);
    clock.increment(TIMINGS.cornerCard);
    view().popups.cornerCard.onDismiss();
    clock.increment(TIMINGS.readyCard - TIMINGS.cornerCard);
    await settle();
    // The exit-intent fallback comes at 30 s; the ready card never does.
    expect(shown()).toEqual(['exitIntent']);
    view().popups.exitIntent.onDismiss();
    expect(shown()).toEqual([]);
  });

  it('keeps a popup whose time has come waiting behind a dialog, and opens it when the dialog is gone', () => {
    const { actor, clock, view, shown } = start(returning);
    clock.increment(0);
    actor.send({ type: 'page.openPackageSelection' });
    clock.increment(TIMINGS.cornerCard);
    expect(shown()).toEqual([]);
    expect(view().popups.cornerCard.isOpen).toBe(false);
    view().packageSelection.onClose();
    expect(shown()).toEqual(['cornerCard']);
  });

  it('opens no popup over the customer portal: one that comes due waits until the portal closes', async () => {
    const { actor, clock, view, shown } = start(returning);
    clock.increment(0);
    actor.send({ type: 'page.portalOpened' });
    clock.increment(TIMINGS.exitIntentFallback);
    await settle();
    expect(shown()).toEqual([]);
    expect(view().dialogOpen).toBe(true);
    actor.send({ type: 'page.portalClosed' });
    expect(shown()).toEqual(['exitIntent']);
  });

  it('puts the tour aside when the customer portal opens', () => {
    const { actor, clock, view } = start(firstVisit);
    clock.increment(TIMINGS.tourStart);
    expect(view().tour.isOpen).toBe(true);
    actor.send({ type: 'page.portalOpened' });
    expect(view().tour.isOpen).toBe(false);
  });

  it('waits for the tour restarted over a card, and shows the card again after it', () => {
    const { clock, view, shown } = start(returning);
    clock.increment(0);
    clock.increment(TIMINGS.cornerCard);
    expect(shown()).toEqual(['cornerCard']);
    view().tour.onRestart();
    expect(shown()).toEqual([]);
    view().tour.onClose();
    expect(shown()).toEqual(['cornerCard']);
  });

  it('shows one popup at a time: a modal popup first, the cards after it, each in its turn', async () => {
    const { clock, view, shown } = start(returning);
    clock.increment(0);
    clock.increment(TIMINGS.cornerCard);
    expect(shown()).toEqual(['cornerCard']);
    expect(view().modalOpen).toBe(false);
    clock.increment(TIMINGS.exitIntentFallback - TIMINGS.cornerCard);
    // The exit intent and the ready card are due at 30 s: the card steps aside while the modal
    // one's code comes, then the modal one shows and the cards wait.
    expect(shown()).toEqual([]);
    await settle();
    expect(shown()).toEqual(['exitIntent']);
    expect(view().modalOpen).toBe(true);
    view().popups.exitIntent.onDismiss();
    expect(shown()).toEqual(['cornerCard']);
    view().popups.cornerCard.onDismiss();
    expect(shown()).toEqual(['readyCard']);
    view().popups.readyCard.onAccept();
    expect(shown()).toEqual([]);
    expect(view().packageSelection.isOpen).toBe(true);
  });

  it("fetches the modal popups' code when the first is due, not before, and shows it once the code is there", async () => {
    let arrive = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const { clock, view, shown } = start(returning, null, load);
    clock.increment(0);
    clock.increment(TIMINGS.cornerCard);
    // A card needs no code of its own: nothing is fetched for it.
    expect(shown()).toEqual(['cornerCard']);
    expect(load).not.toHaveBeenCalled();
    view().onExitIntent();
    expect(load).toHaveBeenCalledTimes(1);
    // On its way: nothing shows yet (the card steps aside for the modal popup already).
    expect(shown()).toEqual([]);
    expect(view().modalOpen).toBe(false);
    arrive();
    await settle();
    expect(shown()).toEqual(['exitIntent']);
    expect(view().modalOpen).toBe(true);
    view().popups.exitIntent.onDismiss();
    expect(shown()).toEqual(['cornerCard']);
    // The code stays for the visit: the next modal popup shows at once.
    view().popups.cornerCard.onDismiss();
    view().popups.onTourAnnounced();
    clock.increment(TIMINGS.secondPopup);
    expect(shown()).toEqual(['secondPopup']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the cards when the modal popups' code could not be fetched, and tries again later", async () => {
    const load = vi.fn<LoadPopupDialogs>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(undefined);
    const { clock, view, shown } = start(returning, null, load);
    clock.increment(0);
    clock.increment(TIMINGS.cornerCard);
    view().onExitIntent();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['cornerCard']);
    clock.increment(TIMINGS.popupDialogsRetry - 1);
    expect(load).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    expect(shown()).toEqual(['exitIntent']);
  });

  it('routes the page events to their flow: the exit intent, the announced tour, a package to onboarding', async () => {
    const { actor, clock, view, shown } = start(returning);
    clock.increment(0);
    view().onExitIntent();
    await settle();
    expect(shown()).toEqual(['exitIntent']);
    view().popups.exitIntent.onDismiss();
    actor.send({ type: 'page.tourAnnounced' });
    clock.increment(TIMINGS.secondPopup);
    expect(shown()).toEqual(['secondPopup']);
    view().popups.secondPopup.onAccept();
    view().packageSelection.onChoose('enterprise');
    clock.increment(TIMINGS.packageHandOff);
    await settle();
    expect(view().onboarding.isOpen).toBe(true);
    expect(view().onboarding.currentPackage.id).toBe('enterprise');
    expect(shown()).toEqual([]);
  });

  it('follows the page: the home page in every language shows the tour and the popups, no other page', () => {
    const { actor, view } = start({ ...firstVisit, pathname: '/ar/' });
    expect(view().onHome).toBe(true);
    actor.send({ type: 'page.moved', pathname: '/ar/blog' });
    expect(view().onHome).toBe(false);
    actor.send({ type: 'page.moved', pathname: '/' });
    expect(view().onHome).toBe(true);
    expect(start({ ...firstVisit, pathname: '/texas-website-development' }).view().onHome).toBe(false);
  });

  it('hides the tour when onboarding opens, however it opens', () => {
    const { actor, clock, view, children } = start(firstVisit);
    clock.increment(TIMINGS.tourStart);
    actor.send({ type: 'page.openOnboarding', packageId: 'startup' });
    expect(view().onboarding.isOpen).toBe(true);
    expect(view().tour.isOpen).toBe(false);
    expect(connectGuidedTour(children().tour.getSnapshot(), () => {}).isOpen).toBe(false);
  });

  it('stops the popups once a payment is recorded', async () => {
    const { actor, clock, view, shown, effects } = start({
      ...returning,
      onboarding: { input: signedIn },
    });
    actor.send({ type: 'page.openOnboarding', packageId: 'professional' });
    view().onboarding.onContinueToPayment();
    view().onboarding.onStartPayment();
    await settle();
    expect(effects.storePaymentStarted).toHaveBeenCalledWith(expect.anything(), {
      packageId: 'professional',
      amount: 2995,
    });
    clock.increment(0);
    clock.increment(TIMINGS.readyCard);
    clock.increment(TIMINGS.readyCard);
    expect(shown()).toEqual([]);
  });

  it('starts onboarding again at the domain step on the return from a payment', async () => {
    const { actor, view } = start(firstVisit, { input: returningAfterPayment });
    expect(view().onboarding.isOpen).toBe(false);
    actor.send({ type: 'page.paymentReturn' });
    await settle();
    expect(view().onboarding.isOpen).toBe(true);
    expect(view().onboarding.step).toBe('domain');
  });

  it('leaves onboarding as it is when the return finds no completed payment', async () => {
    const { actor, view } = start(firstVisit, null);
    actor.send({ type: 'page.openOnboarding', packageId: 'startup' });
    actor.send({ type: 'page.paymentReturn' });
    await settle();
    expect(view().onboarding.isOpen).toBe(true);
    expect(view().onboarding.step).toBe('account');
  });

  it('offers a draft of an earlier visit instead of reopening it; taking it resumes onboarding at its step', () => {
    const { clock, view, shown } = start({ ...draftOnEarlierVisit, popups: tourCompletedEarlier });
    expect(view().draftPrompt).toMatchObject({ isOpen: true, stepNumber: 5, stepCount: 5 });
    expect(view().onboarding.isOpen).toBe(false);
    clock.increment(0);
    clock.increment(TIMINGS.cornerCard);
    // No popup over the prompt.
    expect(shown()).toEqual([]);
    view().draftPrompt.onContinue();
    expect(view().draftPrompt.isOpen).toBe(false);
    expect(view().onboarding).toMatchObject({
      isOpen: true,
      step: 'details',
      projectDescription: 'A bakery in Austin',
    });
    // The resumed dialog covers the page: the card that came due waits behind it.
    expect(view().dialogOpen).toBe(true);
    expect(shown()).toEqual([]);
    view().onboarding.onClose();
    expect(shown()).toEqual(['cornerCard']);
  });

  it('knows a draft resumed in place after a reload is open: the tour stays hidden, no popup covers it', () => {
    // A reload keeps the tab's draft in place: onboarding starts from its snapshot, already open.
    const resumed = {
      input: firstVisit.onboarding.input,
      snapshot: draftOnEarlierVisit.onboarding.offered!.snapshot,
    };
    const first = start({ ...firstVisit, onboarding: resumed });
    expect(first.view().onboarding).toMatchObject({ isOpen: true, step: 'details' });
    expect(first.view().dialogOpen).toBe(true);
    first.clock.increment(TIMINGS.tourStart);
    expect(first.view().tour.isOpen).toBe(false);

    const again = start({ ...returning, onboarding: resumed });
    again.clock.increment(0);
    again.clock.increment(TIMINGS.cornerCard);
    expect(again.shown()).toEqual([]);
    again.view().onboarding.onClose();
    expect(again.view().dialogOpen).toBe(false);
    expect(again.shown()).toEqual(['cornerCard']);
  });

  it('forgets the offer for the visit once dismissed, and when onboarding opens another way', () => {
    const dismissed = start({ ...draftOnEarlierVisit, popups: tourCompletedEarlier });
    dismissed.view().draftPrompt.onDismiss();
    expect(dismissed.effects.recordDraftPromptDismissed).toHaveBeenCalledTimes(1);
    expect(dismissed.view().draftPrompt.isOpen).toBe(false);
    expect(dismissed.view().onboarding.isOpen).toBe(false);

    const other = start(draftOnEarlierVisit);
    other.actor.send({ type: 'page.openOnboarding', packageId: 'enterprise' });
    expect(other.view().draftPrompt.isOpen).toBe(false);
    expect(other.view().onboarding.currentPackage.id).toBe('enterprise');
  });
});

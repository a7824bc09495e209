import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { TIMINGS } from '../timings';
import { connect } from './popup-schedule.connect';
import { popupScheduleMachine, type PopupScheduleInput } from './popup-schedule.machine';
import { statesOfInterest, tourCompletedEarlier } from './popup-schedule.states';

const start = (input: PopupScheduleInput) => {
  const clock = new SimulatedClock();
  const openPackageSelection = vi.fn();
  const actor = createActor(popupScheduleMachine.provide({ actions: { openPackageSelection } }), {
    input,
    clock,
  }).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const open = () =>
    (['exitIntent', 'secondPopup', 'cornerCard', 'readyCard'] as const).filter((name) => view()[name].isOpen);
  return { actor, clock, view, open, openPackageSelection };
};

/** Every timer of the active popups, one at a time (a chain of timers on the simulated clock). */
const runEveryTimer = (clock: SimulatedClock) => {
  clock.increment(0);
  clock.increment(TIMINGS.cornerCard);
  clock.increment(TIMINGS.readyCard - TIMINGS.cornerCard);
  clock.increment(TIMINGS.exitIntentFallback);
};

const notCompleted: PopupScheduleInput = { ...tourCompletedEarlier, tourCompletedAt: null };

describe('popupSchedule', () => {
  it('shows nothing while the tour is not completed', () => {
    const { clock, open } = start(notCompleted);
    clock.increment(10 * TIMINGS.popupAfterTour);
    expect(open()).toEqual([]);
  });

  it('waits 30 s after the tour is completed, then opens the corner card at 20 s', () => {
    const { actor, clock, open } = start(notCompleted);
    actor.send({ type: 'tour.completed' });
    clock.increment(TIMINGS.popupAfterTour);
    clock.increment(TIMINGS.cornerCard - 1);
    expect(open()).toEqual([]);
    clock.increment(1);
    expect(open()).toEqual(['cornerCard']);
  });

  it('waits only what is left of the 30 s for a tour completed 10 s ago', () => {
    const { actor, clock } = start({ ...tourCompletedEarlier, tourCompletedAt: 0, now: 10000 });
    clock.increment(TIMINGS.popupAfterTour - 10000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('opens the exit-intent popup when the mouse leaves through the top, once', () => {
    const { clock, view, open } = start(tourCompletedEarlier);
    clock.increment(0);
    view().onMouseLeaveTop();
    expect(open()).toEqual(['exitIntent']);
    view().exitIntent.onDismiss();
    view().onMouseLeaveTop();
    clock.increment(TIMINGS.exitIntentFallback);
    expect(view().exitIntent.isOpen).toBe(false);
  });

  it('opens the exit-intent popup after 30 s when the mouse never left', () => {
    const { clock, view } = start(tourCompletedEarlier);
    clock.increment(0);
    clock.increment(TIMINGS.exitIntentFallback - 1);
    expect(view().exitIntent.isOpen).toBe(false);
    clock.increment(1);
    expect(view().exitIntent.isOpen).toBe(true);
  });

  it('opens the second popup 15 s after tourCompleted, even when the event came first', () => {
    const { actor, clock, view } = start(notCompleted);
    actor.send({ type: 'tour.completed' });
    clock.increment(TIMINGS.popupAfterTour - 1);
    actor.send({ type: 'tour.announced' });
    clock.increment(1);
    clock.increment(TIMINGS.secondPopup - 1);
    expect(view().secondPopup.isOpen).toBe(false);
    clock.increment(1);
    expect(view().secondPopup.isOpen).toBe(true);
    view().secondPopup.onDismiss();
    expect(view().secondPopup.isOpen).toBe(false);
  });

  it('never opens the second popup without tourCompleted', () => {
    const { clock, view } = start(tourCompletedEarlier);
    clock.increment(0);
    for (const step of [TIMINGS.cornerCard, TIMINGS.readyCard - TIMINGS.cornerCard, 60000])
      clock.increment(step);
    expect(view().secondPopup.isOpen).toBe(false);
  });

  it('opens the ready card after 30 s and hides it once package selection opens', () => {
    const { clock, view } = start(tourCompletedEarlier);
    clock.increment(0);
    clock.increment(TIMINGS.cornerCard);
    clock.increment(TIMINGS.readyCard - TIMINGS.cornerCard);
    expect(view().readyCard.isOpen).toBe(true);
    view().onPackageSelectionOpen();
    expect(view().readyCard.isOpen).toBe(false);
    expect(view().cornerCard.isOpen).toBe(true);
  });

  it('keeps the ready card away when package selection opened before it', () => {
    const { clock, view } = start(tourCompletedEarlier);
    clock.increment(0);
    view().onPackageSelectionOpen();
    clock.increment(TIMINGS.cornerCard);
    clock.increment(TIMINGS.readyCard);
    expect(view().readyCard.isOpen).toBe(false);
  });

  it.each([
    ['while the tour is not completed', notCompleted, true],
    ['while the popups wait the 30 s', notCompleted, false],
  ])('keeps the ready card away for the visit when package selection opened %s', (_when, input, early) => {
    const { actor, clock, view } = start(input);
    if (early) view().onPackageSelectionOpen();
    actor.send({ type: 'tour.completed' });
    if (!early) view().onPackageSelectionOpen();
    clock.increment(TIMINGS.popupAfterTour);
    runEveryTimer(clock);
    expect(view().cornerCard.isOpen).toBe(true);
    expect(view().readyCard.isOpen).toBe(false);
  });

  it('keeps the ready card away when package selection opened earlier in the visit (stored)', () => {
    const { clock, view } = start({ ...tourCompletedEarlier, packageSelectionOpened: true });
    runEveryTimer(clock);
    expect(view().exitIntent.isOpen).toBe(true);
    expect(view().readyCard.isOpen).toBe(false);
  });

  it.each(['exitIntent', 'cornerCard', 'readyCard'] as const)(
    'closes the %s popup and opens package selection when its offer is taken',
    (name) => {
      const { clock, view, openPackageSelection } = start(tourCompletedEarlier);
      runEveryTimer(clock);
      expect(view()[name].isOpen).toBe(true);
      view()[name].onAccept();
      expect(view()[name].isOpen).toBe(false);
      expect(openPackageSelection).toHaveBeenCalledTimes(1);
      runEveryTimer(clock);
      expect(view()[name].isOpen).toBe(false);
    },
  );

  it('closes the second popup and opens package selection when its offer is taken', () => {
    const { clock, view, openPackageSelection } = start(tourCompletedEarlier);
    clock.increment(0);
    view().onTourAnnounced();
    clock.increment(TIMINGS.secondPopup);
    view().secondPopup.onAccept();
    expect(view().secondPopup.isOpen).toBe(false);
    expect(openPackageSelection).toHaveBeenCalledTimes(1);
  });

  it('counts a purchase recorded on the page through the view', () => {
    const { clock, view, open } = start(tourCompletedEarlier);
    view().onPurchaseRecorded();
    runEveryTimer(clock);
    expect(open()).toEqual([]);
  });

  it.each([
    ['a payment', { paymentRecorded: true }],
    ['an account', { accountRecorded: true }],
  ])('shows no popup once %s is recorded', (_what, recorded) => {
    const { clock, open } = start({ ...tourCompletedEarlier, ...recorded });
    clock.increment(0);
    clock.increment(TIMINGS.readyCard);
    expect(open()).toEqual([]);
  });

  it('closes every popup when a purchase is recorded on the page', () => {
    const { actor, clock, open } = start(tourCompletedEarlier);
    clock.increment(0);
    clock.increment(TIMINGS.cornerCard);
    expect(open()).toEqual(['cornerCard']);
    actor.send({ type: 'purchase.recorded' });
    expect(open()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('suppressed');
  });

  itReachesEachStateOfInterest(popupScheduleMachine, statesOfInterest);
});

import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { TIMINGS } from '../timings';
import { connect } from './guided-tour.connect';
import { guidedTourMachine } from './guided-tour.machine';
import { statesOfInterest } from './guided-tour.states';

const start = (completed = false) => {
  const storeTourCompleted = vi.fn();
  const dispatchTourCompleted = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    guidedTourMachine.provide({ actions: { storeTourCompleted, dispatchTourCompleted } }),
    { input: { completed }, clock },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { actor, clock, view, storeTourCompleted, dispatchTourCompleted };
};

describe('guidedTour', () => {
  it('opens 2 s after load, not before', () => {
    const { clock, view } = start();
    clock.increment(TIMINGS.tourStart - 1);
    expect(view().isOpen).toBe(false);
    clock.increment(1);
    expect(view()).toMatchObject({ isOpen: true, step: 'welcome', stepIndex: 0, canGoBack: false });
  });

  it('never opens by itself once completed, but the Tour button restarts it', () => {
    const { clock, view } = start(true);
    clock.increment(TIMINGS.tourStart * 10);
    expect(view().isOpen).toBe(false);
    view().onRestart();
    expect(view().step).toBe('welcome');
  });

  it('walks welcome, packages, portfolio, contact with Next and Back, Finish on the last', () => {
    const { clock, view } = start();
    clock.increment(TIMINGS.tourStart);
    view().onNext();
    expect(view().step).toBe('packages');
    view().onBack();
    expect(view().step).toBe('welcome');
    view().onNext();
    view().onNext();
    view().onNext();
    expect(view()).toMatchObject({ step: 'contact', stepIndex: 3, isLastStep: true });
  });

  it('Finish completes: the flag is stored at once and tourCompleted fires 30 s later', () => {
    const { clock, view, storeTourCompleted, dispatchTourCompleted } = start();
    clock.increment(TIMINGS.tourStart);
    view().onNext();
    view().onNext();
    view().onNext();
    view().onNext();
    expect(view().isOpen).toBe(false);
    expect(storeTourCompleted).toHaveBeenCalledTimes(1);
    clock.increment(TIMINGS.tourCompletedEvent - 1);
    expect(dispatchTourCompleted).not.toHaveBeenCalled();
    clock.increment(1);
    expect(dispatchTourCompleted).toHaveBeenCalledTimes(1);
  });

  it.each([['close', 'onClose'] as const, ['backdrop', 'onBackdropClick'] as const])(
    'closing by %s counts as completed',
    (_how, handler) => {
      const { clock, view, storeTourCompleted } = start();
      clock.increment(TIMINGS.tourStart);
      view()[handler]();
      expect(view().isOpen).toBe(false);
      expect(storeTourCompleted).toHaveBeenCalledTimes(1);
    },
  );

  it('a restart does not cancel the pending announcement', () => {
    const { clock, view, dispatchTourCompleted } = start();
    clock.increment(TIMINGS.tourStart);
    view().onClose();
    clock.increment(1000);
    view().onRestart();
    clock.increment(TIMINGS.tourCompletedEvent - 1000);
    expect(dispatchTourCompleted).toHaveBeenCalledTimes(1);
    expect(view().step).toBe('welcome');
  });

  it('opening package selection hides the tour without completing it', () => {
    const { clock, view, storeTourCompleted } = start();
    clock.increment(TIMINGS.tourStart);
    view().onHide();
    expect(view().isOpen).toBe(false);
    expect(storeTourCompleted).not.toHaveBeenCalled();
  });

  it('package selection opened before the tour starts keeps it from opening', () => {
    const { actor, clock, view } = start();
    actor.send({ type: 'tour.hide' });
    clock.increment(TIMINGS.tourStart);
    expect(view().isOpen).toBe(false);
  });

  itReachesEachStateOfInterest(guidedTourMachine, statesOfInterest);
});

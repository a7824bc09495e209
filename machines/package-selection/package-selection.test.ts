import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { PACKAGES } from '@contract/catalogue';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { TIMINGS } from '../timings';
import { connect } from './package-selection.connect';
import { packageSelectionMachine } from './package-selection.machine';
import { statesOfInterest } from './package-selection.states';

const start = () => {
  const openOnboarding = vi.fn();
  const announceOpened = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    packageSelectionMachine.provide({ actions: { openOnboarding, announceOpened } }),
    {
      clock,
    },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { clock, view, openOnboarding, announceOpened };
};

describe('packageSelection', () => {
  it('opens with the four packages and tells the page it opened', () => {
    const { view, announceOpened } = start();
    view().onOpen();
    expect(view().isOpen).toBe(true);
    expect(view().packages.map((p) => p.id)).toEqual(['startup', 'professional', 'enterprise', 'platinum']);
    expect(announceOpened).toHaveBeenCalledTimes(1);
  });

  it('closes at once on choosing, and opens onboarding with the package 300 ms later', () => {
    const { clock, view, openOnboarding } = start();
    view().onOpen();
    view().onChoose('enterprise');
    expect(view().isOpen).toBe(false);
    clock.increment(TIMINGS.packageHandOff - 1);
    expect(openOnboarding).not.toHaveBeenCalled();
    clock.increment(1);
    expect(openOnboarding).toHaveBeenCalledWith(expect.anything(), {
      packageId: 'enterprise',
      price: PACKAGES.enterprise.price,
    });
  });

  it('closing without a choice opens nothing', () => {
    const { clock, view, openOnboarding } = start();
    view().onOpen();
    view().onClose();
    clock.increment(TIMINGS.packageHandOff);
    expect(view().isOpen).toBe(false);
    expect(openOnboarding).not.toHaveBeenCalled();
  });

  itReachesEachStateOfInterest(packageSelectionMachine, statesOfInterest);
});

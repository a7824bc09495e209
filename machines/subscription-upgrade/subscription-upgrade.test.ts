import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect, upgradeOffers } from './subscription-upgrade.connect';
import { subscriptionUpgradeFakes } from './subscription-upgrade.fakes';
import { subscriptionUpgradeMachine } from './subscription-upgrade.machine';
import { statesOfInterest } from './subscription-upgrade.states';

type UpgradeBody = BodyOf<'upgradeSubscription'>;

const start = (
  upgrade: (body: UpgradeBody) => Promise<ResponseOf<'upgradeSubscription'>> = async (body) =>
    subscriptionUpgradeFakes.upgradeSubscription(body),
) => {
  const recorder = recordToasts();
  const refreshSubscriptions = vi.fn();
  const upgradeSubscription = vi.fn((body: UpgradeBody) => upgrade(body));
  const actor = createActor(
    subscriptionUpgradeMachine.provide({
      actors: {
        upgradeSubscription: fromPromise(({ input }: { input: UpgradeBody }) => upgradeSubscription(input)),
      },
      actions: { showToast: recorder.showToast, refreshSubscriptions },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => s.matches('idle'));
  return { view, recorder, refreshSubscriptions, upgradeSubscription, settled };
};

describe('subscriptionUpgrade', () => {
  it('offers only higher plans, each with its monthly difference', () => {
    expect(upgradeOffers('professional')).toEqual([
      { plan: 'enterprise', monthly: 495, difference: 145 },
      { plan: 'platinum', monthly: 695, difference: 345 },
    ]);
    expect(upgradeOffers('platinum')).toEqual([]);
  });

  it('refuses a move to a lower or equal plan', () => {
    const { view, upgradeSubscription } = start();
    view().onUpgrade('sub_1', 'enterprise', 'professional');
    view().onUpgrade('sub_1', 'enterprise', 'enterprise');
    expect(view().isUpgrading).toBe(false);
    expect(upgradeSubscription).not.toHaveBeenCalled();
  });

  it("applies an upgrade at once: 'Subscription Upgraded!' with the new price", async () => {
    const { view, recorder, refreshSubscriptions, upgradeSubscription, settled } = start();
    view().onUpgrade('sub_1', 'startup', 'enterprise');
    expect(view()).toMatchObject({ isUpgrading: true, upgradingTo: 'enterprise' });
    await settled();
    expect(upgradeSubscription).toHaveBeenCalledWith({ subscriptionId: 'sub_1', newPlanId: 'enterprise' });
    expect(refreshSubscriptions).toHaveBeenCalledTimes(1);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Subscription Upgraded!',
      description: 'Your plan has been upgraded. New billing starts immediately at $495/month.',
      variant: 'success',
    });
  });

  it("'Upgrade Failed' names the support phone", async () => {
    const { view, recorder, settled } = start(async () => {
      throw new Error('500: oops');
    });
    view().onUpgrade('sub_1', 'startup', 'platinum');
    await settled();
    expect(englishOf(recorder.last(), { phone: '(555) 010-0000' })).toEqual({
      title: 'Upgrade Failed',
      description: 'Failed to upgrade subscription. Please contact support at (555) 010-0000.',
      variant: 'error',
    });
  });

  itReachesEachStateOfInterest(subscriptionUpgradeMachine, statesOfInterest, subscriptionUpgradeFakes);
});

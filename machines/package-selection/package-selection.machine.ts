/**
 * The package selection modal (spec part 2 §2): choosing a package closes it and opens onboarding
 * with that package 300 ms later.
 */
import { assign, setup } from 'xstate';
import { PACKAGES, type PackageId } from '@contract/catalogue';
import { TIMINGS } from '../timings';

export interface PackageSelectionContext {
  chosen: PackageId | null;
}

export type PackageSelectionEvent =
  /** The page-wide openPackageSelection event. */
  { type: 'selection.open' } | { type: 'selection.close' } | { type: 'package.choose'; packageId: PackageId };

export interface OpenOnboardingParams {
  packageId: PackageId;
  /** Whole dollars, from the catalogue. */
  price: number;
}

export const packageSelectionMachine = setup({
  types: {
    context: {} as PackageSelectionContext,
    events: {} as PackageSelectionEvent,
  },
  actions: {
    /** App: tell the tour and the popups that package selection opened. */
    announceOpened: () => {},
    /** App: the modal is gone and onboarding is not yet open (also on start). */
    announceClosed: () => {},
    /** App: dispatch openQuickOnboarding with packageType and packagePrice. */
    openOnboarding: (_, _params: OpenOnboardingParams) => {},
    choose: assign({ chosen: (_, params: { packageId: PackageId }) => params.packageId }),
  },
  delays: {
    packageHandOff: TIMINGS.packageHandOff,
  },
}).createMachine({
  id: 'packageSelection',
  context: { chosen: null },
  initial: 'closed',
  states: {
    closed: {
      entry: 'announceClosed',
      on: { 'selection.open': 'open' },
    },
    open: {
      entry: 'announceOpened',
      on: {
        'selection.close': 'closed',
        'package.choose': {
          target: 'handingOff',
          actions: { type: 'choose', params: ({ event }) => ({ packageId: event.packageId }) },
        },
      },
    },
    /** The modal is closed; onboarding opens when the hand-off delay is over. */
    handingOff: {
      after: {
        packageHandOff: {
          target: 'closed',
          actions: {
            type: 'openOnboarding',
            params: ({ context }) => {
              const packageId = context.chosen ?? 'startup';
              return { packageId, price: PACKAGES[packageId].price };
            },
          },
        },
      },
    },
  },
});

export type PackageSelectionMachine = typeof packageSelectionMachine;

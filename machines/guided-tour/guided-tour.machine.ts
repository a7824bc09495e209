/**
 * The guided tour (spec part 2 §4): opens 2 s after the page loads unless it was completed before;
 * four steps; closing it in any way counts as completed, which is stored and, 30 s later, announced
 * page-wide (tourCompleted). Opening package selection hides it; the Tour button restarts it.
 */
import { assign, raise, setup } from 'xstate';
import { TIMINGS } from '../timings';

export const TOUR_STEPS = ['welcome', 'packages', 'portfolio', 'contact'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

export interface GuidedTourInput {
  /** The stored "tour completed" flag. */
  completed: boolean;
}

export interface GuidedTourContext {
  completed: boolean;
}

export type GuidedTourEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'tour.finish' }
  | { type: 'tour.close' }
  | { type: 'backdrop.click' }
  | { type: 'tour.restart' }
  /** Package selection opened. */
  | { type: 'tour.hide' }
  /** Raised by the machine itself when the tour is completed. */
  | { type: 'tour.completed' };

const complete = ['markCompleted', 'storeTourCompleted', 'scheduleAnnouncement'] as const;

export const guidedTourMachine = setup({
  types: {
    context: {} as GuidedTourContext,
    events: {} as GuidedTourEvent,
    input: {} as GuidedTourInput,
  },
  actions: {
    /** App: store the completed flag and the completion time. */
    storeTourCompleted: () => {},
    /** App: dispatch the page-wide tourCompleted event. */
    dispatchTourCompleted: () => {},
    /** Funnel: the tour is on screen (no popup opens over it). */
    reportOpened: () => {},
    /** Funnel: the tour is gone. */
    reportClosed: () => {},
    markCompleted: assign({ completed: true }),
    scheduleAnnouncement: raise({ type: 'tour.completed' }),
  },
  guards: {
    isCompleted: ({ context }) => context.completed,
  },
  delays: {
    tourStart: TIMINGS.tourStart,
    tourCompletedEvent: TIMINGS.tourCompletedEvent,
  },
}).createMachine({
  id: 'guidedTour',
  type: 'parallel',
  context: ({ input }) => ({ completed: input.completed }),
  states: {
    tour: {
      initial: 'scheduled',
      states: {
        scheduled: {
          always: { guard: 'isCompleted', target: 'closed' },
          after: { tourStart: 'open' },
          on: { 'tour.hide': 'closed', 'tour.restart': 'open' },
        },
        open: {
          entry: 'reportOpened',
          exit: 'reportClosed',
          initial: 'welcome',
          on: {
            'tour.close': { target: 'closed', actions: complete },
            'backdrop.click': { target: 'closed', actions: complete },
            'tour.hide': 'closed',
          },
          states: {
            welcome: { on: { 'step.next': 'packages' } },
            packages: { on: { 'step.next': 'portfolio', 'step.back': 'welcome' } },
            portfolio: { on: { 'step.next': 'contact', 'step.back': 'packages' } },
            contact: {
              on: {
                'step.back': 'portfolio',
                'tour.finish': { target: '#guidedTour.tour.closed', actions: complete },
              },
            },
          },
        },
        closed: {
          on: { 'tour.restart': 'open' },
        },
      },
    },
    // A region of its own, so that restarting the tour does not cancel the announcement.
    announcement: {
      initial: 'idle',
      states: {
        idle: { on: { 'tour.completed': 'pending' } },
        pending: {
          after: { tourCompletedEvent: { target: 'idle', actions: 'dispatchTourCompleted' } },
        },
      },
    },
  },
});

export type GuidedTourMachine = typeof guidedTourMachine;

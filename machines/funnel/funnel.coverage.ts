/** How the coverage suite explores the funnel: its own states, with the children's reports as events. */
import type { CoverageSpec } from '../testing/coverage';
import { funnelMachine, isModalPopupDue, type FunnelMachine } from './funnel.machine';
import { draftOnEarlierVisit, firstVisit } from './funnel.states';

export const funnelCoverage: CoverageSpec<FunnelMachine> = {
  name: 'funnel',
  machine: funnelMachine,
  inputs: [firstVisit, draftOnEarlierVisit],
  events: {
    'popup.due': [{ type: 'popup.due', popup: 'exitIntent' }],
    'popup.gone': [{ type: 'popup.gone', popup: 'exitIntent' }],
    'selection.chosen': [{ type: 'selection.chosen', packageId: 'professional' }],
    'payment.started': [{ type: 'payment.started', packageId: 'professional', amount: 2995 }],
    'page.openOnboarding': [{ type: 'page.openOnboarding', packageId: 'startup' }],
    'session.change': [{ type: 'session.change', customer: null }],
    'page.moved': [{ type: 'page.moved', pathname: '/ar/blog' }],
  },
  outcomes: {
    readPaymentReturn: {
      done: [null, { input: { customer: null, paymentCompleted: true, openWith: { packageId: 'startup' } } }],
    },
    loadPopupDialogs: { done: [undefined], error: [new Error('offline')] },
  },
  // What the guards read: which dialogs are open, whether a popup (a modal one) is due, whether a draft is offered.
  project: (context) => ({
    dialogs: context.dialogs,
    due: context.due.length > 0,
    modalDue: isModalPopupDue(context),
    offer: context.draftOffer !== null,
  }),
};

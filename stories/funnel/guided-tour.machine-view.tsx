/** The guided tour's view: its states of interest become stories over stand-in home sections. */
import { connectGuidedTour, guidedTourMachine, guidedTourStatesOfInterest } from '../../machines/guided-tour';
import { defineMachineView } from '../support/state-story';
import { GuidedTourStage } from './funnel-stages';

export const machineView = defineMachineView({
  machine: guidedTourMachine,
  statesOfInterest: guidedTourStatesOfInterest,
  fakes: {},
  connect: connectGuidedTour,
  View: GuidedTourStage,
  implementations: {
    actions: { dispatchTourCompleted: () => console.info('The page would now announce tourCompleted') },
  },
});

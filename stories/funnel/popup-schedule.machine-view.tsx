/** The sales popups' view: the schedule's states of interest become stories of the real popups. */
import {
  connectPopupSchedule,
  popupScheduleMachine,
  popupScheduleStatesOfInterest,
} from '../../machines/popup-schedule';
import { defineMachineView } from '../support/state-story';
import { SalesPopupsStage } from './funnel-stages';

export const machineView = defineMachineView({
  machine: popupScheduleMachine,
  statesOfInterest: popupScheduleStatesOfInterest,
  fakes: {},
  connect: connectPopupSchedule,
  View: SalesPopupsStage,
  implementations: {
    actions: { openPackageSelection: () => console.info('The page would now open package selection') },
  },
});

export * from './popup-schedule.machine';
export {
  connect as connectPopupSchedule,
  type PopupName,
  type PopupScheduleView,
  type PopupView,
} from './popup-schedule.connect';
export { statesOfInterest as popupScheduleStatesOfInterest } from './popup-schedule.states';

/** View props of the sales popups. */
import type { SnapshotFrom } from 'xstate';
import type { PopupScheduleEvent, PopupScheduleMachine } from './popup-schedule.machine';

export interface PopupView {
  isOpen: boolean;
  onDismiss: () => void;
}

export interface PopupScheduleView {
  exitIntent: PopupView;
  secondPopup: PopupView;
  cornerCard: PopupView;
  readyCard: PopupView;
  /** Call when the mouse leaves the page through the top edge. */
  onMouseLeaveTop: () => void;
  onPackageSelectionOpen: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<PopupScheduleMachine>,
  send: (event: PopupScheduleEvent) => void,
): PopupScheduleView => {
  const popup = (
    region: 'exitIntent' | 'secondPopup' | 'cornerCard' | 'readyCard',
    dismiss: PopupScheduleEvent,
  ): PopupView => ({
    isOpen: snapshot.matches({ active: { [region]: 'open' } }),
    onDismiss: () => send(dismiss),
  });
  return {
    exitIntent: popup('exitIntent', { type: 'exitIntent.dismiss' }),
    secondPopup: popup('secondPopup', { type: 'secondPopup.dismiss' }),
    cornerCard: popup('cornerCard', { type: 'cornerCard.dismiss' }),
    readyCard: popup('readyCard', { type: 'readyCard.dismiss' }),
    onMouseLeaveTop: () => send({ type: 'exitIntent.detect' }),
    onPackageSelectionOpen: () => send({ type: 'packageSelection.open' }),
  };
};

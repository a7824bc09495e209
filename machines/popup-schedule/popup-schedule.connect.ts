/** View props of the sales popups. */
import type { SnapshotFrom } from 'xstate';
import type { PopupName, PopupScheduleEvent, PopupScheduleMachine } from './popup-schedule.machine';

export type { PopupName } from './popup-schedule.machine';

export interface PopupView {
  isOpen: boolean;
  onDismiss: () => void;
  /** Takes the offer: the popup closes and package selection opens. */
  onAccept: () => void;
}

export interface PopupScheduleView {
  exitIntent: PopupView;
  secondPopup: PopupView;
  cornerCard: PopupView;
  readyCard: PopupView;
  /** Call when the mouse leaves the page through the top edge. */
  onMouseLeaveTop: () => void;
  onPackageSelectionOpen: () => void;
  /** The visitor just completed the guided tour. */
  onTourCompleted: () => void;
  /** The page-wide tourCompleted event arrived. */
  onTourAnnounced: () => void;
  /** An account or a payment was just recorded: no popup any more. */
  onPurchaseRecorded: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<PopupScheduleMachine>,
  send: (event: PopupScheduleEvent) => void,
): PopupScheduleView => {
  const popup = (region: PopupName): PopupView => ({
    isOpen: snapshot.matches({ active: { [region]: 'open' } }),
    onDismiss: () => send({ type: `${region}.dismiss` }),
    onAccept: () => send({ type: `${region}.accept` }),
  });
  return {
    exitIntent: popup('exitIntent'),
    secondPopup: popup('secondPopup'),
    cornerCard: popup('cornerCard'),
    readyCard: popup('readyCard'),
    onMouseLeaveTop: () => send({ type: 'exitIntent.detect' }),
    onPackageSelectionOpen: () => send({ type: 'packageSelection.open' }),
    onTourCompleted: () => send({ type: 'tour.completed' }),
    onTourAnnounced: () => send({ type: 'tour.announced' }),
    onPurchaseRecorded: () => send({ type: 'purchase.recorded' }),
  };
};

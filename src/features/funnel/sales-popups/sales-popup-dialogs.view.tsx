import type { PopupScheduleView } from '@machines/popup-schedule';
import { PopupDialog } from './popup-dialog.view';

/**
 * The sales popups as the schedule opens them: one modal popup at a time (exit intent first). Its
 * own module: the dialogs' code loads when the first one opens (funnel.tsx).
 */
export function SalesPopupDialogs({ view }: { view: PopupScheduleView }) {
  if (view.exitIntent.isOpen) return <PopupDialog name="exitIntent" popup={view.exitIntent} />;
  if (view.secondPopup.isOpen) return <PopupDialog name="secondPopup" popup={view.secondPopup} />;
  return null;
}

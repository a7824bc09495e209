import type { PopupScheduleView } from '@machines/popup-schedule';
import { PopupCard } from './popup-card.view';
import { PopupDialog } from './popup-dialog.view';

/**
 * The sales popups as the schedule opens them: one modal popup at a time (exit intent first), and
 * the cards in the floating corner (the funnel places this in its floating stack).
 */
export function SalesPopupDialogs({ view }: { view: PopupScheduleView }) {
  if (view.exitIntent.isOpen) return <PopupDialog name="exitIntent" popup={view.exitIntent} />;
  if (view.secondPopup.isOpen) return <PopupDialog name="secondPopup" popup={view.secondPopup} />;
  return null;
}

export function SalesPopupCards({ view }: { view: PopupScheduleView }) {
  return (
    <>
      {view.cornerCard.isOpen && <PopupCard name="cornerCard" popup={view.cornerCard} />}
      {view.readyCard.isOpen && <PopupCard name="readyCard" popup={view.readyCard} />}
    </>
  );
}

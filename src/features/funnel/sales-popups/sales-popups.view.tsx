import type { PopupScheduleView } from '@machines/popup-schedule';
import { PopupCard } from './popup-card.view';

/** The sales popups' cards in the floating corner (the funnel places this in its floating stack). */
export function SalesPopupCards({ view }: { view: PopupScheduleView }) {
  return (
    <>
      {view.cornerCard.isOpen && <PopupCard name="cornerCard" popup={view.cornerCard} />}
      {view.readyCard.isOpen && <PopupCard name="readyCard" popup={view.readyCard} />}
    </>
  );
}

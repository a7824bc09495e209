/**
 * The sales popups machine, wired to the page: package selection opens on an accepted offer, and
 * the pointer leaving the page through its top edge is the exit intent.
 */
import { useEffect, useEffectEvent } from 'react';
import {
  connectPopupSchedule,
  popupScheduleMachine,
  type PopupScheduleInput,
  type PopupScheduleView,
} from '../../../machines/popup-schedule';
import { dispatchPageEvent } from '../../app/page-events';
import { useFlow } from '../use-flow';

export interface SalesPopupsOptions {
  input: PopupScheduleInput;
  /** Whether a pointer leaving the page counts (the popups show on the home page only). */
  watchExitIntent: boolean;
}

/** The pointer left the page through its top edge (towards the tabs and the address bar). */
const leftThroughTop = (event: MouseEvent): boolean => event.clientY <= 0;

export const useSalesPopups = ({ input, watchExitIntent }: SalesPopupsOptions): PopupScheduleView => {
  const view = useFlow(popupScheduleMachine, connectPopupSchedule, {
    input,
    implementations: { actions: { openPackageSelection: () => dispatchPageEvent('openPackageSelection') } },
  });
  const onLeave = useEffectEvent((event: MouseEvent) => {
    if (leftThroughTop(event)) view.onMouseLeaveTop();
  });
  useEffect(() => {
    if (!watchExitIntent) return;
    // `mouseleave` on the root fires only when the pointer leaves the whole page, not between elements.
    const root = document.documentElement;
    root.addEventListener('mouseleave', onLeave);
    return () => root.removeEventListener('mouseleave', onLeave);
  }, [watchExitIntent]);
  return view;
};

/**
 * The floating repair help in the first load is its button alone (issue 22: the first-load budget
 * of `/`); the help card's code loads when the page is idle, or at once on a press, which opens it.
 */
import { deferred } from '@src/components/deferred/deferred';
import { FloatingRepairButton, FloatingRepairFrame } from './floating-repair-button';

export const DeferredFloatingRepairHelp = deferred(
  () => import('./floating-repair-help').then((module) => module.FloatingRepairHelp),
  function FloatingRepairPlaceholder({ onActivate }) {
    return (
      <FloatingRepairFrame>
        <FloatingRepairButton expanded={false} onClick={() => onActivate()} />
      </FloatingRepairFrame>
    );
  },
  { themed: false },
);

import { useEffectEvent, useLayoutEffect } from 'react';
import { onPageEvent, type PageEventMap, type PageEventName } from './page-events';

/**
 * Runs `handler` whenever the page event fires while the component is on the page.
 *
 * It listens from the commit that puts the component on the page (a layout effect), not from the
 * passive effects React may run a moment later: a deferred feature replaces its placeholder in a
 * transition, and an event fired between that commit and its passive effects reached the gone
 * placeholder, not the feature, and was lost (the customer portal stayed shut, once on CI).
 */
export const usePageEvent = <K extends PageEventName>(
  name: K,
  handler: (detail: PageEventMap[K]) => void,
): void => {
  const onEvent = useEffectEvent(handler);
  useLayoutEffect(() => onPageEvent(name, (detail) => onEvent(detail)), [name]);
};

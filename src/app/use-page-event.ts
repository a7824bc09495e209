import { useEffect, useEffectEvent } from 'react';
import { onPageEvent, type PageEventMap, type PageEventName } from './page-events';

/** Runs `handler` whenever the page event fires while the component is mounted. */
export const usePageEvent = <K extends PageEventName>(
  name: K,
  handler: (detail: PageEventMap[K]) => void,
): void => {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onPageEvent(name, (detail) => onEvent(detail)), [name]);
};

import { useEffect, useEffectEvent, useState } from 'react';
import type { ActivatableProps } from '@src/components/deferred/deferred';

/**
 * A deferred component whose placeholder was pressed before its code arrived: it does once, on
 * mount, what the press asked for (`activated` names the part pressed, or is true).
 */
export const useActivation = (
  activated: ActivatableProps['activated'],
  handler: (part: string | true) => void,
): void => {
  // Only the press that loaded the component; later presses reach the component itself.
  const [pressed] = useState(activated);
  const onActivated = useEffectEvent(handler);
  useEffect(() => {
    if (pressed) onActivated(pressed);
  }, [pressed]);
};

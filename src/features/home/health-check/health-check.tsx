import { useLayoutEffect, useRef, useState } from 'react';
import type { ActivatableProps } from '@src/components/deferred/deferred';
import { HealthCheckCard } from './health-check-card.view';
import { TYPED_URL } from './health-check-form.view';
import { useHealthCheck } from './use-health-check';

/** The website health check (spec part 2 §4, §5). */
export function HealthCheck({ activated }: ActivatableProps) {
  // The visitor went to the placeholder's field before this code arrived: the real one takes over
  // in the same paint, with what was typed there as the machine's first address and the focus
  // (an effect after the first render would show an empty, unfocused field for a moment, and a
  // key pressed in that moment was lost).
  const [pressed] = useState(activated);
  const typed =
    typeof pressed === 'string' && pressed.startsWith(TYPED_URL) ? pressed.slice(TYPED_URL.length) : '';
  const { view, isOpeningFix } = useHealthCheck(typed);
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (pressed) inputRef.current?.focus();
  }, [pressed]);
  return <HealthCheckCard view={view} isOpeningFix={isOpeningFix} inputRef={inputRef} />;
}

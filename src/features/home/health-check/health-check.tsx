import { useRef } from 'react';
import type { ActivatableProps } from '../../../components/deferred/deferred';
import { useActivation } from '../use-activation';
import { HealthCheckCard } from './health-check-card.view';
import { TYPED_URL } from './health-check-form.view';
import { useHealthCheck } from './use-health-check';

/** The website health check (spec part 2 §4, §5). */
export function HealthCheck({ activated }: ActivatableProps) {
  const { view, isOpeningFix } = useHealthCheck();
  const inputRef = useRef<HTMLInputElement>(null);
  // The visitor went to the placeholder's field before this code arrived: the real one takes over,
  // with what was typed there.
  useActivation(activated, (part) => {
    const typed = typeof part === 'string' && part.startsWith(TYPED_URL) ? part.slice(TYPED_URL.length) : '';
    if (typed) view.onUrlChange(typed);
    // Setting the typed value after the focus leaves the caret at its end.
    inputRef.current?.focus();
  });
  return <HealthCheckCard view={view} isOpeningFix={isOpeningFix} inputRef={inputRef} />;
}

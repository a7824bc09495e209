import { Card, Flex } from '@radix-ui/themes';
import type { Ref } from 'react';
import type { HealthCheckView } from '@machines/health-check';
import { FixOffer } from './fix-offer.view';
import { HealthCheckForm } from './health-check-form.view';
import { HealthCheckResult } from './health-check-result.view';

interface HealthCheckCardProps {
  view: HealthCheckView;
  /** The fix plan's link is on its way (its tab is open). */
  isOpeningFix?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The health check over its machine: the form, then the report and the fix offer. */
export function HealthCheckCard({ view, isOpeningFix, inputRef }: HealthCheckCardProps) {
  return (
    <Flex direction="column" gap="5">
      <Card size="3">
        <HealthCheckForm
          url={view.url}
          state={view.isAnalyzing ? 'analyzing' : 'ready'}
          isAnalyzing={view.isAnalyzing}
          canSubmit={view.canSubmit}
          onUrlChange={view.onUrlChange}
          onSubmit={view.onSubmit}
          inputRef={inputRef}
        />
      </Card>
      <HealthCheckResult view={view} />
      <FixOffer view={view} isOpening={isOpeningFix} />
    </Flex>
  );
}

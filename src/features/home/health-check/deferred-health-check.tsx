/**
 * The health check loads its machine after the first paint; until then its empty form shows (the
 * server renders it too), and going to the field loads it at once.
 */
import { Card } from '@radix-ui/themes';
import { deferred } from '@src/components/deferred/deferred';
import { loadTextsNow } from '@src/i18n/i18n';
import { HealthCheckForm, TYPED_URL } from './health-check-form.view';

export const DeferredHealthCheck = deferred(
  // The report's texts come with it: the first paint shows only the form.
  () =>
    Promise.all([import('../home-islands'), loadTextsNow(['healthCheck'])]).then(
      ([module]) => module.HealthCheck,
    ),
  ({ onActivate }) => (
    <Card size="3">
      <HealthCheckForm
        state="loading"
        isAnalyzing={false}
        canSubmit={false}
        onUrlChange={(value) => onActivate(`${TYPED_URL}${value}`)}
        onSubmit={() => onActivate(TYPED_URL)}
        onFocus={() => onActivate(TYPED_URL)}
      />
    </Card>
  ),
  { themed: false },
);

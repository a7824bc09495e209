/**
 * The health check loads its machine when the visitor goes to its field (a pointer over the card
 * fetches it sooner), not by itself: until then its empty form shows (the server renders it too),
 * and what is typed there before the code arrives becomes the machine's first address.
 */
import { Card } from '@radix-ui/themes';
import { deferred, onPress } from '@src/components/deferred/deferred';
import { loadTextsNow } from '@src/i18n/i18n';
import { HealthCheckForm, TYPED_URL } from './health-check-form.view';

export const DeferredHealthCheck = deferred(
  // The report's texts come with it: the first paint shows only the form.
  () =>
    Promise.all([import('./health-check'), loadTextsNow(['healthCheck'])]).then(
      ([module]) => module.HealthCheck,
    ),
  ({ onActivate, onPrefetch }) => (
    <Card size="3" onPointerEnter={onPrefetch}>
      <HealthCheckForm
        state="loading"
        isAnalyzing={false}
        canSubmit={false}
        onUrlChange={(value) => onActivate(`${TYPED_URL}${value}`)}
        onSubmit={(value) => onActivate(`${TYPED_URL}${value}`)}
        onFocus={(value) => onActivate(`${TYPED_URL}${value}`)}
      />
    </Card>
  ),
  { loadWhen: onPress, themed: false },
);

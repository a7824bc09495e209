import { Compass } from 'lucide-react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { GuidedTourView } from '@machines/guided-tour';

/** The floating Tour button: restarts the tour at its first step. */
export function TourButton({ view }: { view: GuidedTourView }) {
  const { t } = useTranslation();
  if (view.isOpen) return null;
  return (
    <Button size="2" variant="surface" radius="full" onClick={view.onRestart}>
      <Compass size={16} aria-hidden />
      {t('tour.button')}
    </Button>
  );
}

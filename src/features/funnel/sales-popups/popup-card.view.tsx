import { useTranslation } from 'react-i18next';
import type { PopupView } from '@machines/popup-schedule';
import { SheetCard } from '@src/components/sheet-card/sheet-card.view';
import { usePopupValues } from './popup-values';

interface PopupCardProps {
  name: 'cornerCard' | 'readyCard';
  popup: PopupView;
}

/** A sales card in the floating sheet at the bottom (the offer card, 'Ready for a professional website?'). */
export function PopupCard({ name, popup }: PopupCardProps) {
  const { t } = useTranslation();
  const values = usePopupValues();
  return (
    <SheetCard
      titleId={`popup-${name}-title`}
      title={t(`popups.${name}.title`, values)}
      body={t(`popups.${name}.body`, values)}
      acceptLabel={t(`popups.${name}.accept`, values)}
      onAccept={popup.onAccept}
      dismissLabel={t('popups.dismiss')}
      onDismiss={popup.onDismiss}
    />
  );
}

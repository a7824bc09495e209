import { X } from 'lucide-react';
import { Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PopupView } from '../../../machines/popup-schedule';
import { usePopupValues } from './popup-values';

interface PopupCardProps {
  name: 'cornerCard' | 'readyCard';
  popup: PopupView;
}

/**
 * A card in the floating sheet at the bottom (the offer card, 'Ready for a professional website?'):
 * it never takes focus or blocks the page; it is a labelled region a keyboard reaches in its turn.
 */
export function PopupCard({ name, popup }: PopupCardProps) {
  const { t } = useTranslation();
  const values = usePopupValues();
  const titleId = `popup-${name}-title`;
  return (
    <Card size="2" variant="classic" className="sales-popups__card" asChild>
      <aside aria-labelledby={titleId}>
        {/* One column on phones; from 768 px the words beside the button, the sheet stays low. */}
        <Flex direction={{ initial: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
          <Flex direction="column" gap="1" flexGrow="1" className="sales-popups__card-title">
            <Heading as="h2" size="3" id={titleId}>
              {t(`popups.${name}.title`, values)}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t(`popups.${name}.body`, values)}
            </Text>
          </Flex>
          <Button size="2" onClick={popup.onAccept}>
            {t(`popups.${name}.accept`, values)}
          </Button>
          <IconButton
            variant="ghost"
            color="gray"
            size="1"
            className="sales-popups__dismiss"
            aria-label={t('popups.dismiss')}
            onClick={popup.onDismiss}
          >
            <X size={16} aria-hidden />
          </IconButton>
        </Flex>
      </aside>
    </Card>
  );
}

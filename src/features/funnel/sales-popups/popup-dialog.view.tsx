import { Gift } from 'lucide-react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PopupView } from '@machines/popup-schedule';
import { usePopupValues } from './popup-values';
import { useReturnFocus } from '@src/lib/use-return-focus';

interface PopupDialogProps {
  name: 'exitIntent' | 'secondPopup';
  popup: PopupView;
}

/**
 * A popup that asks for attention (exit intent, the second popup): a small modal dialog with the
 * offer and a way out. Escape, the decline button and a press outside dismiss it.
 */
export function PopupDialog({ name, popup }: PopupDialogProps) {
  const { t } = useTranslation();
  const values = usePopupValues();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={popup.isOpen} onOpenChange={(open) => !open && popup.onDismiss()}>
      <Dialog.Content maxWidth="480px" size={{ initial: '3', sm: '4' }} align="center" {...returnFocus}>
        <Flex direction="column" align="center" gap="3">
          <Text color="indigo" asChild>
            <Gift size={40} aria-hidden />
          </Text>
          <Dialog.Title size={{ initial: '5', sm: '6' }} align="center" mb="0">
            {t(`popups.${name}.title`, values)}
          </Dialog.Title>
          <Dialog.Description size="3" align="center">
            {t(`popups.${name}.body`, values)}
          </Dialog.Description>
          <Flex direction="column" gap="2" width="100%" mt="2">
            <Button size="3" onClick={popup.onAccept}>
              {t(`popups.${name}.accept`, values)}
            </Button>
            <Dialog.Close>
              <Button size="3" variant="ghost" color="gray">
                {t(`popups.${name}.decline`)}
              </Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

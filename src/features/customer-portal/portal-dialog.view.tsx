import { X } from 'lucide-react';
import { Dialog, Flex, IconButton, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { SignedInPortal } from './signed-in-portal.view';
import { SignedOutPortal } from './signed-out-portal.view';
import type { CustomerPortal } from './use-customer-portal';
import './customer-portal.css';

/** The corner button every step of the dialog has; Escape closes too. */
function CloseButton() {
  const { t } = useTranslation();
  return (
    <Dialog.Close>
      <IconButton
        className="customer-portal__close"
        variant="ghost"
        color="gray"
        aria-label={t('common.close')}
      >
        <X size={18} aria-hidden />
      </IconButton>
    </Dialog.Close>
  );
}

/** While a stored token is checked: the dialog says so instead of offering a sign-in. */
function RestoringSession() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <Dialog.Title mb="0">{t('portal.title')}</Dialog.Title>
      <Flex align="center" justify="center" gap="3" py="6" role="status">
        <Spinner size="3" />
        <Dialog.Description size="2" color="gray">
          {t('portal.restoring')}
        </Dialog.Description>
      </Flex>
    </Flex>
  );
}

/** The customer portal (spec part 1 §2): signed out, the two tabs; signed in, the customer's tabs. */
export function PortalDialog({ portal }: { portal: CustomerPortal }) {
  const { session } = portal;
  const customer = !portal.showsSecondFactor ? session.customer : null;
  return (
    <Dialog.Root open={portal.isOpen} onOpenChange={portal.onOpenChange}>
      <Dialog.Content
        className="customer-portal"
        data-signed-in={customer ? '' : undefined}
        maxWidth={customer ? '1100px' : '480px'}
      >
        <CloseButton />
        {session.isRestoring ? (
          <RestoringSession />
        ) : customer ? (
          <SignedInPortal portal={portal} customer={customer} />
        ) : (
          <SignedOutPortal portal={portal} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { LogOut } from 'lucide-react';
import { Box, Button, Dialog, Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@contract/entities';
import { LiveStatus } from '@src/session/live-updates/live-status.view';
import { useLiveUpdates } from '@src/session/live-updates/use-live-updates';
import { PortalTabs } from './portal-tabs.view';
import type { CustomerPortal } from './use-customer-portal';

/**
 * The welcome with first and last name, Sign Out, and the customer's tabs; while it is open the
 * server's events keep the lists and the red dot up to date.
 */
export function SignedInPortal({ portal, customer }: { portal: CustomerPortal; customer: Customer }) {
  const { t } = useTranslation();
  const { session } = portal;
  const live = useLiveUpdates('customer');
  return (
    <Flex direction="column" gap="4" className="customer-portal__frame">
      <Flex justify="between" align="start" gap="3" wrap="wrap" className="customer-portal__header">
        <Box minWidth="0">
          <Dialog.Title mb="1">
            {t('portal.welcome', { firstName: customer.firstName, lastName: customer.lastName })}
          </Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {t('portal.signedInDescription')}
          </Dialog.Description>
          <LiveStatus view={live} />
        </Box>
        <Button variant="soft" color="gray" onClick={session.onLogout} disabled={session.isBusy}>
          {session.isBusy ? <Spinner /> : <LogOut size={16} aria-hidden className="customer-portal__flip" />}
          {t('customerSession.signOut')}
        </Button>
      </Flex>
      <PortalTabs portal={portal} customer={customer} />
    </Flex>
  );
}

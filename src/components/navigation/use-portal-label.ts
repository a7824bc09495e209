import { useTranslation } from 'react-i18next';
import { useSession } from '@src/stores/session.store';

/** "Customer Portal", or "{first name} Portal" once a customer is signed in. */
export const usePortalLabel = (): string => {
  const { t } = useTranslation();
  const firstName = useSession((state) => state.customer?.firstName);
  return firstName ? t('nav.namedPortal', { firstName }) : t('nav.customerPortal');
};

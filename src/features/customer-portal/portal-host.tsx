/** The customer portal once its code has loaded: the session runs from now on, the dialog on demand. */
import type { ActivatableProps } from '@src/components/deferred/deferred';
import { PortalDialog } from './portal-dialog.view';
import { useCustomerPortal, type PortalRequest } from './use-customer-portal';

const requestOf = (activated: ActivatableProps['activated']): PortalRequest | null =>
  activated === 'login' ? 'login' : activated ? 'portal' : null;

export function PortalHost({ activated }: ActivatableProps) {
  return <PortalDialog portal={useCustomerPortal(requestOf(activated))} />;
}

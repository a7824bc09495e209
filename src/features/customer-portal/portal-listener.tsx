/**
 * The customer portal's only part in the first load: a listener for the page-wide events that open
 * it. The portal's code (its machines, dialog and data layer) and texts load when the page is idle,
 * which is also when a stored session is checked, or at once when an event asks for the portal.
 */
import { usePageEvent } from '../../app/use-page-event';
import { deferred, type PlaceholderProps } from '../../components/deferred/deferred';
import { loadTextsNow } from '../../i18n/i18n';
import { PORTAL_TEXTS } from './portal-tabs';

export const PortalListener = deferred(
  () =>
    Promise.all([import('./portal-host'), loadTextsNow(PORTAL_TEXTS)]).then(([module]) => module.PortalHost),
  function PortalRequestListener({ onActivate }: PlaceholderProps) {
    usePageEvent('openCustomerPortal', () => onActivate('portal'));
    usePageEvent('openCustomerLogin', () => onActivate('login'));
    return null;
  },
);

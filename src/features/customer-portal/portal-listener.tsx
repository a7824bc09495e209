/**
 * The customer portal's only part in the first load: a listener for the page-wide events that open
 * it. The portal's code (its machines, dialog and data layer) and texts load at once when an event
 * asks for the portal, or when the page is idle if a session token is stored (its session is then
 * checked and the header shows the customer). A visitor without a stored session never fetches it
 * unasked: about 60 KB of the first visit's JavaScript until idle (bench:web, issue 18).
 */
import { usePageEvent } from '@src/app/use-page-event';
import { deferred, type PlaceholderProps } from '@src/components/deferred/deferred';
import { whenIdle } from '@src/components/deferred/when-idle';
import { loadTextsNow } from '@src/i18n/i18n';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { PORTAL_TEXTS } from './portal-texts';

/** Resolves when idle with a stored session token; otherwise never (an event loads the portal). */
const whenSessionIsStored = (): Promise<void> =>
  localStore.get(LOCAL_KEYS.authToken) ? whenIdle() : new Promise<void>(() => {});

export const PortalListener = deferred(
  () =>
    Promise.all([import('./portal-host'), loadTextsNow(PORTAL_TEXTS)]).then(([module]) => module.PortalHost),
  function PortalRequestListener({ onActivate }: PlaceholderProps) {
    usePageEvent('openCustomerPortal', () => onActivate('portal'));
    usePageEvent('openCustomerLogin', () => onActivate('login'));
    return null;
  },
  { loadWhen: whenSessionIsStored },
);

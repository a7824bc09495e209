/**
 * The admin portal's only part in the first load: a listener for the page event openAdminPortal.
 * The portal's code and texts load when the event comes, or when the page is idle if an admin
 * token is stored (an admin is likely to open it), never for other visitors.
 */
import { usePageEvent } from '@src/app/use-page-event';
import { deferred, type PlaceholderProps } from '@src/components/deferred/deferred';
import { whenIdle } from '@src/components/deferred/when-idle';
import { loadTextsNow } from '@src/i18n/i18n';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { ADMIN_PORTAL_TEXTS } from './admin-texts';

/** Resolves when idle with a stored admin token; otherwise never (the event loads the portal). */
const whenAdminIsLikely = (): Promise<void> =>
  localStore.get(LOCAL_KEYS.adminToken) ? whenIdle() : new Promise<void>(() => {});

export const AdminPortalLauncher = deferred(
  () =>
    Promise.all([import('./admin-portal-host'), loadTextsNow(ADMIN_PORTAL_TEXTS)]).then(
      ([module]) => module.AdminPortalHost,
    ),
  function AdminPortalRequestListener({ onActivate }: PlaceholderProps) {
    usePageEvent('openAdminPortal', () => onActivate());
    return null;
  },
  { loadWhen: whenAdminIsLikely },
);

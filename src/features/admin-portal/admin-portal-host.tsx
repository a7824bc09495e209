/**
 * The admin portal once its code has loaded: opened by the page event openAdminPortal (and at once
 * when the event was what loaded it). The page's portal session runs its sign-in only while it is
 * open, so the admin token it holds is read afresh each time it opens.
 */
import { useEffect, useEffectEvent } from 'react';
import type { ActivatableProps } from '@src/components/deferred/deferred';
import { usePageEvent } from '@src/app/use-page-event';
import { AdminPortalDialog } from './admin-portal-dialog.view';
import { useAdminPortal } from './use-admin-portal';

export function AdminPortalHost({ activated }: ActivatableProps) {
  const portal = useAdminPortal();
  const { onAdminPortalOpen, onAdminPortalClose } = portal;
  usePageEvent('openAdminPortal', onAdminPortalOpen);
  // The event that loaded this code opens the portal (once, as the code arrives).
  const openIfAsked = useEffectEvent(() => {
    if (activated) onAdminPortalOpen();
  });
  useEffect(() => openIfAsked(), []);
  return portal.adminPortal ? (
    <AdminPortalDialog view={portal.adminPortal} open onOpenChange={(open) => !open && onAdminPortalClose()} />
  ) : null;
}

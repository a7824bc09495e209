/**
 * The admin portal once its code has loaded: opened by the page event openAdminPortal (and at once
 * when the event was what loaded it). Its sign-in runs only while it is open, so a stored admin
 * token is read afresh each time it opens.
 */
import type { ActivatableProps } from '../../components/deferred/deferred';
import { usePageEvent } from '../../app/use-page-event';
import { useState } from 'react';
import { AdminPortalDialog } from './admin-portal-dialog.view';
import { useAdminPortal } from './use-admin-portal';

function OpenAdminPortal({ onClose }: { onClose: () => void }) {
  const view = useAdminPortal(onClose);
  return <AdminPortalDialog view={view} open onOpenChange={(open) => !open && onClose()} />;
}

export function AdminPortalHost({ activated }: ActivatableProps) {
  const [open, setOpen] = useState(Boolean(activated));
  usePageEvent('openAdminPortal', () => setOpen(true));
  return open ? <OpenAdminPortal onClose={() => setOpen(false)} /> : null;
}

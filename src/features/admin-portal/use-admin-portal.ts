/**
 * The admin portal's sign-in (spec part 1 §4): the adminVerification machine in its admin-portal
 * form, run by the page's portal session while the portal is open, from the admin token the
 * session holds. Signing out removes it and closes the portal; a call that refuses the token
 * returns to the login.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { PortalSessionView } from '@machines/portal-session';
import { ApiError } from '@src/api/api-error';
import { usePortalSession } from '@src/session/portal-session/use-portal-session';

/** A read of an admin route refused the admin token (expired or revoked). */
const isRefusedAdminRead = (queryKey: readonly unknown[], error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 401 &&
  typeof queryKey[1] === 'string' &&
  queryKey[1].startsWith('admin');

export const useAdminPortal = (): PortalSessionView => {
  const client = useQueryClient();
  const portal = usePortalSession();
  const view = portal.adminPortal;

  const expire = useEffectEvent(() => view?.isAuthenticated && view.onSessionExpired());
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && isRefusedAdminRead(event.query.queryKey, event.query.state.error))
          expire();
      }),
    [client],
  );
  return portal;
};

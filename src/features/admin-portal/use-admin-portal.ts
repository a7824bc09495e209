/**
 * The admin portal's sign-in (spec part 1 §4): the adminVerification machine in its admin-portal
 * form. The stored admin token is restored when the portal opens; signing out removes it and
 * closes the portal; a call that refuses the token returns to the login.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { BodyOf } from '../../../contract/routes';
import {
  adminVerificationMachine,
  connectAdminVerification,
  type AdminVerificationView,
} from '../../../machines/admin-verification';
import { ApiError } from '../../api/api-error';
import { routeActor } from '../../api/route-actor';
import { showMachineToast } from '../../app/show-machine-toast';
import { useSession } from '../../stores/session.store';
import { useFlow } from '../use-flow';

/** A read of an admin route refused the admin token (expired or revoked). */
const isRefusedAdminRead = (queryKey: readonly unknown[], error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 401 &&
  typeof queryKey[1] === 'string' &&
  queryKey[1].startsWith('admin');

export const useAdminPortal = (close: () => void): AdminVerificationView => {
  const client = useQueryClient();
  const view = useFlow(adminVerificationMachine, connectAdminVerification, {
    // Read once, when the portal opens (the machine takes its input at the start).
    input: { variant: 'adminPortal', storedAdminToken: useSession.getState().adminToken },
    implementations: {
      actors: {
        requestVerification: routeActor('requestVerification', (body: BodyOf<'requestVerification'>) => ({
          body,
        })),
        verifyCode: routeActor('verifyCode', (body: BodyOf<'verifyCode'>) => ({ body })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        storeAdminToken: (_, { token }) => useSession.getState().setAdminToken(token),
        removeAdminToken: () => {
          useSession.getState().setAdminToken(null);
          // What the old token read must not show to whoever signs in next.
          client.removeQueries({ predicate: ({ queryKey }) => String(queryKey[1]).startsWith('admin') });
        },
        closeAdminPortal: () => close(),
      },
    },
  });

  const expire = useEffectEvent(() => view.isAuthenticated && view.onSessionExpired());
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && isRefusedAdminRead(event.query.queryKey, event.query.state.error))
          expire();
      }),
    [client],
  );
  return view;
};

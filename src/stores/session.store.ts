import { create } from 'zustand';
import type { PortalSession } from '@machines/portal-session';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';

/**
 * The session as the API's auth header and the navigation read it: a read-only projection of the
 * page's portal session (src/session/portal-session), which alone writes it, from its
 * subscription. Until that session starts it holds the stored tokens and no customer, which is
 * also what the server renders and what React hydrates from.
 */
export type SessionState = PortalSession;

export const useSession = create<SessionState>()(() => ({
  authToken: localStore.get(LOCAL_KEYS.authToken),
  adminToken: localStore.get(LOCAL_KEYS.adminToken),
  customer: null,
}));

/**
 * The page's one portal session: started the first time anything needs the session (the customer
 * portal, the admin portal, the funnel, onboarding adopting an account), from the tokens stored
 * then, so the stored customer token is checked once per page load. Its snapshots are projected
 * into the session store, which the API's auth header and the navigation read; nothing else
 * writes that store.
 */
import { createActor, waitFor, type Actor } from 'xstate';
import { isSessionKnown, sessionOf, type PortalSessionMachine } from '@machines/portal-session';
import { onPageEnd } from '@src/lib/page-lifetime';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { useSession } from '@src/stores/session.store';
import { appPortalSession } from './app-portal-session';

let current: Actor<PortalSessionMachine> | null = null;

export const portalSession = (): Actor<PortalSessionMachine> => {
  if (current) return current;
  const actor = createActor(appPortalSession(), {
    input: {
      storedToken: localStore.get(LOCAL_KEYS.authToken),
      storedAdminToken: localStore.get(LOCAL_KEYS.adminToken),
    },
  });
  current = actor;
  actor.subscribe((snapshot) => useSession.setState(sessionOf(snapshot)));
  actor.start();
  useSession.setState(sessionOf(actor.getSnapshot()));
  return actor;
};

/** Resolves when the stored token's one check is over (at once without one): the funnel's wait. */
export const whenSessionKnown = async (): Promise<void> => {
  await waitFor(portalSession(), isSessionKnown, { timeout: Infinity });
};

/** A new page load in the tests: the next session starts from storage again, and until then the store is as it starts. */
export const endPortalSession = (): void => {
  current?.stop();
  current = null;
  useSession.setState({
    authToken: localStore.get(LOCAL_KEYS.authToken),
    adminToken: localStore.get(LOCAL_KEYS.adminToken),
    customer: null,
  });
};

onPageEnd(endPortalSession);

/**
 * The page's portal session as the funnel uses it: what onboarding starts with, and the account
 * onboarding creates. A visitor back from the payment has a stored token but no profile yet (the
 * profile is kept in memory only): onboarding needs it to open at the domain step, so the page's
 * portal session, which checks the stored token once for the whole page, is waited for before
 * onboarding starts. A refused token is forgotten there (spec part 1 §4).
 *
 * A visitor with no stored token has nothing to check (the session store already says so): the
 * session's code (its machines, about 5 KB gzipped) then loads with the onboarding dialog, the
 * first thing that can sign them in (funnel.tsx).
 */
import type { Customer } from '@contract/entities';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';

type SessionModule = typeof import('@src/session/portal-session/portal-session-actor');

let session: Promise<SessionModule> | null = null;

/** The portal session's code, fetched once. */
export const loadSession = (): Promise<SessionModule> =>
  (session ??= import('@src/session/portal-session/portal-session-actor'));

const hasStoredToken = (): boolean =>
  localStore.get(LOCAL_KEYS.authToken) !== null || localStore.get(LOCAL_KEYS.adminToken) !== null;

/** Resolves when the stored token's one check is over (at once without one). */
export const resolveSession = async (): Promise<void> => {
  if (session === null && !hasStoredToken()) return;
  await (await loadSession()).whenSessionKnown();
};

/** The account onboarding created becomes the page's session. */
export const adoptSession = async (token: string, customer: Customer): Promise<void> => {
  (await loadSession()).portalSession().send({ type: 'session.adopt', token, customer });
};

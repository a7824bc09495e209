/**
 * The page's portal session over the mock API: the one owner of the session, projected into the
 * session store the API's auth header reads, and the stored token checked once per page load
 * however many parts of the page wait for it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MOCK_TOKENS } from '@mocks/fixtures';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { useSession } from '@src/stores/session.store';
import { adaCustomer } from '@src/testing/fixtures';
import { setupMockApi } from '@src/testing/mock-api';
import { endPortalSession, portalSession, whenSessionKnown } from './portal-session-actor';

const server = setupMockApi();

/** Counts the requests to a path from now on. */
const countRequests = (path: string) => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.method);
  });
  return seen;
};

afterEach(() => {
  endPortalSession();
  server.events.removeAllListeners();
});

describe('the page’s portal session', () => {
  it('checks the stored token once, however many parts of the page wait for it', async () => {
    localStore.set(LOCAL_KEYS.authToken, MOCK_TOKENS.customer);
    const me = countRequests('/api/auth/me');
    await Promise.all([whenSessionKnown(), whenSessionKnown(), whenSessionKnown()]);
    portalSession();
    expect(me).toEqual(['GET']);
    expect(useSession.getState()).toMatchObject({
      authToken: MOCK_TOKENS.customer,
      customer: { firstName: 'Ada' },
    });
  });

  it('asks nothing without a stored token', async () => {
    const me = countRequests('/api/auth/me');
    await whenSessionKnown();
    expect(me).toEqual([]);
    expect(useSession.getState()).toEqual({ authToken: null, adminToken: null, customer: null });
  });

  it('forgets a refused stored token: removed from storage and from the store', async () => {
    localStore.set(LOCAL_KEYS.authToken, 'expired-token');
    await whenSessionKnown();
    expect(localStore.get(LOCAL_KEYS.authToken)).toBeNull();
    expect(useSession.getState()).toMatchObject({ authToken: null, customer: null });
  });

  it('adopts the account onboarding created: the token stored under auth_token, the profile in memory only', () => {
    portalSession().send({ type: 'session.adopt', token: 't-1', customer: adaCustomer });
    expect(localStorage.getItem('auth_token')).toBe('t-1');
    expect(useSession.getState()).toMatchObject({ authToken: 't-1', customer: adaCustomer });
    expect(JSON.stringify({ ...localStorage })).not.toContain('Ada');
  });

  it('logs out through the session: token and profile forgotten', async () => {
    const actor = portalSession();
    actor.send({ type: 'session.adopt', token: MOCK_TOKENS.customer, customer: adaCustomer });
    actor.getSnapshot().children.customerSession?.send({ type: 'logout' });
    await waitFor(actor, (snapshot) => snapshot.context.token === null);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(useSession.getState()).toMatchObject({ authToken: null, customer: null });
  });
});

/**
 * Who a story is signed in as: `parameters.session` = 'signedOut' (default), 'customer' (Ada,
 * with her mock token) or 'admin' (Grace, with a customer and an admin-scoped token). The mocks
 * accept these tokens, so portal calls answer with the fixtures.
 */
import { MOCK_TOKENS, adaCustomer, adminCustomer } from '@mocks/fixtures';
import { endPage } from '@src/lib/page-lifetime';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { useSession } from '@src/stores/session.store';

export type StorySession = 'signedOut' | 'customer' | 'admin';

const profile = ({ id, firstName, lastName, email, isAdmin }: typeof adaCustomer) => ({
  id,
  firstName,
  lastName,
  email,
  isAdmin,
});

/**
 * A story is a new page load: the former story's portal session ends, and the next one starts
 * from the tokens stored here, as a returning visitor's would (the portal session owns the
 * session; the store is its projection, set here too for what renders before the token's check).
 */
export const applySession = (session: unknown): void => {
  const tokens =
    session === 'customer'
      ? { authToken: MOCK_TOKENS.customer, adminToken: null, customer: profile(adaCustomer) }
      : session === 'admin'
        ? {
            authToken: MOCK_TOKENS.adminCustomer,
            adminToken: MOCK_TOKENS.admin,
            customer: profile(adminCustomer),
          }
        : { authToken: null, adminToken: null, customer: null };
  localStore.set(LOCAL_KEYS.authToken, tokens.authToken);
  localStore.set(LOCAL_KEYS.adminToken, tokens.adminToken);
  endPage();
  useSession.setState(tokens);
};

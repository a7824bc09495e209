/**
 * Who a story is signed in as: `parameters.session` = 'signedOut' (default), 'customer' (Ada,
 * with her mock token) or 'admin' (Grace, with a customer and an admin-scoped token). The mocks
 * accept these tokens, so portal calls answer with the fixtures.
 */
import { MOCK_TOKENS, adaCustomer, adminCustomer } from '../mocks/fixtures';
import { useSession } from '../src/stores/session.store';

export type StorySession = 'signedOut' | 'customer' | 'admin';

const profile = ({ id, firstName, lastName, email, isAdmin }: typeof adaCustomer) => ({
  id,
  firstName,
  lastName,
  email,
  isAdmin,
});

/** Sets the session store directly (not through signIn) so nothing lands in localStorage. */
export const applySession = (session: unknown): void => {
  if (session === 'customer') {
    useSession.setState({
      authToken: MOCK_TOKENS.customer,
      adminToken: null,
      customer: profile(adaCustomer),
    });
  } else if (session === 'admin') {
    useSession.setState({
      authToken: MOCK_TOKENS.adminCustomer,
      adminToken: MOCK_TOKENS.admin,
      customer: profile(adminCustomer),
    });
  } else {
    useSession.setState({ authToken: null, adminToken: null, customer: null });
  }
};

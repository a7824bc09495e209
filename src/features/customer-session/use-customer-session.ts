/**
 * The customer's session machine, wired to the API by route name and to the session store, which
 * keeps the tokens (auth_token). A stored token is checked when this starts, which is when the portal's code loads
 * (after the page is idle).
 */
import {
  connectCustomerSession,
  customerSessionMachine,
  type Credentials,
  type CustomerSessionView,
} from '../../../machines/customer-session';
import type { BodyOf } from '../../../contract/routes';
import { getQueryClient } from '../../api/query-client';
import { routeActor } from '../../api/route-actor';
import { showMachineToast } from '../../app/show-machine-toast';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../stores/session.store';
import { useFlow } from '../use-flow';

/** The reads that belong to one customer: another account must never see them from the cache. */
const CUSTOMER_READS = new Set([
  'customerProjects',
  'customerSubscriptions',
  'customerSupportTickets',
  'customerMessages',
  'customerUnreadMessages',
]);

/** Signed out: the next account starts from an empty cache of customer data. */
const forgetCustomerReads = (): void =>
  getQueryClient().removeQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'route' && CUSTOMER_READS.has(String(queryKey[1])),
  });

export interface CustomerSessionOptions {
  /** An admin account signed in with its password: the second factor takes over. */
  onAdminSignIn: (credentials: Credentials) => void;
}

export const useCustomerSession = ({ onAdminSignIn }: CustomerSessionOptions): CustomerSessionView => {
  const storedToken = useSession((state) => state.authToken);
  // Recorded on the account at registration and each sign-in: the language its mail is written in.
  const language = useLanguage();
  const view = useFlow(customerSessionMachine, connectCustomerSession, {
    input: { storedToken },
    implementations: {
      actors: {
        // The data layer sends the stored token (the store holds the one the machine names).
        fetchMe: routeActor(
          'me',
          (_: { token: string }) => ({}),
          (answer) => answer.customer,
        ),
        login: routeActor('login', (body: BodyOf<'login'>) => ({ body: { ...body, language } })),
        register: routeActor('register', (body: BodyOf<'register'>) => ({ body: { ...body, language } })),
        logout: routeActor('logout', (_: { token: string }) => ({})),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        storeToken: (_, { token }) => useSession.getState().setAuthToken(token),
        removeStoredToken: () => {
          useSession.getState().signOut();
          forgetCustomerReads();
        },
        notifyAdminSignIn: (_, credentials) => onAdminSignIn(credentials),
      },
    },
  });
  return view;
};

import { create } from 'zustand';
import type { Customer } from '../../contract/entities';
import { localStore } from '../lib/storage';
import { LOCAL_KEYS } from '../lib/storage-keys';

export interface SessionState {
  /** Customer-scoped bearer token, persisted under `auth_token`. */
  authToken: string | null;
  /** Admin-scoped bearer token, persisted under `admin_token` (decision 9). */
  adminToken: string | null;
  /** The customer profile, kept in memory only and restored from `/api/auth/me` on load. */
  customer: Customer | null;
  /** Login or registration succeeded. */
  signIn: (token: string, customer: Customer) => void;
  /** Keeps a new customer token (the session machine stores it before the account arrives). */
  setAuthToken: (token: string) => void;
  /** The profile arrived (session restore) or changed. */
  setCustomer: (customer: Customer | null) => void;
  /** Forgets the customer token and profile, e.g. on logout or a failed token check. */
  signOut: () => void;
  setAdminToken: (token: string | null) => void;
}

/**
 * The session. Its initial state is signed out, which is what the server renders and what React
 * hydrates from; the stored tokens are the current state from the start.
 */
export const useSession = create<SessionState>()((set) => ({
  authToken: null,
  adminToken: null,
  customer: null,
  signIn: (token, customer) => {
    localStore.set(LOCAL_KEYS.authToken, token);
    set({ authToken: token, customer });
  },
  setAuthToken: (token) => {
    localStore.set(LOCAL_KEYS.authToken, token);
    set({ authToken: token });
  },
  setCustomer: (customer) => set({ customer }),
  signOut: () => {
    localStore.remove(LOCAL_KEYS.authToken);
    set({ authToken: null, customer: null });
  },
  setAdminToken: (token) => {
    localStore.set(LOCAL_KEYS.adminToken, token);
    set({ adminToken: token });
  },
}));

useSession.setState({
  authToken: localStore.get(LOCAL_KEYS.authToken),
  adminToken: localStore.get(LOCAL_KEYS.adminToken),
});

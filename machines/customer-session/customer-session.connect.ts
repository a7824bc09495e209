/** View props of the session: the portal button, the Sign In and Create Account tabs, Sign Out. */
import type { SnapshotFrom } from 'xstate';
import type { Customer } from '@contract/entities';
import type { AccountForm } from '../shared/account-rules';
import type { CustomerSessionEvent, CustomerSessionMachine } from './customer-session.machine';

export interface CustomerSessionView {
  isSignedIn: boolean;
  /** The stored token is being checked. */
  isRestoring: boolean;
  /** A login, registration or logout is running: buttons are disabled. */
  isBusy: boolean;
  customer: Customer | null;
  isAdmin: boolean;
  onLogin: (email: string, password: string) => void;
  onRegister: (form: AccountForm) => void;
  onLogout: () => void;
  /** Undoes an admin's password sign-in when the second factor is given up. */
  onAbandon: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<CustomerSessionMachine>,
  send: (event: CustomerSessionEvent) => void,
): CustomerSessionView => {
  const isSignedIn = snapshot.matches('signedIn');
  return {
    isSignedIn,
    isRestoring: snapshot.matches('checking') || snapshot.matches('restoring'),
    isBusy:
      snapshot.matches('loggingIn') ||
      snapshot.matches('registering') ||
      snapshot.matches('loggingOut') ||
      snapshot.matches('abandoning'),
    customer: isSignedIn ? snapshot.context.customer : null,
    isAdmin: isSignedIn && snapshot.context.customer?.isAdmin === true,
    onLogin: (email, password) => send({ type: 'login.submit', email, password }),
    onRegister: (form) => send({ type: 'register.submit', form }),
    onLogout: () => send({ type: 'logout' }),
    onAbandon: () => send({ type: 'session.abandon' }),
  };
};

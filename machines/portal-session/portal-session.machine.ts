/**
 * The portal as one actor system (issue 19) and the one owner of the session: the customer's
 * session, the admin second factor an admin's password sign-in starts, and the admin portal's
 * sign-in run as this machine's children, and every write to the session goes through it:
 * - the stored customer token is checked once, by the one customer session this machine invokes
 *   for the page's life (one `/api/auth/me` per page load), and `restore` says when it is known;
 * - a token stored, a customer signed in or out, an admin token stored or removed: the children
 *   report it, this machine keeps it in its context and has the app persist it;
 * - an admin's password sign-in hands the credentials to the second factor; while the code is
 *   asked the customer is not named (the navigation waits); a granted code closes the customer
 *   portal (emitted) and opens the admin portal; a second factor given up undoes the sign-in;
 * - an account created in onboarding is adopted by the customer session;
 * - the admin portal's sign-in runs while the portal is open, from the admin token this machine
 *   holds; "sign out everywhere" ends the admin's customer session here too when it is the same
 *   account's.
 *
 * The children report through named actions that `createPortalSessionMachine` wires to events of
 * this machine (as the funnel does).
 */
import { assign, emit, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Customer } from '@contract/entities';
import { adminVerificationMachine, type AdminVerificationMachine } from '../admin-verification';
import {
  customerSessionMachine,
  type Credentials,
  type CustomerSessionMachine,
} from '../customer-session';

export interface PortalSessionInput {
  /** The stored customer token (auth_token), read once when the page's session starts. */
  storedToken: string | null;
  /** The stored admin token (admin_token). */
  storedAdminToken: string | null;
}

export interface PortalSessionContext {
  /** The customer token the API calls send. */
  token: string | null;
  /** The admin token the admin API calls send. */
  adminToken: string | null;
  /** The signed-in account (an admin's too, while its code is asked: see `sessionOf`). */
  customer: Customer | null;
}

export type PortalSessionEvent =
  // What the children report.
  | { type: 'customer.tokenStored'; token: string }
  | { type: 'customer.signedIn'; customer: Customer | null }
  /** The customer token is gone: logout, a refused stored token, an undone admin sign-in. */
  | { type: 'customer.signedOut' }
  /** The stored token's check got no answer: signed out on this page, the token kept in storage. */
  | { type: 'customer.checkUnanswered' }
  | ({ type: 'customer.adminSignIn' } & Credentials)
  | { type: 'secondFactor.granted' }
  | { type: 'secondFactor.abandoned' }
  | { type: 'admin.tokenStored'; token: string }
  | { type: 'admin.signedOut' }
  // What the page asks.
  /** An account created in onboarding signs the visitor in. */
  | { type: 'session.adopt'; token: string; customer: Customer }
  | { type: 'adminPortal.open' }
  | { type: 'adminPortal.close' }
  /** The server ended every session of this admin's account (the admin portal's settings). */
  | { type: 'session.signedOutEverywhere'; adminId: string };

/** What the machine tells the page without an event of its own: the customer portal closes. */
export type PortalSessionEmitted = { type: 'customerPortal.close' };

/** The two flows the portal runs, each with the app's implementations already provided. */
export interface PortalSessionChildren {
  customerSession: CustomerSessionMachine;
  adminVerification: AdminVerificationMachine;
}

/** The portal over these children; the report actions of each are wired to this machine's events. */
export const createPortalSessionMachine = (children: PortalSessionChildren) =>
  setup({
    types: {
      context: {} as PortalSessionContext,
      events: {} as PortalSessionEvent,
      input: {} as PortalSessionInput,
      emitted: {} as PortalSessionEmitted,
    },
    actors: {
      customerSession: children.customerSession.provide({
        actions: {
          storeToken: sendParent((_, { token }: { token: string }) => ({
            type: 'customer.tokenStored',
            token,
          })),
          removeStoredToken: sendParent({ type: 'customer.signedOut' }),
          reportCheckUnanswered: sendParent({ type: 'customer.checkUnanswered' }),
          notifyAdminSignIn: sendParent((_, credentials: Credentials) => ({
            type: 'customer.adminSignIn',
            ...credentials,
          })),
          reportSignedIn: sendParent((_, { customer }: { customer: Customer | null }) => ({
            type: 'customer.signedIn',
            customer,
          })),
        },
      }),
      // One machine for both places: its variant decides which of these reports it makes.
      adminVerification: children.adminVerification.provide({
        actions: {
          storeAdminToken: sendParent((_, { token }: { token: string }) => ({
            type: 'admin.tokenStored',
            token,
          })),
          removeAdminToken: sendParent({ type: 'admin.signedOut' }),
          closeCustomerPortal: sendParent({ type: 'secondFactor.granted' }),
          // The portal session opens the admin portal itself when the code is granted.
          openAdminPortal: () => {},
          abandonSignIn: sendParent({ type: 'secondFactor.abandoned' }),
          closeAdminPortal: sendParent({ type: 'adminPortal.close' }),
        },
      }),
    },
    actions: {
      /** App: store the customer token (auth_token). */
      persistToken: (_, _params: { token: string }) => {},
      /** App: remove the stored customer token and what the customer's reads cached. */
      removeStoredToken: () => {},
      /** App: store the admin token (admin_token). */
      persistAdminToken: (_, _params: { token: string }) => {},
      /** App: remove the stored admin token and what the admin's reads cached. */
      removeAdminToken: () => {},
      /** App: open the admin portal (the page event openAdminPortal loads its code if need be). */
      openAdminPortal: () => {},
      setToken: assign({ token: (_, { token }: { token: string }) => token }),
      setCustomer: assign({ customer: (_, { customer }: { customer: Customer | null }) => customer }),
      clearCustomer: assign({ token: null, customer: null }),
      setAdminToken: assign({ adminToken: (_, { token }: { token: string }) => token }),
      clearAdminToken: assign({ adminToken: null }),
      closeCustomerPortal: emit({ type: 'customerPortal.close' }),
      askCode: sendTo('secondFactor', (_, credentials: Credentials) => ({
        type: 'credentials.submit' as const,
        ...credentials,
      })),
      undoSignIn: sendTo('customerSession', { type: 'session.abandon' }),
      adopt: sendTo('customerSession', (_, { token, customer }: { token: string; customer: Customer }) => ({
        type: 'session.adopt' as const,
        token,
        customer,
      })),
      endCustomerSession: sendTo('customerSession', { type: 'session.ended' }),
    },
    guards: {
      /** The stored token's check is over: a customer came, or the token is gone (or never was). */
      isRestored: ({ context }) => context.customer !== null || context.token === null,
      isSameAccount: ({ context }, { adminId }: { adminId: string }) => context.customer?.id === adminId,
    },
  }).createMachine({
    id: 'portalSession',
    context: ({ input }) => ({
      token: input.storedToken,
      adminToken: input.storedAdminToken,
      customer: null,
    }),
    invoke: [
      { id: 'customerSession', src: 'customerSession', input: ({ context }) => ({ storedToken: context.token }) },
      {
        id: 'secondFactor',
        src: 'adminVerification',
        // Every password sign-in of an admin asks for a code, whatever admin token is stored.
        input: { variant: 'customerPortal', storedAdminToken: null },
      },
    ],
    on: {
      'customer.tokenStored': {
        actions: [
          { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
          { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
        ],
      },
      'customer.signedIn': { actions: { type: 'setCustomer', params: ({ event }) => event } },
      'customer.signedOut': { actions: ['clearCustomer', 'removeStoredToken'] },
      'customer.checkUnanswered': { actions: 'clearCustomer' },
      'admin.tokenStored': {
        actions: [
          { type: 'setAdminToken', params: ({ event }) => ({ token: event.token }) },
          { type: 'persistAdminToken', params: ({ event }) => ({ token: event.token }) },
        ],
      },
      'admin.signedOut': { actions: ['clearAdminToken', 'removeAdminToken'] },
      'session.adopt': { actions: { type: 'adopt', params: ({ event }) => event } },
    },
    type: 'parallel',
    states: {
      /** The stored token's one check: the funnel waits for it instead of checking again. */
      restore: {
        initial: 'restoring',
        states: {
          restoring: { always: { guard: 'isRestored', target: 'settled' } },
          settled: {},
        },
      },
      /** The code an admin's password sign-in asks for, in the customer portal. */
      secondFactor: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'customer.adminSignIn': {
                target: 'asking',
                actions: {
                  type: 'askCode',
                  params: ({ event }) => ({ email: event.email, password: event.password }),
                },
              },
            },
          },
          asking: {
            on: {
              'secondFactor.granted': { target: 'idle', actions: ['closeCustomerPortal', 'openAdminPortal'] },
              'secondFactor.abandoned': { target: 'idle', actions: 'undoSignIn' },
            },
          },
        },
      },
      /** The admin portal's dialog: its sign-in runs while it is open, from the admin token held here. */
      adminPortal: {
        initial: 'closed',
        states: {
          closed: { on: { 'adminPortal.open': 'open' } },
          open: {
            invoke: {
              id: 'adminPortal',
              src: 'adminVerification',
              input: ({ context }) => ({ variant: 'adminPortal', storedAdminToken: context.adminToken }),
            },
            on: {
              'adminPortal.close': 'closed',
              // The admin portal then signs out of its own session (admin.signOut) as its button does.
              'session.signedOutEverywhere': {
                guard: { type: 'isSameAccount', params: ({ event }) => event },
                actions: 'endCustomerSession',
              },
            },
          },
        },
      },
    },
  });

/** The portal over the flows' own machines (tests, the explorer; the app provides its own). */
export const portalSessionMachine = createPortalSessionMachine({
  customerSession: customerSessionMachine,
  adminVerification: adminVerificationMachine,
});

export type PortalSessionMachine = typeof portalSessionMachine;

/** The session as the rest of the app reads it (the API's tokens, the navigation's customer). */
export interface PortalSession {
  authToken: string | null;
  adminToken: string | null;
  /** Null while an admin's code is still asked: the navigation names the customer once signed in. */
  customer: Customer | null;
}

export const sessionOf = (snapshot: SnapshotFrom<PortalSessionMachine>): PortalSession => ({
  authToken: snapshot.context.token,
  adminToken: snapshot.context.adminToken,
  customer: snapshot.matches({ secondFactor: 'asking' }) ? null : snapshot.context.customer,
});

/** The stored token's check is over (at once when none was stored). */
export const isSessionKnown = (snapshot: SnapshotFrom<PortalSessionMachine>): boolean =>
  snapshot.matches({ restore: 'settled' });

/** The portal's running flows: the admin portal's only while it is open. */
export interface PortalSessionChildRefs {
  customerSession: ActorRefFrom<CustomerSessionMachine>;
  secondFactor: ActorRefFrom<AdminVerificationMachine>;
  adminPortal?: ActorRefFrom<AdminVerificationMachine>;
}

/** The children of a portal snapshot by id, typed as the flows they run. */
export const portalSessionChildren = (snapshot: SnapshotFrom<PortalSessionMachine>): PortalSessionChildRefs =>
  snapshot.children as unknown as PortalSessionChildRefs;

import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { Customer } from '@contract/entities';
import { adminVerificationFakes, adminVerificationMachine } from '../admin-verification';
import { customerSessionFakes, customerSessionMachine } from '../customer-session';
import { sampleAdmin, sampleCustomer, serverRefusal } from '../testing/fixtures';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { recordToasts } from '../testing/toasts';
import { TIMINGS } from '../timings';
import { connect } from './portal-session.connect';
import { portalSessionFakes } from './portal-session.fakes';
import {
  createPortalSessionMachine,
  isSessionKnown,
  portalSessionChildren,
  portalSessionMachine,
  sessionOf,
  type PortalSessionInput,
} from './portal-session.machine';
import { nothingStored, statesOfInterest, tokenStored } from './portal-session.states';

interface Services {
  fetchMe?: () => Promise<Customer>;
  login?: () => Promise<{ token: string; customer: Customer }>;
}

/** The portal over its real children, their services answering as the server would. */
const start = (input: PortalSessionInput, services: Services = {}) => {
  const clock = new SimulatedClock();
  const recorder = recordToasts();
  const calls = {
    fetchMe: vi.fn(services.fetchMe ?? (async () => sampleCustomer)),
    logout: vi.fn(async () => customerSessionFakes.logout()),
  };
  const effects = {
    persistToken: vi.fn(),
    removeStoredToken: vi.fn(),
    persistAdminToken: vi.fn(),
    removeAdminToken: vi.fn(),
    openAdminPortal: vi.fn(),
  };
  const machine = createPortalSessionMachine({
    customerSession: customerSessionMachine.provide({
      actors: {
        fetchMe: fromPromise(() => calls.fetchMe()),
        login: fromPromise(services.login ?? (async () => customerSessionFakes.login())),
        register: fromPromise(async () => customerSessionFakes.register()),
        logout: fromPromise(() => calls.logout()),
      },
      actions: { showToast: recorder.showToast },
    }),
    adminVerification: adminVerificationMachine.provide({
      actors: {
        requestVerification: fromPromise(async () => adminVerificationFakes.requestVerification()),
        verifyCode: fromPromise(async () => adminVerificationFakes.verifyCode()),
      },
      actions: { showToast: recorder.showToast },
    }),
  }).provide({ actions: effects });
  const actor = createActor(machine, { input, clock }).start();
  const closings = vi.fn();
  actor.on('customerPortal.close', closings);
  const view = () => {
    const refs = portalSessionChildren(actor.getSnapshot());
    return connect(
      {
        portal: actor.getSnapshot(),
        customerSession: refs.customerSession.getSnapshot(),
        secondFactor: refs.secondFactor.getSnapshot(),
        adminPortal: refs.adminPortal?.getSnapshot(),
      },
      {
        portal: actor.send,
        customerSession: refs.customerSession.send,
        secondFactor: refs.secondFactor.send,
        adminPortal: refs.adminPortal?.send,
      },
    );
  };
  const session = () => sessionOf(actor.getSnapshot());
  const known = () => waitFor(actor, isSessionKnown);
  return { actor, clock, calls, effects, closings, view, session, known };
};

/** An admin's password sign-in up to the code panel. */
const signInAdmin = async (portal: ReturnType<typeof start>) => {
  portal.view().session.onLogin('grace@example.com', 'secret1');
  // The child's own steps: the portal's snapshot does not change while the code is requested.
  await waitFor(portalSessionChildren(portal.actor.getSnapshot()).secondFactor, (s) => s.matches('code'));
};

describe('portalSession', () => {
  it('checks a stored token once and names the customer', async () => {
    const portal = start(tokenStored);
    expect(isSessionKnown(portal.actor.getSnapshot())).toBe(false);
    expect(portal.view().session.isRestoring).toBe(true);
    await portal.known();
    expect(portal.session()).toEqual({ authToken: 'tok_stored', adminToken: null, customer: sampleCustomer });
    expect(portal.calls.fetchMe).toHaveBeenCalledTimes(1);
  });

  it('forgets a refused stored token: removed once, the session known and signed out', async () => {
    const portal = start(tokenStored, {
      fetchMe: async () => {
        throw serverRefusal(401, 'Unauthorized');
      },
    });
    await portal.known();
    expect(portal.session()).toEqual({ authToken: null, adminToken: null, customer: null });
    expect(portal.effects.removeStoredToken).toHaveBeenCalledTimes(1);
  });

  it('keeps a stored token whose check got no answer (a reload mid-check): signed out on this page only', async () => {
    const portal = start(tokenStored, {
      fetchMe: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await portal.known();
    expect(portal.session()).toEqual({ authToken: null, adminToken: null, customer: null });
    expect(portal.view().session.isRestoring).toBe(false);
    expect(portal.effects.removeStoredToken).not.toHaveBeenCalled();
  });

  it('knows the session at once without a stored token, and asks nobody', () => {
    const portal = start(nothingStored);
    expect(isSessionKnown(portal.actor.getSnapshot())).toBe(true);
    expect(portal.calls.fetchMe).not.toHaveBeenCalled();
  });

  it("keeps a customer's login: the token persisted, the customer named", async () => {
    const portal = start(nothingStored);
    portal.view().session.onLogin('ada@example.com', 'secret1');
    await waitFor(portal.actor, (s) => s.context.customer !== null);
    expect(portal.effects.persistToken).toHaveBeenCalledWith(expect.anything(), { token: 'tok_customer' });
    expect(portal.session()).toMatchObject({ authToken: 'tok_customer', customer: sampleCustomer });
  });

  it('adopts the account onboarding created', () => {
    const portal = start(nothingStored);
    portal.actor.send({ type: 'session.adopt', token: 'tok_new', customer: sampleCustomer });
    expect(portal.session()).toMatchObject({ authToken: 'tok_new', customer: sampleCustomer });
    expect(portal.view().session.isSignedIn).toBe(true);
    expect(portal.effects.persistToken).toHaveBeenCalledWith(expect.anything(), { token: 'tok_new' });
  });

  it('logs out through the one session: the stored token removed, nobody named', async () => {
    const portal = start(tokenStored);
    await portal.known();
    portal.view().session.onLogout();
    await waitFor(portal.actor, (s) => s.context.token === null);
    expect(portal.session()).toEqual({ authToken: null, adminToken: null, customer: null });
    expect(portal.effects.removeStoredToken).toHaveBeenCalledTimes(1);
  });

  it("names nobody while an admin's code is asked, then closes the customer portal and opens the admin portal", async () => {
    const portal = start(nothingStored, { login: async () => ({ token: 'tok_admin', customer: sampleAdmin }) });
    await signInAdmin(portal);
    expect(portal.view().showsSecondFactor).toBe(true);
    expect(portal.session()).toMatchObject({ authToken: 'tok_admin', customer: null });

    portal.view().secondFactor.onCodeChange('123456');
    portal.view().secondFactor.onVerify();
    await waitFor(portal.actor, (s) => s.context.adminToken !== null);
    expect(portal.effects.persistAdminToken).toHaveBeenCalledWith(expect.anything(), { token: 'tok_admin' });
    expect(portal.closings).toHaveBeenCalledTimes(1);
    expect(portal.effects.openAdminPortal).toHaveBeenCalledTimes(1);
    expect(portal.view().showsSecondFactor).toBe(false);
    expect(portal.session()).toEqual({ authToken: 'tok_admin', adminToken: 'tok_admin', customer: sampleAdmin });
  });

  it('undoes the password sign-in when the code expires (simulated clock)', async () => {
    const portal = start(nothingStored, { login: async () => ({ token: 'tok_admin', customer: sampleAdmin }) });
    await signInAdmin(portal);
    portal.clock.increment(TIMINGS.codeLifetime);
    await waitFor(portal.actor, (s) => s.context.token === null);
    expect(portal.calls.logout).toHaveBeenCalledTimes(1);
    expect(portal.effects.removeStoredToken).toHaveBeenCalledTimes(1);
    expect(portal.session()).toEqual({ authToken: null, adminToken: null, customer: null });
    expect(portal.view().session.isSignedIn).toBe(false);
  });

  it("opens the admin portal's sign-in from the admin token it holds, and signs out of it", async () => {
    const portal = start({ storedToken: null, storedAdminToken: 'tok_admin_scope' });
    expect(portal.view().adminPortal).toBeNull();
    portal.view().onAdminPortalOpen();
    expect(portal.view().adminPortal?.isAuthenticated).toBe(true);
    portal.view().adminPortal?.onSignOut();
    expect(portal.view().isAdminPortalOpen).toBe(false);
    expect(portal.effects.removeAdminToken).toHaveBeenCalledTimes(1);
    expect(portal.session().adminToken).toBeNull();
  });

  it("signs the admin's own customer session out too after 'sign out everywhere', without a logout call", async () => {
    const portal = start({ storedToken: 'tok_admin', storedAdminToken: 'tok_admin_scope' }, {
      fetchMe: async () => sampleAdmin,
    });
    await portal.known();
    portal.view().onAdminPortalOpen();
    portal.actor.send({ type: 'session.signedOutEverywhere', adminId: sampleAdmin.id });
    portal.view().adminPortal?.onSignOut();
    expect(portal.session()).toEqual({ authToken: null, adminToken: null, customer: null });
    expect(portal.view().isAdminPortalOpen).toBe(false);
    expect(portal.calls.logout).not.toHaveBeenCalled();
  });

  it("keeps another account's customer session after 'sign out everywhere'", async () => {
    const portal = start({ storedToken: 'tok_stored', storedAdminToken: 'tok_admin_scope' });
    await portal.known();
    portal.view().onAdminPortalOpen();
    portal.actor.send({ type: 'session.signedOutEverywhere', adminId: sampleAdmin.id });
    portal.view().adminPortal?.onSignOut();
    expect(portal.session()).toEqual({ authToken: 'tok_stored', adminToken: null, customer: sampleCustomer });
  });

  itReachesEachStateOfInterest(portalSessionMachine, statesOfInterest, portalSessionFakes);
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { connect } from './customer-portal.connect';
import { customerPortalFakes } from './customer-portal.fakes';
import {
  customerPortalMachine,
  type CustomerPortalEvent,
  type CustomerPortalInput,
} from './customer-portal.machine';
import { loadedForLogin, loadedForPortal, loadedUnasked, statesOfInterest } from './customer-portal.states';
import { customerTabOrder } from './customer-portal.tabs';

/**
 * The dialog with the app's two joins recorded: what it announces to the page, and a stand-in for
 * the portal session that grants an admin's code when the test says so.
 */
const start = (input: CustomerPortalInput) => {
  const announced: boolean[] = [];
  let grant: (() => void) | null = null;
  const stopped = vi.fn();
  const machine = customerPortalMachine.provide({
    actions: { announceOpen: (_, { open }) => announced.push(open) },
    actors: {
      adminCodeGrants: fromCallback<CustomerPortalEvent>(({ sendBack }) => {
        grant = () => sendBack({ type: 'adminCode.granted' });
        return stopped;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { actor, view, announced, grantCode: () => grant?.(), stopped };
};

describe('customerPortal', () => {
  it('waits closed when its code loaded unasked, and tells the page nothing', () => {
    const portal = start(loadedUnasked);
    expect(portal.view().isOpen).toBe(false);
    expect(portal.announced).toEqual([]);
  });

  it('opens at once for the request its code was loaded for, on Sign In, and tells the page', () => {
    for (const input of [loadedForPortal, loadedForLogin]) {
      const portal = start(input);
      expect(portal.view()).toMatchObject({ isOpen: true, signedOutTab: 'signIn', chosenTab: null });
      expect(portal.announced).toEqual([true]);
    }
  });

  it('opens and closes on the page’s requests and its own close, announcing each change once', () => {
    const portal = start(loadedUnasked);
    portal.view().onOpen();
    portal.view().onOpen();
    expect(portal.view().isOpen).toBe(true);
    portal.view().onOpenChange(false);
    expect(portal.view().isOpen).toBe(false);
    portal.view().onOpenChange(true);
    portal.view().onClose();
    portal.view().onClose();
    expect(portal.announced).toEqual([true, false, true, false]);
  });

  it('keeps the signed-out tab across a closing; the login request shows Sign In, open or closed', () => {
    const portal = start(loadedForPortal);
    portal.view().onSignedOutTabChange('createAccount');
    portal.view().onClose();
    portal.view().onOpen();
    expect(portal.view().signedOutTab).toBe('createAccount');
    portal.view().onOpenLogin();
    expect(portal.view().signedOutTab).toBe('signIn');
    // Open already: the tab changes, the page hears nothing new.
    expect(portal.announced).toEqual([true, false, true]);

    portal.view().onSignedOutTabChange('createAccount');
    portal.view().onClose();
    portal.view().onOpenLogin();
    expect(portal.view()).toMatchObject({ isOpen: true, signedOutTab: 'signIn' });
  });

  it('ignores a tab that is not one of the dialog’s', () => {
    const portal = start(loadedForPortal);
    portal.view().onSignedOutTabChange('admin');
    portal.view().onTabChange('signIn');
    expect(portal.view()).toMatchObject({ signedOutTab: 'signIn', chosenTab: null });
  });

  it('shows the first tab of the row until one is chosen, and forgets the choice on closing', () => {
    const portal = start(loadedForPortal);
    expect(portal.view().tabIn(customerTabOrder(false))).toBe('purchase');
    // The projects come first once there are any.
    expect(portal.view().tabIn(customerTabOrder(true))).toBe('projects');
    portal.view().onTabChange('messages');
    expect(portal.view().tabIn(customerTabOrder(true))).toBe('messages');
    portal.view().onTabChange('admin');
    expect(portal.view().chosenTab).toBe('admin');
    portal.view().onOpenChange(false);
    portal.view().onOpen();
    expect(portal.view().chosenTab).toBeNull();
    expect(portal.view().tabIn(customerTabOrder(true))).toBe('projects');
  });

  it('closes when an admin’s code is granted, forgetting the chosen tab; a grant while closed changes nothing', () => {
    const portal = start(loadedForLogin);
    portal.view().onTabChange('account');
    portal.grantCode();
    expect(portal.view()).toMatchObject({ isOpen: false, chosenTab: null });
    expect(portal.announced).toEqual([true, false]);
    portal.grantCode();
    expect(portal.view().isOpen).toBe(false);
    expect(portal.announced).toEqual([true, false]);
  });

  it('listens for the grants for as long as it runs', () => {
    const portal = start(loadedUnasked);
    expect(portal.stopped).not.toHaveBeenCalled();
    portal.actor.stop();
    expect(portal.stopped).toHaveBeenCalledTimes(1);
  });

  it('hears no grant by default (stories, the explorer)', () => {
    const actor = createActor(customerPortalMachine, { input: loadedForPortal }).start();
    const grants = actor.getSnapshot().children.adminCodeGrants as AnyActorRef | undefined;
    expect(grants?.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('open');
  });

  itReachesEachStateOfInterest(customerPortalMachine, statesOfInterest, customerPortalFakes);
});

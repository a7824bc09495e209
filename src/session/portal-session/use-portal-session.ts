/**
 * The page's portal session for the portals' views: its children's snapshots rendered through
 * `connect`, events sent to the child they are for. The session runs for the page's life, so the
 * views come and go without starting it again.
 */
import { useSelector } from '@xstate/react';
import { connectPortalSession, portalSessionChildren, type PortalSessionView } from '@machines/portal-session';
import { portalSession } from './portal-session-actor';

export const usePortalSession = (): PortalSessionView => {
  const actor = portalSession();
  const portal = useSelector(actor, (snapshot) => snapshot);
  const { customerSession, secondFactor, adminPortal } = portalSessionChildren(portal);
  const snapshots = {
    portal,
    customerSession: useSelector(customerSession, (snapshot) => snapshot),
    secondFactor: useSelector(secondFactor, (snapshot) => snapshot),
    adminPortal: useSelector(adminPortal, (snapshot) => snapshot),
  };
  return connectPortalSession(snapshots, {
    portal: actor.send,
    customerSession: customerSession.send,
    secondFactor: secondFactor.send,
    adminPortal: adminPortal?.send,
  });
};

/**
 * View props of the portal: each flow's own view (its connect over its child's snapshot), and what
 * the portal session decides about them: whether the customer portal shows the code panel, and
 * whether the admin portal is open.
 */
import type { SnapshotFrom } from 'xstate';
import {
  connectAdminVerification,
  type AdminVerificationMachine,
  type AdminVerificationView,
} from '../admin-verification';
import {
  connectCustomerSession,
  type CustomerSessionMachine,
  type CustomerSessionView,
} from '../customer-session';
import {
  isSessionKnown,
  sessionOf,
  type PortalSessionEvent,
  type PortalSessionMachine,
} from './portal-session.machine';

/** The portal's snapshot and its children's, as the app subscribes to them. */
export interface PortalSessionSnapshots {
  portal: SnapshotFrom<PortalSessionMachine>;
  customerSession: SnapshotFrom<CustomerSessionMachine>;
  secondFactor: SnapshotFrom<AdminVerificationMachine>;
  /** Only while the admin portal is open. */
  adminPortal?: SnapshotFrom<AdminVerificationMachine>;
}

/** Where each view's events go: the portal session, or the child they are for. */
export interface PortalSessionSenders {
  portal: (event: PortalSessionEvent) => void;
  customerSession: Parameters<typeof connectCustomerSession>[1];
  secondFactor: Parameters<typeof connectAdminVerification>[1];
  adminPortal?: Parameters<typeof connectAdminVerification>[1];
}

export interface PortalSessionView {
  session: CustomerSessionView;
  /** The customer portal's code panel. */
  secondFactor: AdminVerificationView;
  /** An admin signed in with a password and the code is being asked: the Sign In tab shows the code panel. */
  showsSecondFactor: boolean;
  /** The admin portal's sign-in and session, while it is open. */
  adminPortal: AdminVerificationView | null;
  isAdminPortalOpen: boolean;
  onAdminPortalOpen: () => void;
  onAdminPortalClose: () => void;
}

export const connect = (
  snapshots: PortalSessionSnapshots,
  senders: PortalSessionSenders,
): PortalSessionView => {
  const secondFactor = connectAdminVerification(snapshots.secondFactor, senders.secondFactor);
  const isAdminPortalOpen = snapshots.portal.matches({ adminPortal: 'open' });
  return {
    session: connectCustomerSession(snapshots.customerSession, senders.customerSession),
    secondFactor,
    showsSecondFactor: secondFactor.step === 'code' || secondFactor.isRequesting,
    adminPortal:
      isAdminPortalOpen && snapshots.adminPortal && senders.adminPortal
        ? connectAdminVerification(snapshots.adminPortal, senders.adminPortal)
        : null,
    isAdminPortalOpen,
    onAdminPortalOpen: () => senders.portal({ type: 'adminPortal.open' }),
    onAdminPortalClose: () => senders.portal({ type: 'adminPortal.close' }),
  };
};

/** What the portal session itself decides, as the page around the portals shows it. */
export interface PortalSessionSummary {
  /** The navigation's "{first name} Portal": null while nobody is named (signed out, restoring, code asked). */
  firstName: string | null;
  /** The stored token's one check is running. */
  isRestoring: boolean;
  /** An admin's code is asked in the customer portal. */
  isAskingCode: boolean;
  isAdminPortalOpen: boolean;
}

export const connectSummary = (
  snapshot: SnapshotFrom<PortalSessionMachine>,
  _send: (event: PortalSessionEvent) => void,
): PortalSessionSummary => ({
  firstName: sessionOf(snapshot).customer?.firstName ?? null,
  isRestoring: !isSessionKnown(snapshot),
  isAskingCode: snapshot.matches({ secondFactor: 'asking' }),
  isAdminPortalOpen: snapshot.matches({ adminPortal: 'open' }),
});

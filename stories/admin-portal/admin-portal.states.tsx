/**
 * The admin states of the two machines the customer portal shares (their generated stories wait for
 * one view of both portals, stories/support/views-pending.ts): the admin portal's sign-in
 * (adminVerification, admin-portal variant) and the admins' send-message sub-dialog (portalMessage).
 */
import {
  adminVerificationAdminPortalStates,
  adminVerificationFakes,
  adminVerificationMachine,
  connectAdminVerification,
  type AdminVerificationMachine,
  type AdminVerificationView,
} from '@machines/admin-verification';
import {
  connectPortalMessage,
  portalMessageAdminDialogStates,
  portalMessageFakes,
  portalMessageMachine,
  type PortalMessageMachine,
  type PortalMessageView,
} from '@machines/portal-message';
import { customers, katherineCustomer } from '@mocks/fixtures';
import { AdminPortalDialog } from '@src/features/admin-portal/admin-portal-dialog.view';
import { MessageDialog } from '@src/components/admin-customers/message-dialog.view';
import type { MachineStates } from '../support/state-story';

const log = (what: string) => () => console.info(`The app would now ${what}`);

/** The dialog as the portal shows it, open (its close button only logs here). */
function AdminPortalStory({ view }: { view: AdminVerificationView }) {
  return <AdminPortalDialog view={view} open onOpenChange={log('close the admin portal')} />;
}

export const adminSignInStates: MachineStates<AdminVerificationMachine, AdminVerificationView> = {
  machine: adminVerificationMachine,
  statesOfInterest: adminVerificationAdminPortalStates,
  fakes: adminVerificationFakes,
  connect: connectAdminVerification,
  View: AdminPortalStory,
  implementations: { actions: { closeAdminPortal: log('close the admin portal') } },
};

/** The send-message sub-dialog, written to the customer the states open it for. */
function MessageDialogStory({ view }: { view: PortalMessageView }) {
  return (
    <MessageDialog
      view={view}
      customer={customers.find((entry) => entry.id === view.customerId) ?? katherineCustomer}
    />
  );
}

export const adminMessageStates: MachineStates<PortalMessageMachine, PortalMessageView> = {
  machine: portalMessageMachine,
  statesOfInterest: portalMessageAdminDialogStates,
  fakes: portalMessageFakes,
  connect: connectPortalMessage,
  View: MessageDialogStory,
};

/**
 * The admin flows' states of interest, as stories of their real views: the admin portal's sign-in
 * (adminVerification, admin-portal variant), the payment link form, the deletion, and the
 * send-message sub-dialog of both admin places.
 */
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  adminVerificationAdminPortalStates,
  adminVerificationFakes,
  adminVerificationMachine,
  connectAdminVerification,
  type AdminVerificationMachine,
  type AdminVerificationView,
} from '../../machines/admin-verification';
import {
  connectCustomerDeletion,
  customerDeletionFakes,
  customerDeletionMachine,
  customerDeletionStatesOfInterest,
  type CustomerDeletionMachine,
  type CustomerDeletionView,
} from '../../machines/customer-deletion';
import {
  connectPaymentLink,
  paymentLinkFakes,
  paymentLinkMachine,
  paymentLinkStatesOfInterest,
  type PaymentLinkMachine,
  type PaymentLinkView,
} from '../../machines/payment-link';
import {
  connectPortalMessage,
  portalMessageAdminDialogStates,
  portalMessageFakes,
  portalMessageMachine,
  type PortalMessageMachine,
  type PortalMessageView,
} from '../../machines/portal-message';
import { customers, katherineCustomer } from '../../mocks/fixtures';
import { AdminPortalDialog } from '../../src/features/admin-portal/admin-portal-dialog.view';
import { PaymentLinkForm } from '../../src/features/admin-portal/tabs/payment-link-form.view';
import { CustomerList } from '../../src/features/admin-tab/customer-list.view';
import { MessageDialog } from '../../src/features/admin-tab/message-dialog.view';
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

export const paymentLinkStates: MachineStates<PaymentLinkMachine, PaymentLinkView> = {
  machine: paymentLinkMachine,
  statesOfInterest: paymentLinkStatesOfInterest,
  fakes: paymentLinkFakes,
  connect: connectPaymentLink,
  View: PaymentLinkForm,
};

/**
 * The customer list with its Delete actions. The app asks through the browser's own confirmation
 * (window.confirm), which a story cannot show: while the machine asks, this panel stands in for it
 * with the same question and the same two answers.
 */
function DeletionStory({ view }: { view: CustomerDeletionView }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="3" maxWidth="720px">
      {view.isConfirming && (
        <Callout.Root color="amber" role="alertdialog" aria-label={t(view.confirmMessageKey)}>
          <Flex direction="column" gap="2">
            <Text size="1" color="gray">
              window.confirm
            </Text>
            <Text weight="bold">{t(view.confirmMessageKey)}</Text>
            <Flex gap="2">
              <Button size="1" color="red" onClick={view.onConfirm}>
                OK
              </Button>
              <Button size="1" variant="soft" color="gray" onClick={view.onCancel}>
                Cancel
              </Button>
            </Flex>
          </Flex>
        </Callout.Root>
      )}
      <CustomerList customers={customers} deletion={view} onMessage={log('open the message dialog')} />
    </Flex>
  );
}

export const customerDeletionStates: MachineStates<CustomerDeletionMachine, CustomerDeletionView> = {
  machine: customerDeletionMachine,
  statesOfInterest: customerDeletionStatesOfInterest,
  fakes: customerDeletionFakes,
  connect: connectCustomerDeletion,
  View: DeletionStory,
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

/** The portal's machines' states of interest, each rendered by the view that shows it in the portal. */
import { Card } from '@radix-ui/themes';
import {
  adminVerificationFakes,
  adminVerificationMachine,
  adminVerificationStatesOfInterest,
  connectAdminVerification,
  type AdminVerificationMachine,
  type AdminVerificationView,
} from '../../machines/admin-verification';
import {
  connectCustomerSession,
  customerSessionFakes,
  customerSessionMachine,
  customerSessionStatesOfInterest,
  type CustomerSessionMachine,
  type CustomerSessionView,
} from '../../machines/customer-session';
import {
  connectPortalMessage,
  portalMessageFakes,
  portalMessageMachine,
  portalMessageStatesOfInterest,
  type PortalMessageMachine,
  type PortalMessageView,
} from '../../machines/portal-message';
import {
  connectSubscriptionUpgrade,
  subscriptionUpgradeFakes,
  subscriptionUpgradeMachine,
  subscriptionUpgradeStatesOfInterest,
  type SubscriptionUpgradeMachine,
  type SubscriptionUpgradeView,
} from '../../machines/subscription-upgrade';
import { sampleSubscription } from '../../machines/testing/fixtures';
import { CodePanel } from '../../src/features/admin-verification/code-panel.view';
import { PortalDialog } from '../../src/features/customer-portal/portal-dialog.view';
import { MessageForm } from '../../src/features/customer-portal/tabs/message-form.view';
import { SubscriptionPlans } from '../../src/features/customer-portal/tabs/subscriptions.view';
import { SignInForm } from '../../src/features/customer-session/sign-in-form.view';
import type { MachineStates } from '../support/state-story';
import { signedOutSession, storyPortal } from './story-portal';

const log = (what: string) => () => console.info(`The portal would now ${what}`);

/** The whole dialog in each state of the session: the signed-out tabs, or the signed-in portal. */
function SessionDialog({ view }: { view: CustomerSessionView }) {
  return <PortalDialog portal={storyPortal({ session: view })} />;
}

/** The Sign In tab in each state of the second factor: the form, or the code panel. */
function SignInTab({ view }: { view: AdminVerificationView }) {
  const asksCode = view.step === 'code' || view.step === 'authenticated' || view.isRequesting;
  return (
    <Card size="3" style={{ maxWidth: 440 }}>
      {asksCode ? <CodePanel view={view} /> : <SignInForm view={signedOutSession()} />}
    </Card>
  );
}

/** The upgrade cards of the sample Professional subscription. */
function UpgradeCards({ view }: { view: SubscriptionUpgradeView }) {
  return <SubscriptionPlans subscription={sampleSubscription} view={view} />;
}

export const customerSessionStates: MachineStates<CustomerSessionMachine, CustomerSessionView> = {
  machine: customerSessionMachine,
  statesOfInterest: customerSessionStatesOfInterest,
  fakes: customerSessionFakes,
  connect: connectCustomerSession,
  View: SessionDialog,
};

export const adminVerificationStates: MachineStates<AdminVerificationMachine, AdminVerificationView> = {
  machine: adminVerificationMachine,
  statesOfInterest: adminVerificationStatesOfInterest,
  fakes: adminVerificationFakes,
  connect: connectAdminVerification,
  View: SignInTab,
  implementations: {
    actions: { openAdminPortal: log('open the admin portal'), closeCustomerPortal: log('close') },
  },
};

export const portalMessageStates: MachineStates<PortalMessageMachine, PortalMessageView> = {
  machine: portalMessageMachine,
  statesOfInterest: portalMessageStatesOfInterest,
  fakes: portalMessageFakes,
  connect: connectPortalMessage,
  View: MessageForm,
};

export const subscriptionUpgradeStates: MachineStates<SubscriptionUpgradeMachine, SubscriptionUpgradeView> = {
  machine: subscriptionUpgradeMachine,
  statesOfInterest: subscriptionUpgradeStatesOfInterest,
  fakes: subscriptionUpgradeFakes,
  connect: connectSubscriptionUpgrade,
  View: UpgradeCards,
};

/** The views the portal's machine-view registries render: each state as the portal shows it. */
import { Card } from '@radix-ui/themes';
import type { AdminVerificationView } from '@machines/admin-verification';
import type { CustomerSessionView } from '@machines/customer-session';
import type { SubscriptionUpgradeView } from '@machines/subscription-upgrade';
import { sampleSubscription } from '@machines/testing/fixtures';
import { CodePanel } from '@src/session/admin-verification/code-panel.view';
import { PortalDialog } from '@src/features/customer-portal/portal-dialog.view';
import { SubscriptionPlans } from '@src/features/customer-portal/tabs/subscriptions.view';
import { SignInForm } from '@src/session/customer-session/sign-in-form.view';
import { signedOutSession, storyPortal } from './story-portal';

/** A side effect the app owns, logged instead of done. */
export const log = (what: string) => () => console.info(`The portal would now ${what}`);

/** The whole dialog in each state of the session: the signed-out tabs, or the signed-in portal. */
export function SessionDialog({ view }: { view: CustomerSessionView }) {
  return <PortalDialog portal={storyPortal({ session: view })} />;
}

/** The Sign In tab in each state of the second factor: the form, or the code panel. */
export function SignInTab({ view }: { view: AdminVerificationView }) {
  const asksCode = view.step === 'code' || view.step === 'authenticated' || view.isRequesting;
  return (
    <Card size="3" style={{ maxWidth: 440 }}>
      {asksCode ? (
        <CodePanel view={view} />
      ) : (
        <SignInForm view={signedOutSession()} onForgotPassword={() => {}} />
      )}
    </Card>
  );
}

/** The upgrade cards of the sample Professional subscription. */
export function UpgradeCards({ view }: { view: SubscriptionUpgradeView }) {
  return <SubscriptionPlans subscription={sampleSubscription} view={view} />;
}

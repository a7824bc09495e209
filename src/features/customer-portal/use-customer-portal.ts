/**
 * The customer portal dialog: its machine's snapshot (open or closed, which tab; machines/customer-portal)
 * beside the page's session and the admin second factor that an admin's password sign-in starts. The
 * page-wide events open it: openCustomerPortal as it was, openCustomerLogin on the Sign In tab.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminVerificationView } from '@machines/admin-verification';
import {
  connectCustomerPortal,
  customerTabOrder,
  type PortalRequest,
  type PortalTab,
  type SignedOutTab,
} from '@machines/customer-portal';
import type { CustomerSessionView } from '@machines/customer-session';
import type { ForgotPasswordView } from '@machines/forgot-password';
import { usePageEvent } from '@src/app/use-page-event';
import { useForgotPassword } from '@src/session/customer-session/use-forgot-password';
import { usePortalSession } from '@src/session/portal-session/use-portal-session';
import { routeQuery } from '@src/api/route-query';
import { useFlow } from '@src/lib/use-flow';
import { appCustomerPortal } from './app-customer-portal';

export type { PortalRequest };

export interface CustomerPortal {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-out tabs: Sign In or Create Account. */
  signedOutTab: SignedOutTab;
  onSignedOutTabChange: (tab: string) => void;
  /** The signed-in tab: the one chosen, else the first of `tabOrder`. */
  tab: PortalTab;
  /** The customer's tabs in the row's order: the projects first when there are any. */
  tabOrder: readonly PortalTab[];
  /** False while the projects that decide the order load: the row waits rather than jumps. */
  tabsReady: boolean;
  onTabChange: (tab: string) => void;
  session: CustomerSessionView;
  secondFactor: AdminVerificationView;
  /** An admin signed in with a password and the code is being asked: the Sign In tab shows the code panel. */
  showsSecondFactor: boolean;
  /** "Forgot password?": when open, the Sign In tab shows its email form or confirmation. */
  forgotPassword: ForgotPasswordView;
}

export const useCustomerPortal = (request: PortalRequest | null): CustomerPortal => {
  const dialog = useFlow(appCustomerPortal, connectCustomerPortal, { input: { request } });
  // The page's one session: the customer's, the second factor an admin's sign-in starts.
  const { session, secondFactor, showsSecondFactor } = usePortalSession();
  const forgotPassword = useForgotPassword();

  // The same read as the Projects tab's (one request, one cache entry), only for a signed-in customer.
  const projects = useQuery({
    ...routeQuery('customerProjects'),
    enabled: dialog.isOpen && session.customer !== null,
  });
  const tabOrder = customerTabOrder((projects.data?.length ?? 0) > 0);

  usePageEvent('openCustomerPortal', dialog.onOpen);
  // A flow that asked for the login (onboarding after a payment) opens in its place.
  usePageEvent('closeCustomerPortal', dialog.onClose);
  usePageEvent('openCustomerLogin', dialog.onOpenLogin);

  return {
    isOpen: dialog.isOpen,
    onOpenChange: dialog.onOpenChange,
    signedOutTab: dialog.signedOutTab,
    onSignedOutTabChange: dialog.onSignedOutTabChange,
    tab: dialog.tabIn(tabOrder),
    tabOrder,
    tabsReady: !projects.isPending || projects.fetchStatus === 'idle',
    onTabChange: dialog.onTabChange,
    session,
    secondFactor,
    showsSecondFactor,
    forgotPassword,
  };
};

/**
 * The customer portal dialog: whether it is open and on which tab, the customer's session and the
 * admin second factor that an admin's password sign-in starts. The page-wide events open it:
 * openCustomerPortal as it was, openCustomerLogin on the Sign In tab.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminVerificationView } from '../../../machines/admin-verification';
import type { CustomerSessionView } from '../../../machines/customer-session';
import type { ForgotPasswordView } from '../../../machines/forgot-password';
import { usePageEvent } from '../../app/use-page-event';
import { useSession } from '../../stores/session.store';
import { useAdminSignIn } from '../admin-verification/use-admin-sign-in';
import { useCustomerSession } from '../customer-session/use-customer-session';
import { useForgotPassword } from '../customer-session/use-forgot-password';
import { routeQuery } from '../../api/route-query';
import {
  customerTabOrder,
  isPortalTab,
  isSignedOutTab,
  type PortalTab,
  type SignedOutTab,
} from './portal-tabs';

/** What opened the portal before its code had loaded (the listener's placeholder). */
export type PortalRequest = 'portal' | 'login';

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
  const [isOpen, setOpen] = useState(request !== null);
  const [signedOutTab, setSignedOutTab] = useState<SignedOutTab>('signIn');
  // No tab chosen yet: the portal opens on the first of the row, the projects once there are any.
  const [chosenTab, setTab] = useState<PortalTab | null>(null);

  // Each flow reaches the other through the latest view: implementations are renewed each render.
  const secondFactor: AdminVerificationView = useAdminSignIn({
    onGranted: () => setOpen(false),
    onAbandon: () => session.onAbandon(),
  });
  const session = useCustomerSession({
    onAdminSignIn: (credentials) => secondFactor.onSubmitCredentials(credentials),
  });

  const forgotPassword = useForgotPassword();

  const showsSecondFactor = secondFactor.step === 'code' || secondFactor.isRequesting;
  // The navigation names the customer once signed in, not while an admin's code is still asked.
  // While the portal still checks the stored token it says nothing: the funnel may have checked the
  // same token first, and blanking its customer then opened onboarding at the account step for a
  // customer back from the payment. Signing out clears the store itself (removeStoredToken).
  const signedIn = session.customer;
  // The same read as the Projects tab's (one request, one cache entry), only for a signed-in customer.
  const projects = useQuery({ ...routeQuery('customerProjects'), enabled: isOpen && signedIn !== null });
  const tabOrder = customerTabOrder((projects.data?.length ?? 0) > 0);
  const tab = chosenTab ?? tabOrder[0] ?? 'purchase';
  useEffect(() => {
    if (showsSecondFactor) useSession.getState().setCustomer(null);
    else if (signedIn) useSession.getState().setCustomer(signedIn);
  }, [showsSecondFactor, signedIn]);

  usePageEvent('openCustomerPortal', () => setOpen(true));
  usePageEvent('openCustomerLogin', () => {
    setSignedOutTab('signIn');
    setOpen(true);
  });

  return {
    isOpen,
    onOpenChange: (open) => {
      setOpen(open);
      // Each opening starts from the first tab again.
      if (!open) setTab(null);
    },
    signedOutTab,
    onSignedOutTabChange: (value) => isSignedOutTab(value) && setSignedOutTab(value),
    tab,
    tabOrder,
    tabsReady: !projects.isPending || projects.fetchStatus === 'idle',
    onTabChange: (value) => isPortalTab(value) && setTab(value),
    session,
    secondFactor,
    showsSecondFactor,
    forgotPassword,
  };
};

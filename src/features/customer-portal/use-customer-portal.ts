/**
 * The customer portal dialog: whether it is open and on which tab, the customer's session and the
 * admin second factor that an admin's password sign-in starts. The page-wide events open it:
 * openCustomerPortal as it was, openCustomerLogin on the Sign In tab.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminVerificationView } from '@machines/admin-verification';
import type { CustomerSessionView } from '@machines/customer-session';
import type { ForgotPasswordView } from '@machines/forgot-password';
import { dispatchPageEvent } from '@src/app/page-events';
import { usePageEvent } from '@src/app/use-page-event';
import { useForgotPassword } from '@src/session/customer-session/use-forgot-password';
import { portalSession } from '@src/session/portal-session/portal-session-actor';
import { usePortalSession } from '@src/session/portal-session/use-portal-session';
import { routeQuery } from '@src/api/route-query';
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

  // The page's one session: the customer's, the second factor an admin's sign-in starts.
  const { session, secondFactor, showsSecondFactor } = usePortalSession();
  // A granted code closes the customer portal (the admin portal opens).
  useEffect(() => {
    const subscription = portalSession().on('customerPortal.close', () => setOpen(false));
    return () => subscription.unsubscribe();
  }, []);

  const forgotPassword = useForgotPassword();

  // The same read as the Projects tab's (one request, one cache entry), only for a signed-in customer.
  const projects = useQuery({ ...routeQuery('customerProjects'), enabled: isOpen && session.customer !== null });
  const tabOrder = customerTabOrder((projects.data?.length ?? 0) > 0);
  const tab = chosenTab ?? tabOrder[0] ?? 'purchase';

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    // Each opening starts from the first tab again.
    if (!open) setTab(null);
  };

  // The funnel hears of it: no popup or tour opens over the portal (its machine's rule).
  useEffect(() => dispatchPageEvent('customerPortalChange', { open: isOpen }), [isOpen]);

  usePageEvent('openCustomerPortal', () => setOpen(true));
  // A flow that asked for the login (onboarding after a payment) opens in its place.
  usePageEvent('closeCustomerPortal', () => onOpenChange(false));
  usePageEvent('openCustomerLogin', () => {
    setSignedOutTab('signIn');
    setOpen(true);
  });

  return {
    isOpen,
    onOpenChange,
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
